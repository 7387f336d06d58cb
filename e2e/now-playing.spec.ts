import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, openRoute, trackRow, waitForMenuShown, waitForStill } from './fixtures';
import { mediaTitle, recordMediaHandlers } from './mediaSession';
import { music } from './testSite';
import { trackFile } from '../lib/content/audio';

/** The tracks as the page lists them; the tests play the second and skip to the third. */
const titles = music.tracks.map((track) => track.title);
const fileOf = (position: number) => encodeURI(trackFile(music.tracks[position]!));

const bar = (page: Page) => page.getByRole('region', { name: 'Now playing' });
const row = (page: Page, position: number) => trackRow(page, titles[position]!);

/** Every audio element on the page: its file, whether it plays, and where it is. */
const audios = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('audio')].map((audio) => ({
      src: new URL(audio.currentSrc || audio.src).pathname,
      playing: !audio.paused,
      time: audio.currentTime,
    })),
  );
const playingAudios = async (page: Page) => (await audios(page)).filter((audio) => audio.playing);

/** Starts track `position` from its row on /music and waits until it plays. */
async function startOnMusic(page: Page, position: number) {
  await openRoute(page, '/music');
  await row(page, position).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await playingAudios(page)).map((audio) => audio.src)).toEqual([fileOf(position)]);
}

/** The one audio element playing: its time, after checking it is still the same file. */
async function timeOf(page: Page, position: number) {
  const playing = await playingAudios(page);
  expect(playing.map((audio) => audio.src)).toEqual([fileOf(position)]);
  return playing[0]!.time;
}

async function expectTimeToAdvance(page: Page, position: number, from: number) {
  await expect.poll(() => timeOf(page, position)).toBeGreaterThan(from + 0.2);
}

/** Waits for a client-side navigation to land (the old page has gone, the new heading is there). */
const landedOn = (page: Page, heading: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);

test('the music goes on across pages: menu, in-page and footer links, back and forward', async ({ page }) => {
  const audioRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.(mp3|m4a|ogg|opus|wav|flac)$/.test(new URL(request.url()).pathname))
      audioRequests.push(new URL(request.url()).pathname);
  });
  await startOnMusic(page, 1);
  let time = await timeOf(page, 1);

  // The Music page's own link home, then the menu, then the footer.
  await page.getByRole('link', { name: /^←/ }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('link', { name: titles[1]! })).toBeVisible();
  await expectTimeToAdvance(page, 1, time);
  time = await timeOf(page, 1);

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await waitForMenuShown(page);
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Projects' }).click();
  await landedOn(page, /Projects/);
  await expectTimeToAdvance(page, 1, time);
  time = await timeOf(page, 1);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await landedOn(page, 'Contact');
  await expectTimeToAdvance(page, 1, time);
  time = await timeOf(page, 1);

  await page.goBack();
  await landedOn(page, /Projects/);
  await page.goForward();
  await landedOn(page, 'Contact');
  await expectTimeToAdvance(page, 1, time);

  // One audio element, never a second one, never a second download.
  expect((await audios(page)).map((audio) => audio.src)).toEqual([fileOf(1)]);
  expect(new Set(audioRequests)).toEqual(new Set([fileOf(1)]));
});

