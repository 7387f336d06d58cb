import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, openRoute, trackRow } from './fixtures';
import type { AboutContent, HomeContent, MusicContent, Project } from '../lib/content/schema';
import { trackFile } from '../lib/content/uses';
import { demoPort, scalePort } from '../playwright.scale.config';
import { firstLoad } from '../scripts/bench/lib/first-load.mjs';
import { galleryRows } from './pictures';

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
