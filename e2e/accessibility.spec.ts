import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, openRoute, waitForMenuShown, waitForStill } from './fixtures';
import { routes } from './routes';
import { axe, violationsOf } from './axe';

for (const route of routes) {
  test(`${route.path} has no WCAG 2.2 AA violations, menu closed and open`, async ({ page }) => {
    await openRoute(page, route.path);
    // Past the home intro and the entrance animations: axe judges what a visitor sees.
    await waitForStill(page);
    const closed = await axe(page).analyze();
    expect(violationsOf(closed)).toEqual([]);

    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    if (await toggle.isVisible()) {
      await toggle.click();
      await waitForMenuShown(page);
      const open = await axe(page).analyze();
      expect(violationsOf(open)).toEqual([]);
    }
  });
}

/*
 * A high-contrast palette (Windows' contrast themes; forced colors) repaints the page in a few
 * colours of the visitor's choice, and every background as the page's own: whatever is drawn
 * only as a background disappears. The site's buttons, the project shown and the players' bars
 * must still be seen.
 */
/** The contrast ratio of two colours ("r,g,b"), from 1 to 21. */
function contrast(one: string, other: string) {
  const luminance = (colour: string) => {
    const [r, g, b] = colour.split(',').map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

test.describe('in a high-contrast palette', () => {
  test.use({ forcedColors: 'active' });

  /** A screenshot's pixels: the colour at (x, y) as "r,g,b", and its size. */
  async function pixelsOf(png: Buffer) {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const offset = (Math.round(y) * info.width + Math.round(x)) * 3;
      return [data[offset]!, data[offset + 1]!, data[offset + 2]!].join(',');
    };
    return { at, width: info.width, height: info.height };
  }

  /** The element as the visitor sees it, with `margin` CSS pixels of the page around it. */
  async function seen(page: Page, locator: Locator, margin = 0) {
    await locator.scrollIntoViewIfNeeded();
    const box = (await locator.boundingBox())!;
    const clip = {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    };
    const picture = await pixelsOf(await page.screenshot({ clip }));
    return { ...picture, scale: picture.width / clip.width };
  }

  /** Whether the button's outline is drawn: its left edge, halfway down, differs from the page just outside it. */
  async function outlined(page: Page, button: Locator) {
    const margin = 4;
    const picture = await seen(page, button, margin);
    const middle = picture.height / 2;
    return picture.at(1, middle) !== picture.at((margin + 0.5) * picture.scale, middle);
  }

  test('the main buttons keep their shape', async ({ page }) => {
    await openRoute(page, '/');
    await waitForStill(page);
    expect(await outlined(page, page.getByRole('link', { name: 'More about me' }))).toBe(true);
    await openRoute(page, '/contact');
    expect(await outlined(page, page.getByRole('button', { name: 'Send' }))).toBe(true);
  });

  test('the project shown stands out in the list', async ({ page }) => {
    await openRoute(page, '/projects');
    const list = page.getByRole('main').getByRole('listitem').getByRole('link');
    const current = list.and(page.locator('[aria-current=page]'));
    const other = list.and(page.locator(':not([aria-current])')).first();
    // Inside the border, before the words.
    const fill = async (link: Locator) => {
      const picture = await seen(page, link);
      return picture.at(6 * picture.scale, picture.height / 2);
    };
    expect(await fill(current)).not.toBe(await fill(other));
  });

  test('the open menu and the page below it are told apart by a line across the window', async ({ page }) => {
    await openRoute(page, '/projects');
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await waitForMenuShown(page);
    const screen = await pixelsOf(await page.screenshot());
    const ground = screen.at(0, 0);
    const lines = [];
    for (let y = 0; y < screen.height; y++) {
      let drawn = 0;
      for (let x = 0; x < screen.width; x++) if (screen.at(x, y) !== ground) drawn++;
      if (drawn === screen.width) lines.push(y);
    }
    expect(lines.length).toBeGreaterThan(0);
  });

  test('what has played of a track shows on its waveform, in a colour that stands out from the page', async ({
    page,
  }) => {
    await openRoute(page, '/music');
    const seekBar = page
      .getByRole('main')
      .getByRole('listitem')
      .first()
      .getByRole('slider', { name: 'Audio progress control' });
    await seekBar.scrollIntoViewIfNeeded();
    const box = (await seekBar.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(seekBar).not.toHaveAttribute('aria-valuetext', /^0:00 /);
    const picture = await seen(page, seekBar, 2);
    const ground = picture.at(0, 0);
    /** The colours drawn along the middle of the bar, from `from` to `to` (fractions of its width), most used first. */
    const drawn = (from: number, to: number) => {
      const colours = new Map<string, number>();
      for (let x = Math.round(picture.width * from); x < picture.width * to; x++) {
        const colour = picture.at(x, picture.height / 2);
        if (colour !== ground) colours.set(colour, (colours.get(colour) ?? 0) + 1);
      }
      return [...colours].sort(([, a], [, b]) => b - a).map(([colour]) => colour);
    };
    const [played] = drawn(0.1, 0.4);
    const [unplayed] = drawn(0.6, 0.9);
    expect(played).toBeDefined();
    expect(played).not.toBe(unplayed);
    // The least contrast asked of a control's parts against what is around them.
    expect(contrast(played!, ground)).toBeGreaterThanOrEqual(3);
  });

  test('a player’s volume bar can be seen', async ({ page }) => {
    await openRoute(page, '/music');
    const volume = page
      .getByRole('main')
      .getByRole('listitem')
      .first()
      .getByRole('progressbar', { name: 'Volume control' });
    const picture = await seen(page, volume, 2);
    const ground = picture.at(0, 0);
    let drawn = 0;
    for (let x = 0; x < picture.width; x++)
      for (let y = 0; y < picture.height; y++) if (picture.at(x, y) !== ground) drawn++;
    expect(drawn).toBeGreaterThan(picture.width);
  });
});
