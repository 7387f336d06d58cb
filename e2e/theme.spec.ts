import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  holdScripts,
  noCodeYet,
  openRoute,
  waitForCode,
  waitForMenuShown,
  waitForStill,
} from './fixtures';
import { routes, writingPaths } from './routes';
import { violationsOf } from './axe';
import { music, projects } from './testSite';
import { slugOf } from '../lib/content/slug';
import { contrastRatio } from '../lib/content/theme';

/*
 * Light and dark: the site follows the visitor's system with no script, a choice made in the
 * menu wins from the first paint (the head script, scripts/build/postbuild/theme.ts) and holds
 * across pages and visits, and every page reads at AA in both. Music is black in both.
 */

/**
 * Every kind of page: the routes, a project's own with its case study (code blocks), a track's
 * own, the writing and a post, the 404.
 */
const pages = [
  ...routes.map((route) => route.path),
  `/projects/${slugOf(projects[0]!)}`,
  `/music/${slugOf(music.tracks[0]!)}`,
  ...writingPaths.slice(0, 2),
  '/no-such-page',
];
const isMusic = (path: string) => path === '/music' || path.startsWith('/music/');

/** "rgb(28, 27, 25)" → "#1c1b19". */
const hex = (colour: string) =>
  `#${colour
    .match(/\d+/g)!
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;

/** WCAG's relative luminance of a computed colour, from 0 (black) to 1 (white). */
const luminance = (colour: string) => (contrastRatio(hex(colour), '#000000') - 1) / 20;

/** The colour the element's text is drawn in, and the first opaque ground behind it. */
const drawn = (locator: Locator) =>
  locator.evaluate((element) => {
    let ground = 'rgba(0, 0, 0, 0)';
    for (let node: Element | null = element; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (!/rgba\(.*, 0\)$/.test(background)) {
        ground = background;
        break;
      }
    }
    return { text: getComputedStyle(element).color, ground };
  });

/** Whether the page is drawn dark: a dark ground under light text. */
const isDark = async (page: Page) => {
  const { text, ground } = await drawn(page.getByRole('heading', { level: 1 }).first());
  return luminance(ground) < 0.1 && luminance(text) > 0.5;
};

/**
 * Moves the focus by keyboard through a field and a link of the contact page: each ring is solid,
 * 3 px, at 3:1 on its ground.
 */
async function focusRingsStandOut(page: Page) {
  await page.getByRole('textbox', { name: /Name/ }).focus();
  for (const key of ['Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const focused = page.locator(':focus-visible');
    const { ground } = await drawn(focused);
    const ring = await focused.evaluate((element) => {
      const { outlineStyle, outlineWidth, outlineColor } = getComputedStyle(element);
      return { outlineStyle, outlineWidth, outlineColor };
    });
    expect(ring).toMatchObject({ outlineStyle: 'solid', outlineWidth: '3px' });
    expect(contrastRatio(hex(ring.outlineColor), hex(ground))).toBeGreaterThanOrEqual(3);
  }
}

// One test per page and scheme: each stays far inside its time, however many pages the site has.
for (const colorScheme of ['light', 'dark'] as const)
  for (const path of pages) {
    const readsAtAa = colorScheme === 'dark' ? ', and reads at AA' : '';
    test(`${path} follows a ${colorScheme} system, Music black in both${readsAtAa}`, async ({ page }) => {
      // Nothing moving (the intro, the pages' entrances): the colours are what is looked at.
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(path);
      await waitForCode(page);
      const { text, ground } = await drawn(page.getByRole('heading', { level: 1 }).first());
      if (isMusic(path)) expect([path, ground]).toEqual([path, 'rgb(0, 0, 0)']);
      const dark = isMusic(path) || colorScheme === 'dark';
      expect([path, colorScheme, luminance(ground) < 0.1, luminance(text) > 0.5]).toEqual([
        path,
        colorScheme,
        dark,
        dark,
      ]);
      // The light theme's contrast is axe's whole run's, on every page of the tests' site and any
      // owner's (accessibility, languages, writing, case-study and owner-site specs); the dark one's is here.
      if (colorScheme === 'dark') {
        await waitForStill(page);
        const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        expect([path, colorScheme, violationsOf(contrast)]).toEqual([path, colorScheme, []]);
      }
      // The focus ring shows in this theme too.
      if (path === '/contact') await focusRingsStandOut(page);
    });
  }

test('a stored choice of dark wins at the first paint on a light system, before the page’s code', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // A choice made on an earlier visit; and what the page is drawn in at the first frames it draws
  // (a requestAnimationFrame callback runs just before its frame is painted).
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    const frames: { scheme: string; ground?: string }[] = [];
    (window as unknown as { frames: typeof frames }).frames = frames;
    const note = () =>
      requestAnimationFrame(() => {
        const frame = document.querySelector('main')?.closest('[data-menu]');
        frames.push({
          scheme: getComputedStyle(document.documentElement).colorScheme,
          ground: frame ? getComputedStyle(frame).backgroundColor : undefined,
        });
        if (!frame) note();
      });
    note();
  });
  const release = await holdScripts(page);
  await page.goto('/projects', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const frames = await page
    .waitForFunction(() => {
      const seen = (window as unknown as { frames: { ground?: string }[] }).frames;
      return seen.at(-1)?.ground && seen;
    })
    .then((handle) => handle.jsonValue() as Promise<{ scheme: string; ground: string }[]>);
  // Dark from the first frame on, the page's ground too once it is there.
  expect(frames.map((frame) => frame.scheme)).toEqual(frames.map(() => 'dark'));
  expect(luminance(frames.at(-1)!.ground)).toBeLessThan(0.1);
  expect(await isDark(page)).toBe(true);
  await noCodeYet(page);

  release();
  await waitForCode(page);
  expect(await isDark(page)).toBe(true);
});

test('the choice works before the page’s code, and the code keeps it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const release = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const theme = menu.getByRole('group', { name: 'Theme' });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(theme.locator('[aria-pressed=true]')).toHaveText('System');
  await theme.getByRole('button', { name: 'Dark' }).click();
  await expect(theme.locator('[aria-pressed=true]')).toHaveText('Dark');
  expect(await isDark(page)).toBe(true);
  await noCodeYet(page);

  release();
  await waitForCode(page);
  await expect(theme.locator('[aria-pressed=true]')).toHaveText('Dark');
  expect(await isDark(page)).toBe(true);
  await theme.getByRole('button', { name: 'Light' }).click();
  await expect(theme.locator('[aria-pressed=true]')).toHaveText('Light');
  expect(await isDark(page)).toBe(false);
});

test(
  'a choice in the menu shows at once, is said as pressed, and holds across pages and a reload',
  { tag: '@layout' },
  async ({ page }) => {
    // The menu opens without its motion: what is looked at is the choice.
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await openRoute(page, '/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const theme = menu.getByRole('group', { name: 'Theme' });
    const pressed = () => theme.locator('[aria-pressed=true]');

    await menuButton.click();
    await waitForMenuShown(page);
    await expect(pressed()).toHaveText('System');
    await theme.getByRole('button', { name: 'Dark' }).click();
    await expect(pressed()).toHaveText('Dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Another page, reached in the site.
    await menu.getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL('/projects');
    expect(await isDark(page)).toBe(true);
    // Another visit.
    await page.reload();
    await waitForCode(page);
    expect(await isDark(page)).toBe(true);
    await menuButton.click();
    await waitForMenuShown(page);
    await expect(pressed()).toHaveText('Dark');

    // Back to the system's, on this visit and the next.
    await theme.getByRole('button', { name: 'System' }).click();
    await expect(pressed()).toHaveText('System');
    await page.reload();
    await waitForCode(page);
    expect(await isDark(page)).toBe(false);
  },
);

test('without JavaScript the system’s theme applies, and no choice is offered', async ({ browser, baseURL }) => {
  for (const colorScheme of ['dark', 'light'] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme, baseURL });
    const page = await context.newPage();
    await page.goto('/about');
    expect([colorScheme, await isDark(page)]).toEqual([colorScheme, colorScheme === 'dark']);
    const choice = page.getByRole('group', { name: 'Theme', includeHidden: true });
    expect(await choice.evaluate((group) => getComputedStyle(group).display)).toBe('none');
    await context.close();
  }
});
