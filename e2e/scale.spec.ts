import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, holdScripts, noCodeYet, openRoute, trackRow, waitForCode } from './fixtures';
import type { AboutContent, HomeContent, MusicContent, Project } from '../lib/content/schema';
import { trackFile } from '../lib/content/audio';
import { demoPort, scalePort } from '../playwright.scale.config';
import { firstLoad } from '../scripts/bench/lib/first-load.mjs';
import { galleryRows } from './pictures';
import { slugOf } from '../lib/content/slug';

// The content scripts/test/scale-site.ts wrote for this build (ten times the demo, with an owner's odd cases).
const { about, home, music, projects } = JSON.parse(readFileSync('.scale-site/scale-content.json', 'utf8')) as {
  about: AboutContent;
  home: HomeContent;
  music: MusicContent;
  projects: Project[];
};

const ROUTES = ['/', '/projects', '/contact', '/services', '/about', '/music'];

const track = (page: Page, position: number) => trackRow(page, music.tracks[position]!.title);

/** What plays: the source of every audio element that is not paused. */
const playing = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('audio'), (audio) =>
      audio.paused ? null : decodeURIComponent(new URL(audio.currentSrc || audio.src).pathname),
    ).filter(Boolean),
  );

test('every track plays its own file, one at a time; a WAV under its own name plays too', async ({ page }) => {
  const audioRequests: string[] = [];
  page.on('request', (request) => request.resourceType() === 'media' && audioRequests.push(request.url()));
  await openRoute(page, '/music');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(music.tracks.length);
  expect(audioRequests, 'audio requested before any play').toEqual([]);

  const wav = music.tracks.findIndex((item) => item.file?.endsWith('.wav'));
  expect(wav).toBeGreaterThan(0);
  for (const position of [0, 31, 58, wav]) {
    await track(page, position).getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => playing(page)).toEqual([trackFile(music.tracks[position]!)]);
  }
  // The WAV really advances.
  await expect
    .poll(() =>
      page.evaluate(
        () => Array.from(document.querySelectorAll('audio')).find((audio) => !audio.paused)?.currentTime ?? 0,
      ),
    )
    .toBeGreaterThan(0.3);
});

test('a project with one picture shows it with no previous or next buttons', async ({ page }) => {
  await openRoute(page, '/projects');
  const single = projects.find((project) => project.img.length === 1)!;
  const titleLink = (title: string) =>
    page.getByRole('main').getByRole('listitem').getByRole('link', { name: title, exact: true });
  await titleLink(single.title).click();
  const panel = page.getByRole('article', { name: single.title });
  await expect(panel.getByRole('img', { name: single.img[0]!.alt })).toBeVisible();
  await expect(panel.getByRole('button', { name: /picture of/ })).toHaveCount(0);
  await expect(panel.getByText(/Picture \d+ of/)).toHaveCount(0);
  // The others still page through their three.
  await titleLink(projects[0]!.title).click();
  await expect(page.getByRole('button', { name: `Next picture of ${projects[0]!.title}` })).toBeVisible();
});

test(
  'a long list of projects: the one picked from the end of it comes into view, and its own page opens with it in view',
  { tag: '@layout' },
  async ({ page }) => {
    const last = projects.at(-1)!;
    const shown = page.getByRole('article', { name: last.title });
    await openRoute(page, '/projects');
    const link = page.getByRole('main').getByRole('listitem').getByRole('link', { name: last.title, exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(`/projects/${slugOf(last)}`);
    await expect(shown.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(shown.getByRole('img', { name: last.img[0]!.alt })).toBeInViewport({ ratio: 0.5 });

    // As pre-rendered, before any of the page's code has run: no scroll of its own brings it there.
    const release = await holdScripts(page);
    await page.goto(`/projects/${slugOf(last)}`, { waitUntil: 'domcontentloaded' });
    await expect(shown.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(shown.getByRole('img', { name: last.img[0]!.alt })).toBeInViewport({ ratio: 0.5 });
    await noCodeYet(page);
    release();
    await waitForCode(page);
    await expect(shown.getByRole('heading', { level: 2 })).toBeInViewport();
  },
);

test(
  'a long list of projects stays scannable: each title with its year and first tags',
  { tag: '@layout' },
  async ({ page }) => {
    await openRoute(page, '/projects');
    const items = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') });
    await expect(items).toHaveCount(projects.length);
    for (const position of [0, projects.length - 1]) {
      const { title, year, stack } = projects[position]!;
      await expect(items.nth(position)).toHaveText(`${title}${[year, stack?.slice(0, 2).join(', ')].join(' · ')}`);
    }
  },
);

test('a slideshow of one picture stands still, with no pause button', async ({ page }) => {
  expect(about.slides).toHaveLength(1);
  await openRoute(page, '/about');
  await expect(page.getByRole('img', { name: about.slides[0]!.alt })).toBeVisible();
  await expect(page.getByRole('button', { name: /slideshow|Pause|Play/ })).toHaveCount(0);
});

test(
  'an uneven gallery: tiles of their own lengths in one row of four, a one-picture tile without a button',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await openRoute(page, '/');
    if (testInfo.project.name === 'phone') {
      const tile = page.getByRole('button', { name: 'Show the next picture in the gallery' });
      await expect(page.getByText(`1 / ${home.phoneGallery.length}`, { exact: true })).toBeVisible();
      await tile.tap();
      await expect(page.getByText(`2 / ${home.phoneGallery.length}`, { exact: true })).toBeVisible();
      return;
    }
    const lengths = home.tiles.map((tile) => tile.img.length);
    expect(new Set(lengths).size).toBeGreaterThan(1);
    for (const [position, length] of lengths.entries()) {
      const button = page.getByRole('button', { name: `Show the next picture in gallery tile ${position + 1}` });
      if (length === 1) await expect(button).toHaveCount(0);
      else await expect(button).toBeVisible();
    }
    const first = page.getByRole('button', { name: 'Show the next picture in gallery tile 1' });
    for (let step = 0; step < lengths[0]!; step++) await first.click();
    await expect(first.locator('img:visible')).toHaveAttribute('alt', home.tiles[0]!.img[0]!.alt);
    // Four tiles share one row: three to a row would leave the fourth alone under them.
    const { rows } = await galleryRows(page);
    expect(rows.map((row) => row.length)).toEqual([4]);
    expect(Math.abs(rows[0]![0]!.left - rows[0]![3]!.right)).toBeLessThanOrEqual(2);
  },
);

test(
  'a first visit at phone width transfers at most 1.2 times what the demo site does, on every route',
  { tag: '@layout' },
  async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'measured at 375 px');
    test.setTimeout(120_000);
    for (const route of ROUTES) {
      const { bytes: demo } = await firstLoad(browser, `http://127.0.0.1:${demoPort}${route}`);
      const { bytes: scaled } = await firstLoad(browser, `http://127.0.0.1:${scalePort}${route}`);
      expect(scaled, `${route}: ${scaled} bytes against the demo's ${demo}`).toBeLessThanOrEqual(demo * 1.2);
    }
  },
);
