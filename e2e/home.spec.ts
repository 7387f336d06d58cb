import {
  test,
  expect,
  holdScripts,
  noCodeYet,
  openRoute,
  recordLayoutShifts,
  waitForCode,
  waitForStill,
} from './fixtures';
import { shownPicturesLoaded, variantsOf } from './pictures';
import { about, home } from './testSite';
import type { Locator, Page, Request } from '@playwright/test';

const overlay = (page: Page) => page.getByTestId('intro-overlay');
/** Whether a picture's path is one of the gallery's (a variant of a home picture), not of the parts below it. */
const isGalleryPicture = (pathname: string) =>
  home.phoneGallery.some((item) => pathname.startsWith(`${variantsOf(item.img.src)}-`));
/** The picture a tile shows now. */
const shown = (tile: Locator) => tile.locator('img:visible');

test.describe('intro overlay', () => {
  test('plays on the first visit only, and never hides the content', async ({ page }) => {
    // It plays from the first paint for 1.6 s: the page itself notes whether it shows once
    // parsed, as a busy machine can take longer than that to answer a test's question.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const shown = document.querySelector('[data-testid="intro-overlay"]');
        // The first frame with the stylesheet applied (the overlay is fixed then), the animation at its start.
        const look = () => {
          const style = shown && getComputedStyle(shown);
          if (style && style.position !== 'fixed') return requestAnimationFrame(look);
          (window as unknown as { introShown: boolean }).introShown = Boolean(
            style && style.display !== 'none' && style.visibility !== 'hidden',
          );
          // The content is there underneath from the first paint.
          (window as unknown as { headingThere: boolean }).headingThere = Boolean(document.querySelector('h1'));
        };
        look();
      }),
    );
    const noted = () =>
      page.evaluate(() => {
        const { introShown, headingThere } = window as unknown as { introShown?: boolean; headingThere?: boolean };
        return { introShown, headingThere };
      });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect.poll(noted).toEqual({ introShown: true, headingThere: true });
    await expect(overlay(page)).toBeHidden({ timeout: 3000 });

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(noted).toEqual({ introShown: false, headingThere: true });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(overlay(page)).toBeHidden();
    expect(await overlay(page).evaluate((el) => getComputedStyle(el).display)).toBe('none');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/My Portfolio/);
    await expect(overlay(page)).toBeHidden();
  });

  test('played once the page shows it, even if the visitor reloads before the code has arrived', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // A first visit: the overlay plays.
    await expect(page.locator('html')).not.toHaveAttribute('data-intro', 'seen');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overlay(page).evaluate((el) => getComputedStyle(el).display)).toBe('none');
    await noCodeYet(page);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('is not shown at all', async ({ page }) => {
      await page.goto('/');
      await expect(overlay(page)).toBeHidden();
    });
  });
});

test('"More about me" leads to the about page', async ({ page }) => {
  await openRoute(page, '/');
  await page.getByRole('link', { name: home.aboutButtonLabel }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
});

test.describe('gallery', () => {
  test('each tile cycles its own three pictures and wraps (wide layout)', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'three tiles from 425 px up');
    await openRoute(page, '/');
    const tiles = [1, 2, 3].map((n) =>
      page.getByRole('button', { name: `Show the next picture in gallery tile ${n}` }),
    );
    for (const tile of tiles) await expect(tile).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show the next picture in the gallery' })).toBeHidden();

    for (const [position, tile] of tiles.entries()) {
      const own = home.tiles[position]!.img.map((picture) => picture.alt);
      await expect(shown(tile)).toHaveAttribute('alt', own[0]!);
      for (const alt of [own[1], own[2], own[0]]) {
        await tile.click();
        await expect(shown(tile)).toHaveAttribute('alt', alt!);
      }
    }
    // Clicking one tile leaves the others alone.
    await tiles[0]!.click();
    await expect(shown(tiles[0]!)).toHaveAttribute('alt', home.tiles[0]!.img[1]!.alt);
    await expect(shown(tiles[1]!)).toHaveAttribute('alt', home.tiles[1]!.img[0]!.alt);
  });

  test('the single phone tile cycles the nine pictures in turn, by touch and keyboard', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'one tile below 425 px');
    await openRoute(page, '/');
    const tile = page.getByRole('button', { name: 'Show the next picture in the gallery' });
    await expect(tile).toBeVisible();
    await expect(page.getByRole('button', { name: /gallery tile/ }).first()).toBeHidden();
    const alts = home.phoneGallery.map((item) => item.img.alt);
    await expect(shown(tile)).toHaveAttribute('alt', alts[0]!);
    for (let step = 1; step <= 9; step++) {
      if (step % 2) await tile.tap();
      else await tile.press('Enter');
      await expect(shown(tile)).toHaveAttribute('alt', alts[step % 9]!);
    }
  });

  test('switches layout at 425 px when the window is resized', async ({ page }) => {
    await openRoute(page, '/');
    const phoneTile = page.getByRole('button', { name: 'Show the next picture in the gallery' });
    const firstTile = page.getByRole('button', { name: 'Show the next picture in gallery tile 1' });
    await page.setViewportSize({ width: 424, height: 800 });
    await expect(phoneTile).toBeVisible();
    await expect(firstTile).toBeHidden();
    await page.setViewportSize({ width: 425, height: 800 });
    await expect(firstTile).toBeVisible();
    await expect(phoneTile).toBeHidden();
    // The picture for the new layout loads.
    await expect
      .poll(() => shown(firstTile).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1))
      .toBe(true);
  });
});