test(
  'the bar plays, pauses, skips and closes; back on Music the row is where the bar was',
  { tag: '@layout' },
  async ({ page }) => {
    await startOnMusic(page, 1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).click();
    await landedOn(page, /Projects/);
    const nowPlaying = bar(page);

    await nowPlaying.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(async () => (await playingAudios(page)).length).toBe(0);
    const pausedAt = (await audios(page))[0]!.time;
    await nowPlaying.getByRole('button', { name: 'Play', exact: true }).click();
    await expectTimeToAdvance(page, 1, pausedAt);

    await nowPlaying.getByRole('button', { name: 'Skip' }).click();
    await expect(nowPlaying.getByRole('link', { name: titles[2]! })).toBeVisible();
    await expect.poll(async () => (await playingAudios(page)).map((audio) => audio.src)).toEqual([fileOf(2)]);
    await nowPlaying.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(async () => (await playingAudios(page)).map((audio) => audio.src)).toEqual([fileOf(1)]);

    await nowPlaying.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(async () => (await playingAudios(page)).length).toBe(0);
    const barTime = await nowPlaying.locator('.rhap_current-time').textContent();
    const position = (await audios(page))[0]!.time;

    // The bar's link to Music: the row there is the same player, paused at the same place.
    await nowPlaying.getByRole('link', { name: 'Music', exact: true }).click();
    await landedOn(page, music.artist);
    await expect(bar(page)).toHaveCount(0);
    const musicRow = row(page, 1);
    await expect(musicRow.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect(musicRow.locator('.rhap_current-time')).toHaveText(barTime!);
    expect((await audios(page))[0]!.time).toBeCloseTo(position, 1);
    // Pausing there pauses what the bar played, and playing there plays it.
    await musicRow.getByRole('button', { name: 'Play', exact: true }).click();
    await expectTimeToAdvance(page, 1, position);
    await musicRow.getByRole('button', { name: 'Pause', exact: true }).click();

    await page.getByRole('link', { name: /^←/ }).click();
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', { name: 'Stop and close the player' }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(await playingAudios(page)).toEqual([]);
  },
);

test('a track that ends starts the next one, on another page too', async ({ page }) => {
  await startOnMusic(page, 1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
  await landedOn(page, /Services/);
  // Near the end: the next track follows by itself.
  await page.evaluate(() => {
    const audio = [...document.querySelectorAll('audio')].find((element) => !element.paused)!;
    audio.currentTime = audio.duration - 0.5;
  });
  await expect
    .poll(async () => (await playingAudios(page)).map((audio) => audio.src), { timeout: 10_000 })
    .toEqual([fileOf(2)]);
  await expect(bar(page).getByRole('link', { name: titles[2]! })).toBeVisible();
});

test('the media controls go on working on every page', async ({ page }) => {
  const press = await recordMediaHandlers(page);
  await startOnMusic(page, 1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
  await expect(bar(page)).toBeVisible();
  expect(await mediaTitle(page)).toBe(titles[1]);
  await press('pause');
  await expect.poll(async () => (await playingAudios(page)).length).toBe(0);
  await expect(bar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await press('play');
  await expect.poll(async () => (await playingAudios(page)).map((audio) => audio.src)).toEqual([fileOf(1)]);
  await press('seekto', { seekTime: 20 });
  await expect.poll(() => timeOf(page, 1)).toBeGreaterThanOrEqual(20);
  await press('nexttrack');
  await expect.poll(async () => (await playingAudios(page)).map((audio) => audio.src)).toEqual([fileOf(2)]);
  await expect.poll(() => mediaTitle(page)).toBe(titles[2]);
  await expect(bar(page).getByRole('link', { name: titles[2]! })).toBeVisible();
  await press('previoustrack');
  await expect.poll(async () => (await playingAudios(page)).map((audio) => audio.src)).toEqual([fileOf(1)]);
});

test('after a reload the bar offers to resume where the visitor was, and plays nothing until asked', async ({
  page,
}) => {
  await startOnMusic(page, 1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).click();
  await landedOn(page, /Projects/);
  await page.evaluate(() => {
    const audio = document.querySelector('audio')!;
    audio.currentTime = 12;
  });
  await expect.poll(() => timeOf(page, 1)).toBeGreaterThan(12);

  const audioRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.mp3')) audioRequests.push(request.url());
  });
  await page.reload();
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('link', { name: titles[1]! })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(bar(page).locator('.rhap_current-time')).toHaveText(/^0:1[2-4]$/);
  // The site's clock format in the bar as in the rows ("0:36"), never the library's ("00:36").
  await expect(bar(page).locator('.rhap_total-time')).toHaveText(/^[1-9]?\d:\d\d$/);
  await expect(bar(page).locator('.rhap_total-time')).not.toHaveText(/^0\d:/);
  await page.waitForLoadState('networkidle');
  expect(await playingAudios(page)).toEqual([]);
  expect(audioRequests).toEqual([]);

  await bar(page).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => timeOf(page, 1)).toBeGreaterThan(12);
});

test('a page that never plays loads no player code and no audio', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await openRoute(page, '/projects');
  await expect(bar(page)).toHaveCount(0);
  expect(requests.filter((path) => /\.(mp3|m4a|ogg|wav|flac)$/.test(path))).toEqual([]);
  // The player's code (the audio library's) is not among the scripts the page's HTML loads.
  // (Next.js may still prefetch the Music page's code for a link on screen: that is Music's.)
  const html = await (await page.request.get('/projects')).text();
  const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g))];
  expect(scripts.length).toBeGreaterThan(3);
  const code = await Promise.all(scripts.map(async (script) => (await page.request.get(script)).text()));
  expect(code.some((text) => text.includes('rhap_container'))).toBe(false);
  expect(code.some((text) => text.includes('Now playing'))).toBe(false);
});

test(
  'the bar is labelled, fits the window, keeps the page clear and passes axe',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await startOnMusic(page, 1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About me' }).click();
    await landedOn(page, /About/);
    const nowPlaying = bar(page);
    await expect(nowPlaying).toBeVisible();
    for (const name of ['Previous', 'Pause', 'Skip', 'Stop and close the player'])
      await expect(nowPlaying.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(nowPlaying.getByRole('slider', { name: 'Audio progress control' })).toBeVisible();
    await expect(nowPlaying.getByText(music.artist)).toBeVisible();
    await expect(nowPlaying.getByRole('link', { name: 'Music', exact: true })).toBeVisible();

    // The bar lives outside the app's frame (it plays on across languages): with the menu open,
    // it is out of reach as the rest of the page is, and back within it once the menu closes.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(nowPlaying).toHaveAttribute('inert', '');
    await page.keyboard.press('Escape');
    await expect(nowPlaying).not.toHaveAttribute('inert');

    // Scrolled to the end, the footer is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => overlap(page.getByRole('contentinfo'), nowPlaying)).toBeLessThan(1);

    // The page has finished moving in before axe looks.
    await waitForStill(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
    ).toEqual([]);

    if (testInfo.project.name === 'phone') {
      await page.setViewportSize({ width: 320, height: 640 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
      for (const control of await nowPlaying.getByRole('button').all()) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
    }
  },
);

test('the bar never shows on Music, and the header stays hidden there', async ({ page }) => {
  await startOnMusic(page, 0);
  await expect(bar(page)).toHaveCount(0);
  await expect(page.locator('header')).toBeHidden();
});

async function overlap(a: Locator, b: Locator) {
  const [boxA, boxB] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return Math.max(0, Math.min(boxA.y + boxA.height, boxB.y + boxB.height) - Math.max(boxA.y, boxB.y));
}
