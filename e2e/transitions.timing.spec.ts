import { test, expect, openRoute, shownOpacity } from './fixtures';

// Timing checks: they run alone, after every other test, so the two cores are free
// (see the *-timing projects in playwright.config.ts).
test.describe.configure({ mode: 'serial' });
import { routes } from './routes';
import type { Page } from '@playwright/test';

interface Swap {
  click: number;
  oldGone: number;
  newShown: number;
  /** The old page's exit animation: when it started (ms after the click) and how long it runs. */
  exitStart: number;
  exitDuration: number;
  /** The same moments, counted in animation frames after the click. */
  frames: number;
  exitStartFrame: number;
  exitEndFrame: number;
  oldGoneFrame: number;
  newShownFrame: number;
}

/**
 * Watches the page headings frame by frame from the next click on: when the old page's
 * heading leaves the DOM and when the new one arrives, and when the animation that fades the
 * old page out (the one on an ancestor of its heading that ends at opacity 0) starts and ends.
 * Times are in ms after the click, on the animation's own clock where there is one.
 */
async function watchSwap(page: Page, oldHeading: string, newHeading: string) {
  await page.evaluate(
    ({ oldText, newText }) => {
      const swap = {
        click: 0,
        oldGone: 0,
        newShown: 0,
        exitStart: 0,
        exitDuration: 0,
        frames: 0,
        exitStartFrame: 0,
        exitEndFrame: 0,
        oldGoneFrame: 0,
        newShownFrame: 0,
      };
      (window as unknown as { __swap: Swap }).__swap = swap;
      document.addEventListener('click', () => (swap.click = performance.now()), { capture: true, once: true });
      const exitOf = (heading: Element | undefined) =>
        heading &&
        document.getAnimations().find((animation) => {
          const effect = animation.effect as KeyframeEffect | null;
          const fadesOut = effect?.getKeyframes().at(-1)?.opacity === '0';
          return (
            fadesOut &&
            effect?.target?.contains(heading) &&
            animation.startTime !== null &&
            Number(animation.startTime) >= swap.click
          );
        });
      const check = () => {
        const headings = Array.from(document.querySelectorAll('h1'));
        const now = performance.now();
        if (swap.click) {
          swap.frames++;
          const exit = !swap.exitStart && exitOf(headings.find((h) => h.textContent === oldText));
          if (exit) {
            swap.exitStart = Number(exit.startTime) - swap.click;
            swap.exitDuration = Number(exit.effect!.getTiming().duration);
            swap.exitStartFrame = swap.frames;
          }
          if (swap.exitStart && !swap.exitEndFrame && now - swap.click >= swap.exitStart + swap.exitDuration)
            swap.exitEndFrame = swap.frames;
          const texts = headings.map((h) => h.textContent);
          if (!swap.oldGone && !texts.includes(oldText))
            [swap.oldGone, swap.oldGoneFrame] = [now - swap.click, swap.frames];
          if (!swap.newShown && texts.includes(newText))
            [swap.newShown, swap.newShownFrame] = [now - swap.click, swap.frames];
        }
        if (!swap.oldGone || !swap.newShown) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { oldText: oldHeading, newText: newHeading },
  );
  return async () => {
    await page.waitForFunction(() => {
      const swap = (window as unknown as { __swap: Swap }).__swap;
      return swap.oldGone > 0 && swap.newShown > 0;
    });
    return page.evaluate(() => (window as unknown as { __swap: Swap }).__swap);
  };
}

const home = routes[0].heading;

test('the old page finishes its exit before the new page enters', async ({ page }) => {
  await openRoute(page, '/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  // The menu's links are prefetched once they show: measure the transition, not the network.
  await page.waitForLoadState('networkidle');
  const result = await watchSwap(page, home, 'Projects');
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Projects' }).click();
  const swap = await result();
  // Counted against the exit's own clock and in frames, not against the click in milliseconds:
  // a busy machine takes longer to start the exit and draws fewer frames, but the exit itself
  // runs its 0.7 s, and the page it fades leaves within a few frames of its end.
  expect(swap.exitStart, 'the old page fades out').toBeGreaterThan(0);
  expect(swap.exitStartFrame, 'the exit starts within a few frames of the click').toBeLessThanOrEqual(15);
  expect(swap.exitDuration, 'the exit lasts 0.7 s').toBe(700);
  expect(swap.oldGone, 'the old page stays until its exit has run').toBeGreaterThanOrEqual(
    swap.exitStart + swap.exitDuration,
  );
  expect(swap.oldGoneFrame - swap.exitEndFrame, 'the old page leaves when its exit ends').toBeLessThanOrEqual(4);
  expect(swap.newShownFrame, 'the new page arrives after the old one has left').toBeGreaterThanOrEqual(
    swap.oldGoneFrame,
  );
  expect(swap.newShownFrame - swap.oldGoneFrame, 'the new page arrives as the old one leaves').toBeLessThanOrEqual(1);
});

test('back and forward animate too', async ({ page }) => {
  await openRoute(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Music' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes[5].heading);
  const result = await watchSwap(page, routes[5].heading, home);
  await page.evaluate(() => document.body.click());
  await page.goBack();
  const { oldGone } = await result();
  expect(oldGone).toBeGreaterThan(300);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home);
});

test('Back before the old page has gone brings it back whole, with its footer', async ({ page }) => {
  await openRoute(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services', exact: true }).click();
  await expect.poll(() => shownOpacity(page.getByRole('heading', { level: 1 }))).toBeLessThan(1);
  await page.goBack();
  await expect.poll(() => shownOpacity(page.getByRole('heading', { level: 1 }))).toBe(1);
  await expect.poll(() => shownOpacity(page.getByRole('contentinfo'))).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the new page replaces the old one at once: no exit, no entrance', async ({ page }) => {
    await openRoute(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.waitForLoadState('networkidle');
    const result = await watchSwap(page, home, 'Contact');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact', exact: true }).click();
    const { newShownFrame, oldGoneFrame } = await result();
    // Counted in frames, not milliseconds: a busy machine draws fewer frames a second, not more
    // of them. The 0.7 s transition would take some 40; the swap takes the few the router
    // needs (2 to 5 here), and the old page never stays on beside or before the new one.
    expect(newShownFrame).toBeLessThanOrEqual(12);
    expect(newShownFrame - oldGoneFrame).toBeLessThanOrEqual(1);
  });
});
