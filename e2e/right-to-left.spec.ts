import type { Locator, Page } from '@playwright/test';
import { slugOf } from '../lib/content/slug';
import { test, expect, openInLanguage, openRoute, trackRow } from './fixtures';
import { music, projects } from './testSite';

/*
 * A site in a language written right to left (Arabic, Hebrew, Persian): its pages say
 * dir="rtl" and the layout mirrors by CSS alone. Here the tests' pages are served as if their
 * language were Arabic.
 */

const openRightToLeft = (page: Page, path: string) => openInLanguage(page, path, 'ar', 'rtl');

const box = async (locator: Locator) => (await locator.boundingBox())!;
const mirrored = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).transform === 'matrix(-1, 0, 0, 1, 0, 0)');
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('pages turn to read right to left, with nothing to scroll sideways', { tag: '@layout' }, async ({ page }) => {
  for (const path of ['/', '/about', '/contact', '/services']) {
    await openRightToLeft(page, path);
    // The heading's first line sits against the right of the page (its words are the fixture's English).
    const line = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      const text = document
        .createTreeWalker(heading, NodeFilter.SHOW_TEXT, (node) =>
          node.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
        )
        .nextNode()!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const { left, right } = range.getClientRects()[0]!;
      return { left, right };
    });
    const main = await box(page.getByRole('main'));
    expect(main.x + main.width - line.right, path).toBeLessThan(line.left - main.x);
    expect(await noSidewaysScroll(page), path).toBe(true);
  }
});

test('a project’s previous and next change places and point the way the page reads', async ({ page }) => {
  const project = projects.find((candidate) => candidate.img.length > 1)!;
  await openRightToLeft(page, `/projects/${slugOf(project)}`);
  const panel = page.locator('[data-project-panel]:visible');
  const previous = panel.getByRole('button', { name: `Previous picture of ${project.title}` });
  const next = panel.getByRole('button', { name: `Next picture of ${project.title}` });
  expect((await box(previous)).x).toBeGreaterThan((await box(next)).x);
  expect(await mirrored(previous.locator('svg'))).toBe(true);
  expect(await mirrored(next.locator('svg'))).toBe(true);
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('on Music the back link points right, and each player runs left to right as media controls do', async ({
  page,
}) => {
  await openRightToLeft(page, '/music');
  const back = page.getByRole('link', { name: /^←/ });
  expect(await mirrored(back.getByText('←', { exact: true }))).toBe(true);
  const [backBox, main] = [await box(back), await box(page.getByRole('main'))];
  expect(backBox.x + backBox.width).toBeGreaterThan(main.x + main.width / 2);

  const player = trackRow(page, music.tracks[0]!.title);
  expect((await box(player.getByRole('button', { name: 'Rewind', exact: true }))).x).toBeLessThan(
    (await box(player.getByRole('button', { name: 'Forward', exact: true }))).x,
  );
  expect((await box(player.locator('.rhap_current-time'))).x).toBeLessThan(
    (await box(player.locator('.rhap_total-time'))).x,
  );
  expect(await noSidewaysScroll(page)).toBe(true);
});

test(
  'the now-playing bar keeps its buttons apart from the time line when they change sides',
  { tag: '@layout' },
  async ({ page }) => {
    // The bar needs the page's code: the page turns to right to left once it has run.
    await openRoute(page, '/music');
    await trackRow(page, music.tracks[0]!.title).getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('link', { name: /^←/ }).click();
    const bar = page.getByRole('region', { name: 'Now playing' });
    await expect(bar).toBeVisible();
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    // The bar rises into place: measured while it moves, its two parts would be read at different heights.
    await bar.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

    const timeLine = await box(bar.locator('.rhap_progress-section'));
    const buttons = await box(bar.locator('.rhap_controls-section'));
    if (page.viewportSize()!.width > 480) {
      // One line: the buttons on the time line's left, the same gap between them as left to right.
      expect(timeLine.x - (buttons.x + buttons.width)).toBeCloseTo(8, 0);
    } else {
      // A phone gives the buttons a line of their own, under the time line.
      expect(buttons.y).toBeGreaterThanOrEqual(timeLine.y + timeLine.height);
    }
    expect(await noSidewaysScroll(page)).toBe(true);
  },
);
