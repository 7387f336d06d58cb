import type { Page } from '@playwright/test';
import { test, expect, openRoute, trackRow } from './fixtures';
import { music } from './testSite';
import { slugOf } from '../lib/content/slug';
import { trackFile } from '../lib/content/audio';
import { siteAudio } from './siteAudio';

const titles = music.tracks.map((track) => track.title);
const row = (page: Page, position: number) => trackRow(page, titles[position]!);
const seekBar = (page: Page, position: number) =>
  row(page, position).getByRole('slider', { name: 'Audio progress control' });
/** The site's audio element, which must hold this track's file: its time and state. */
async function audioOf(page: Page, position: number) {
  await expect(page.locator('audio')).toHaveCount(1);
  const { file, time, paused } = await siteAudio(page);
  expect(file).toBe(trackFile(music.tracks[position]!));
  return { time, paused };
}
/** The duration the page states for a track ("1:07"), in seconds. */
async function statedDuration(page: Page, position: number) {
  const [minutes, seconds] = (await row(page, position).locator('.rhap_total-time').textContent())!
    .split(':')
    .map(Number);
  return minutes! * 60 + seconds!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every track shows its waveform', async ({ page }) => {
    await page.goto('/music');
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(titles.length);
    for (const item of await items.all()) {
      const wave = item.locator('svg[viewBox="0 0 600 48"]:visible');
      await expect(wave).toBeVisible();
      expect((await wave.boundingBox())!.width).toBeGreaterThan(200);
    }
  });
});

test('a click in the middle of a waveform seeks to about half the track', async ({ page }) => {
  await openRoute(page, '/music');
  const bar = seekBar(page, 1);
  await bar.scrollIntoViewIfNeeded();
  const box = (await bar.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const duration = await statedDuration(page, 1);
  await expect.poll(async () => (await audioOf(page, 1)).time).toBeGreaterThan(duration * 0.45);
  expect((await audioOf(page, 1)).time).toBeLessThan(duration * 0.55);
  expect((await audioOf(page, 1)).paused).toBe(true);
});

test('the waveform is a slider: → moves 5 s and says the time', async ({ page }) => {
  await openRoute(page, '/music');
  const bar = seekBar(page, 2);
  await bar.focus();
  await expect(bar).toHaveAttribute('aria-valuetext', /^0:00 of \d+:\d\d$/);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await audioOf(page, 2)).time).toBeCloseTo(5, 0);
  await expect(seekBar(page, 2)).toHaveAttribute('aria-valuetext', /^0:05 of \d+:\d\d$/);
  await page.keyboard.press('End');
  await expect(seekBar(page, 2)).toHaveAttribute('aria-valuetext', /^(\d+:\d\d) of \1$/);
  await page.keyboard.press('Home');
  await expect(seekBar(page, 2)).toHaveAttribute('aria-valuetext', /^0:00 of /);
});

test('a link to a moment cues the track there, paused', async ({ page }) => {
  const slug = slugOf(music.tracks[3]!);
  await openRoute(page, `/music/${slug}#t=0m30s`);
  await expect(seekBar(page, 3)).toHaveAttribute('aria-valuetext', /^0:30 of /);
  expect(await audioOf(page, 3)).toEqual({ time: 30, paused: true });
  await expect(row(page, 3).locator('.rhap_current-time')).toHaveText('0:30');
  expect(
    await page.evaluate(() => [...document.querySelectorAll('audio')].filter((audio) => !audio.paused).length),
  ).toBe(0);

  // The Music page's form of it, for another track.
  const other = slugOf(music.tracks[4]!);
  await openRoute(page, `/music#${other}&t=12`);
  await expect(seekBar(page, 4)).toHaveAttribute('aria-valuetext', /^0:12 of /);
  await row(page, 4).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await audioOf(page, 4)).time).toBeGreaterThan(12);

  // A moment link followed on the page itself (the address's fragment changes, no reload).
  await page.evaluate((slug) => (location.hash = `${slug}&t=20`), slugOf(music.tracks[5]!));
  await expect(seekBar(page, 5)).toHaveAttribute('aria-valuetext', /^0:20 of /);
  // Track 4 stopped: the site's audio is track 5's now, cued there, paused.
  expect(await audioOf(page, 5)).toEqual({ time: 20, paused: true });
  await expect(row(page, 4).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});

test('Share offers the link at the current time while a track is under way', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'clipboard checked once');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openRoute(page, '/music');
  const title = titles[0]!;
  await expect(row(page, 0).getByRole('button', { name: new RegExp(`^Share at .*: ${title}$`) })).toHaveCount(0);
  await row(page, 0).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await audioOf(page, 0)).time).toBeGreaterThan(2.2);
  await row(page, 0).getByRole('button', { name: 'Pause', exact: true }).click();
  const atTime = row(page, 0).getByRole('button', { name: new RegExp(`^Share at 0:0\\d: ${title}$`) });
  await expect(atTime).toBeVisible();
  // Its own visible words, not a second "Share".
  await expect(atTime).toHaveText(/^Share at 0:0\d$/);
  const seconds = Number((await atTime.innerText()).slice(-2));
  await atTime.click();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.pathname).toBe(`/music/${slugOf(music.tracks[0]!)}`);
  expect(copied.hash).toBe(`#t=${seconds}s`);
});
