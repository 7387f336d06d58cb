import { test, expect, openRoute } from './fixtures';
import { about, owner } from './testSite';
import type { Page } from '@playwright/test';
import { plainText } from '../components/text/markdown';

/** The "n / 9" counter under the slideshow. */
const counter = (page: Page) => page.getByText(/^\d \/ 9/);
const slideNumber = async (page: Page) => Number((await counter(page).textContent())?.split(' ')[0]);
/** Stops the page's clock (installed with page.clock.install()): from now on its time moves only by runFor. */
const pauseClock = async (page: Page) => page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

test('the biography names the owner, birthplace and both crafts', async ({ page }) => {
  await openRoute(page, '/about');
  await expect(page.getByText(`born in ${owner.birthplace}`)).toContainText('software developer and musician');
  // The paragraphs are Markdown: their words show, not their marks (the start of each is enough).
  for (const paragraph of owner.bio)
    await expect(page.getByRole('main')).toContainText(plainText(paragraph).slice(0, 50));
});

test('the slideshow advances every 2 s through nine pictures', async ({ page }) => {
  await openRoute(page, '/about');
  await page.mouse.move(0, 0);
  const first = await slideNumber(page);
  await expect.poll(() => slideNumber(page), { timeout: 2600, intervals: [100] }).toBe((first % 9) + 1);
  // The counter also names the picture now shown (visually hidden, for screen readers).
  await expect(counter(page)).toContainText(about.slides[first % 9]!.alt);
});

test('clicking the picture stops and restarts the slideshow', async ({ page }) => {
  // The page's timers run on a clock the test moves: seconds of the page's time, however fast the machine.
  await page.clock.install();
  await openRoute(page, '/about');
  await pauseClock(page);
  const picture = page.getByRole('button', { name: 'Pause the slideshow' });
  await picture.click();
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  const stopped = await slideNumber(page);
  await page.mouse.move(0, 0);
  await page.clock.runFor(4500);
  expect(await slideNumber(page)).toBe(stopped);

  await page.getByRole('button', { name: 'Play the slideshow' }).click();
  await page.clock.runFor(1900);
  expect(await slideNumber(page), 'not before 2 s').toBe(stopped);
  await page.clock.runFor(200);
  await expect.poll(() => slideNumber(page)).toBe((stopped % 9) + 1);
});

test('the keyboard can pause and play it, and focus holds it still', async ({ page }) => {
  await page.clock.install();
  await openRoute(page, '/about');
  await pauseClock(page);
  const toggle = page.getByRole('button', { name: 'Pause', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeFocused();
  const stopped = await slideNumber(page);
  await page.clock.runFor(4500);
  expect(await slideNumber(page)).toBe(stopped);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeFocused();
  await page.clock.runFor(2100);
  await expect.poll(() => slideNumber(page)).toBe((stopped % 9) + 1);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the slideshow starts paused', async ({ page }) => {
    await page.clock.install();
    await openRoute(page, '/about');
    await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await page.clock.runFor(4500);
    expect(await slideNumber(page)).toBe(1);
  });
});

test('the page moves down out of the way while the menu is shown', { tag: '@layout' }, async ({ page }) => {
  await openRoute(page, '/about');
  const gap = () =>
    page.evaluate(
      () =>
        document.querySelector('h1')!.getBoundingClientRect().top -
        document.querySelector('header')!.getBoundingClientRect().top,
    );
  const before = await gap();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect.poll(gap).toBeGreaterThan(before + 100);
  await page.keyboard.press('Escape');
  await expect.poll(async () => Math.round(await gap())).toBe(Math.round(before));
});

test('no picture request fails on Home or About', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await openRoute(page, '/');
  for (const tile of await page
    .getByRole('button', { name: /Show the next picture/ })
    .filter({ visible: true })
    .all()) {
    for (let i = 0; i < 3; i++) await tile.click();
  }
  await openRoute(page, '/about');
  // Two turns of the slideshow, each loading its next picture.
  await expect.poll(() => slideNumber(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
});

test.describe('on a phone whose fold cuts through the slideshow', () => {
  // Lighthouse's phone: the first picture starts above the fold and ends below it.
  test.use({ viewport: { width: 412, height: 823 } });

  test('the page’s entrance never shows less of the first picture than at rest', async ({ page }) => {
    // The browser takes the picture's largest paint from its first frame; were that smaller
    // than at rest, the second slide two seconds later would count as the page's largest paint.
    await openRoute(page, '/about');
    const shown = await page.getByRole('img', { name: about.slides[0]!.alt }).evaluate((img) => {
      const entrance = document
        .getAnimations()
        .find((animation) => (animation as CSSAnimation).animationName?.endsWith('slide-in'))!;
      const visibleHeight = () => {
        const box = img.getBoundingClientRect();
        return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
      };
      entrance.pause();
      entrance.currentTime = 0;
      const firstFrame = visibleHeight();
      entrance.finish();
      return { firstFrame, atRest: visibleHeight(), height: img.getBoundingClientRect().height };
    });
    expect(shown.atRest).toBeGreaterThan(0);
    expect(shown.atRest).toBeLessThan(shown.height);
    expect(shown.firstFrame).toBeGreaterThanOrEqual(shown.atRest);
  });
});

test('a portrait photo stored on its side by a phone shows upright', async ({ page }) => {
  // The demo's about-4.jpg is stored as phones store a portrait: landscape pixels plus an orientation tag.
  const position = about.slides.findIndex((slide) => slide.src === 'about/about-4.jpg');
  expect(position).toBeGreaterThanOrEqual(0);
  await openRoute(page, '/about');
  await page.mouse.move(0, 0);
  await expect(counter(page)).toHaveText(new RegExp(`^${position + 1} / `), { timeout: 3000 * (position + 1) });
  const picture = page.getByRole('img', { name: about.slides[position]!.alt });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await picture.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return {
      natural: [img.naturalWidth, img.naturalHeight],
      attributes: [img.width, img.height].map(Number),
      box: [box.width, box.height],
      fit: getComputedStyle(img).objectFit,
    };
  });
  // The file the browser chose is upright, the page reserved an upright box, and it is drawn as such.
  expect(shown.natural[1]).toBeGreaterThan(shown.natural[0]!);
  expect(shown.attributes[1]).toBeGreaterThan(shown.attributes[0]!);
  expect(shown.box[1]).toBeGreaterThan(shown.box[0]!);
});

test.describe('the biography in Markdown', () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      test('shows its links, emphasis, code and list as written', async ({ page }) => {
        await page.goto('/about');
        const main = page.getByRole('main');
        const github = main.getByRole('link', { name: 'GitHub (opens in a new tab)' });
        await expect(github).toHaveAttribute('href', 'https://github.com/sam-fixture');
        await expect(github).toHaveAttribute('target', '_blank');
        await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(main.locator('em', { hasText: 'the same care for detail' })).toBeVisible();
        await expect(main.locator('strong', { hasText: 'sound' })).toBeVisible();
        await expect(main.locator('code', { hasText: 'npm install' })).toBeVisible();
        // A link within the site stays in the tab, and leads there.
        const music = main.getByRole('link', { name: 'music page' });
        await expect(music).not.toHaveAttribute('target');
        await music.click();
        await expect(page).toHaveURL(/\/music$/);
      });
    });
  }
});
