import { test, expect, openRoute } from './fixtures';

// Timing checks: they run alone, after every other test, so the two cores are free
// (see the *-timing projects in playwright.config.ts).
test.describe.configure({ mode: 'serial' });
import { routes } from './routes';
import type { Page } from '@playwright/test';

interface Swap {
  click: number;
  oldGone: number;
  newShown: number;
  /** The same, counted in animation frames after the click. */
  frames: number;
  oldGoneFrame: number;
  newShownFrame: number;
}

/**
 * Watches the page headings frame by frame from the next click on: when the old page's
 * heading leaves the DOM and when the new one arrives, in ms after the click.
 */
async function watchSwap(page: Page, oldHeading: string, newHeading: string) {
  await page.evaluate(
    ({ oldText, newText }) => {
      const swap = { click: 0, oldGone: 0, newShown: 0, frames: 0, oldGoneFrame: 0, newShownFrame: 0 };
      (window as unknown as { __swap: Swap }).__swap = swap;
      document.addEventListener('click', () => (swap.click = performance.now()), { capture: true, once: true });
      const check = () => {
        const headings = Array.from(document.querySelectorAll('h1'), (h) => h.textContent);
        const now = performance.now();
        if (swap.click) swap.frames++;
        if (swap.click && !swap.oldGone && !headings.includes(oldText)) [swap.oldGone, swap.oldGoneFrame] = [now, swap.frames];
        if (swap.click && !swap.newShown && headings.includes(newText)) [swap.newShown, swap.newShownFrame] = [now, swap.frames];
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
    const swap = await page.evaluate(() => (window as unknown as { __swap: Swap }).__swap);
    return { oldGone: swap.oldGone - swap.click, newShown: swap.newShown - swap.click, oldGoneFrame: swap.oldGoneFrame, newShownFrame: swap.newShownFrame };
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
  const { oldGone, newShown } = await result();
  expect(oldGone, 'old page still in the DOM 300 ms after the click').toBeGreaterThan(300);
  expect(oldGone, 'old page gone by ~900 ms').toBeLessThan(950);
  expect(newShown, 'new page arrives after the old one left').toBeGreaterThanOrEqual(oldGone);
  expect(newShown, 'new page there by ~900 ms').toBeLessThan(950);
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

/** How opaque an element shows: its own opacity times every ancestor's. */
const shownOpacity = (page: Page, name: 'heading' | 'contentinfo') =>
  (name === 'heading' ? page.getByRole('heading', { level: 1 }) : page.getByRole('contentinfo')).evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  });

test('Back before the old page has gone brings it back whole, with its footer', async ({ page }) => {
  await openRoute(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services', exact: true }).click();
  await expect.poll(() => shownOpacity(page, 'heading')).toBeLessThan(1);
  await page.goBack();
  await expect.poll(() => shownOpacity(page, 'heading')).toBe(1);
  await expect.poll(() => shownOpacity(page, 'contentinfo')).toBe(1);
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