test('first load of Home stays within its byte budget and loads only the pictures shown', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the budget is set for a 375 px phone');
  const finished: Promise<{ url: string; type: string; bytes: number }>[] = [];
  const onFinished = (request: Request) => {
    finished.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
  };
  page.on('requestfinished', onFinished);
  // Loaded, and no request for half a second after.
  await openRoute(page, '/');
  // A request that ends later is not the first load's, and its sizes would be asked of a page the test has closed.
  page.off('requestfinished', onFinished);
  const transfers = await Promise.all(finished);
  const total = transfers.reduce((sum, t) => sum + t.bytes, 0);
  const pictures = transfers.filter((t) => t.type === 'image');
  const pictureBytes = pictures.reduce((sum, t) => sum + t.bytes, 0);
  testInfo.annotations.push({
    type: 'bytes',
    description: `total ${(total / 1024).toFixed(1)} KB, pictures ${(pictureBytes / 1024).toFixed(1)} KB`,
  });
  expect(total).toBeLessThanOrEqual(350 * 1024);
  expect(pictureBytes).toBeLessThanOrEqual(150 * 1024);
  // Of the gallery, only the phone tile's first picture, in a modern format; the pictures of the owner's work
  // below it come lazily, as the browser finds them near the screen.
  const gallery = pictures.filter((picture) => isGalleryPicture(new URL(picture.url).pathname));
  expect(gallery.map((p) => p.url)).toHaveLength(1);
  expect(new URL(gallery[0]!.url).pathname).toMatch(
    new RegExp(`^${variantsOf(home.phoneGallery[0]!.img.src)}-\\d+\\.avif$`),
  );
});

test('the wide layout loads only its tiles’ first pictures: the hidden phone tile fetches nothing', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'three tiles from 425 px up');
  const pictures: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  // Loaded, and no request for half a second after.
  await openRoute(page, '/');
  // The browser took the placeholder source for the hidden tile: a data: URL, never a request.
  const phoneTile = page.getByRole('button', { name: 'Show the next picture in the gallery', includeHidden: true });
  expect(await phoneTile.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /^data:image\/gif;base64,/,
  );
  // One picture per tile, its first, in a modern format (the phone tile shares these files, so count them too).
  const firsts = home.tiles.map((tile) => new RegExp(`^${variantsOf(tile.img[0]!.src)}-\\d+\\.avif$`));
  const gallery = pictures.filter(isGalleryPicture);
  expect(gallery).toHaveLength(firsts.length);
  for (const first of firsts)
    expect(
      gallery.filter((picture) => first.test(picture)),
      String(first),
    ).toHaveLength(1);
});

test('a tile is where it stays while the page is still being read', async ({ browser, isMobile }) => {
  test.skip(isMobile, 'one tile below 425 px');
  // A slow device paints the page before the parser has read all of it: the gallery as it is
  // with its first tiles only. No code runs, as none has by then.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  const tiles = page.getByRole('button', { name: /Show the next picture in gallery tile/ }).locator('..');
  const count = await tiles.count();
  expect(count).toBe(home.tiles.length);
  const where = () => tiles.evaluateAll((all) => all.map((tile) => tile.getBoundingClientRect().x));
  const whole = await where();
  for (let shown = count - 1; shown >= 1; shown--) {
    await tiles.nth(shown).evaluate((tile) => tile.remove());
    expect(await where()).toEqual(whole.slice(0, shown));
  }
  await context.close();
});

test('nothing on Home shifts: not the overlay, the fonts or the gallery', async ({ page }) => {
  const shifts = await recordLayoutShifts(page);
  await page.goto('/');
  await waitForCode(page);
  await page.waitForLoadState('networkidle');
  await waitForStill(page);
  for (const tile of await page
    .getByRole('button', { name: /Show the next picture/ })
    .filter({ visible: true })
    .all()) {
    await tile.click();
  }
  // Every picture now shown has arrived and been laid out.
  await expect.poll(() => shownPicturesLoaded(page)).toBe(true);
  await waitForStill(page);
  expect((await shifts()).filter((shift) => !shift.afterInput)).toEqual([]);
});
