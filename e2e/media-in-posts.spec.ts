import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, openRoute, recordLayoutShifts, waitForStill } from './fixtures';
import { axe, violationsOf } from './axe';
import { builtDocument, builtHead, htmlFile, out, readHead } from './builtPages';
import { audioStates, siteAudio } from './siteAudio';

/*
 * Media in a post (e2e/sites/demo/content/writing/a-live-session/, a post kept as a folder with a
 * picture, an audio file and a poster beside it): one of the site's tracks and the post's own audio
 * file play in the site's one player, and other sites' players load on a click and not before.
 */
const POST = '/writing/a-live-session';
const TAKE = '/_media/writing/a-live-session/live-take.mp3';
const YOUTUBE = 'https://www.youtube-nocookie.com';
const EMBED = `${YOUTUBE}/embed/dQw4w9WgXcQ?autoplay=1`;

const trackFigure = (page: Page, title: string) => page.getByRole('figure').filter({ hasText: title });
const bar = (page: Page) => page.getByRole('region', { name: 'Now playing' });
const playing = async (page: Page) => (await audioStates(page)).filter((audio) => !audio.paused);

test('a track in a post plays in the site’s one player, shows in Now playing and plays on across pages', async ({
  page,
}) => {
  await openRoute(page, POST);
  await trackFigure(page, 'Night Drive').getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await playing(page)).map((audio) => audio.file)).toEqual(['/Night Drive.mp3']);
  await expect(bar(page).getByRole('link', { name: 'Night Drive' })).toBeVisible();
  // Another page: the same one element plays on.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
  const before = (await siteAudio(page)).time;
  await expect.poll(async () => (await siteAudio(page)).time).toBeGreaterThan(before + 0.2);
  expect((await siteAudio(page)).file).toBe('/Night Drive.mp3');
});

test('an audio file beside a post plays its own file, titled by its alt text, and the post’s list goes on', async ({
  page,
}) => {
  await openRoute(page, POST);
  const take = trackFigure(page, 'A live take of the session');
  await take.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await playing(page)).map((audio) => audio.file)).toEqual([TAKE]);
  await expect(bar(page)).toContainText('A live take of the session');
  // The post's picture beside it is published through the picture build.
  await expect(page.getByRole('img', { name: 'The stage before the session, two lamps on' })).toBeVisible();
  expect(
    await page.getByRole('img', { name: 'The stage before the session, two lamps on' }).getAttribute('src'),
  ).toMatch(/^\/_img\//);
});

test('the post’s picture holds its room before it loads: nothing under it moves', async ({ page }) => {
  const shifts = await recordLayoutShifts(page);
  await openRoute(page, POST);
  const picture = page.getByRole('img', { name: 'The stage before the session, two lamps on' });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await waitForStill(page);
  expect((await shifts()).filter((shift) => !shift.afterInput)).toEqual([]);
});

test('another site’s player loads only on a click, from its own service, pausing the site’s player', async ({
  page,
  offsite,
}) => {
  const asked: string[] = [];
  await page.route(`${YOUTUBE}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' });
  });
  await openRoute(page, POST);
  await waitForStill(page);
  expect(asked, 'nothing asked of the service before the click').toEqual([]);
  // The site's own player is playing when the visitor starts the film.
  await trackFigure(page, 'Night Drive').getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await playing(page)).length).toBe(1);

  // From the keyboard: the card is reached and started like any link.
  const card = page.getByRole('link', { name: 'Play: The session on film YouTube', exact: true });
  await card.focus();
  await page.keyboard.press('Enter');
  const frame = page.locator(`iframe[src="${EMBED}"]`);
  await expect(frame).toHaveAttribute('title', 'The session on film (YouTube)');
  await expect(frame).toBeFocused();
  await expect.poll(() => asked).toEqual([EMBED]);
  await expect.poll(async () => (await playing(page)).length, 'the site’s player paused').toBe(0);
  expect(offsite).toEqual([]);
});

test('reached through the site’s links, whose first page framed nothing, the card starts the player afresh', async ({
  page,
}) => {
  await page.route(`${YOUTUBE}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  );
  await openRoute(page, '/writing');
  await page.getByRole('link', { name: 'A live session, with its film' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A live session, with its film');
  await page.getByRole('link', { name: 'Play: The session on film YouTube', exact: true }).click();
  // A load of its own, with its own policy: the player is there, and nothing was blocked on the way.
  await expect(page.locator(`iframe[src="${EMBED}"]`)).toBeVisible();
  expect(new URL(page.url()).hash).toMatch(/^#video-\d+$/);
});

test('a post’s media work without JavaScript: the browser’s own players, and plain links to the videos', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(POST);
  const players = page.locator('audio[controls]');
  await expect(players).toHaveCount(2);
  expect(await players.evaluateAll((audios) => audios.map((audio) => (audio as HTMLAudioElement).src))).toEqual([
    `${baseURL}/Night%20Drive.mp3`,
    `${baseURL}${TAKE}`,
  ]);
  for (const player of await players.all()) await expect(player).toBeVisible();
  await expect(page.getByRole('link', { name: /The session on film/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );
  await context.close();
});

test('a post with every kind of media: axe finds nothing', async ({ page }) => {
  await openRoute(page, POST);
  await waitForStill(page);
  expect(violationsOf(await axe(page).analyze())).toEqual([]);
});

test.describe('in files', () => {
  test.skip(({ isMobile }) => isMobile, 'checks files once');

  test('the policy lets only the page with the cards frame their services, in the page and in _headers', () => {
    const policy = (route: string) =>
      builtHead(htmlFile(route)).querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!;
    const frameSrc = (route: string) => /frame-src ([^;]*)/.exec(policy(route))?.[1] ?? 'none: default-src holds';
    expect(frameSrc(POST)).toBe(`'self' ${YOUTUBE} https://w.soundcloud.com`);
    for (const route of ['/', '/music', '/writing', '/writing/a-quiet-mix'])
      expect(frameSrc(route), route).toBe('none: default-src holds');
    const headers = readFileSync(path.join(out, '_headers'), 'utf8');
    const block = (route: string) => headers.split(/\n(?=\/)/).find((each) => each.startsWith(`${route}\n`))!;
    expect(block(POST)).toContain(`frame-src 'self' ${YOUTUBE} https://w.soundcloud.com`);
    expect(block('/writing/a-quiet-mix')).not.toContain('frame-src');
  });

  test('the post says what it plays: its track, its audio file and its video, in its structured data', () => {
    const posting = readHead(POST).jsonLd.find((item) => item['@type'] === 'BlogPosting')!;
    expect(posting.audio).toEqual([
      expect.objectContaining({ '@type': 'MusicRecording', name: 'Night Drive' }),
      expect.objectContaining({ '@type': 'AudioObject', name: 'A live take of the session' }),
    ]);
    expect(posting.video).toEqual([
      expect.objectContaining({ '@type': 'VideoObject', name: 'The session on film', embedUrl: EMBED }),
      expect.objectContaining({ '@type': 'VideoObject', embedUrl: expect.stringContaining('w.soundcloud.com') }),
    ]);
    // The feed, read away from the site, links each instead.
    const feed = readFileSync(path.join(out, 'writing', 'feed.xml'), 'utf8');
    expect(feed).toContain('/_media/writing/a-live-session/live-take.mp3');
    expect(builtDocument(htmlFile(POST)).querySelectorAll('iframe')).toHaveLength(0);
  });
});
