import { test, expect, openRoute, waitForCode } from './fixtures';
import { music } from './sites/demo/content';
import { slugOf } from '../content/slug';
import { trackFile } from '../content/uses';
import { urlPath } from '../components/music/trackText';
import type { Page } from '@playwright/test';
import { recordMediaHandlers } from './mediaSession';
import { namedScripts } from './builtPages';

const players = (page: Page) => page.getByRole('group', { name: 'Audio player' });
const track = (page: Page, position: number) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: music.tracks[position]!.title, exact: true }) });
const tracks = (page: Page) => page.getByRole('main').getByRole('listitem');
/**
 * Every track's state, in list order, read through its list item. A player that is still a
 * stand-in has no audio element yet: it cannot be playing, so it counts as paused.
 */
const audioStates = (page: Page) =>
  tracks(page).evaluateAll((items) =>
    items.map((item) => {
      const element = item.querySelector('audio');
      return element && !element.paused ? 'playing' : 'paused';
    }),
  );
/** One track's audio element, through its list item (waits for the player to have one). */
const audio = (page: Page, position: number) =>
  track(page, position)
    .locator('audio')
    .evaluate((element: HTMLAudioElement) => ({ paused: element.paused, time: element.currentTime, volume: element.volume, loop: element.loop, duration: element.duration }));

test('a black, full-height page with the artist, the cover and six players', async ({ page }, testInfo) => {
  await openRoute(page, '/music');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(music.artist);
  const main = page.getByRole('main').locator('> div > div').first();
  expect(await main.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 0, 0)');
  expect((await main.boundingBox())!.height).toBeGreaterThanOrEqual(page.viewportSize()!.height);

  const cover = page.getByRole('img', { name: music.cover.alt });
  const box = (await cover.boundingBox())!;
  if (testInfo.project.name === 'desktop') {
    expect(box.width).toBe(500);
    expect(box.height).toBe(500);
  } else {
    // Full width of the content column, automatic (square) height.
    const column = (await page.getByRole('list').first().boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(column.width));
    expect(Math.round(box.height)).toBe(Math.round(box.width));
  }

  await expect(players(page)).toHaveCount(6);
  for (const [position, { title }] of music.tracks.entries()) {
    await expect(track(page, position).getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(track(page, position).getByRole('separator')).toBeAttached();
  }
  await expect(track(page, 2).getByRole('heading')).toHaveText('Distant_album_114_v1');
});

test('the header is hidden on /music and back on every other page', async ({ page }) => {
  await openRoute(page, '/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Music' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(music.artist);
  await expect(page.locator('header')).toBeHidden();
  await page.goBack();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goForward();
  await expect(page.locator('header')).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('no audio is downloaded until play, then only the track played', async ({ page }) => {
  const audioRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.mp3')) audioRequests.push(request.url());
  });
  // Loaded, and no request for half a second after.
  await openRoute(page, '/music');
  expect(audioRequests).toEqual([]);
  // Durations are known without the files: they were read at build time.
  await expect(track(page, 0).getByText('1:00')).toBeVisible();

  await track(page, 0).getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => audioStates(page)).toEqual(['playing', 'paused', 'paused', 'paused', 'paused', 'paused']);
  expect(new Set(audioRequests.map((url) => new URL(url).pathname))).toEqual(new Set([urlPath(trackFile(music.tracks[0]!))]));
});

test('starting a second track pauses the first', async ({ page }) => {
  await openRoute(page, '/music');
  await track(page, 0).getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await audioStates(page))[0]).toBe('playing');
  await track(page, 3).getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => audioStates(page)).toEqual(['paused', 'paused', 'paused', 'playing', 'paused', 'paused']);
  await expect(track(page, 0).getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(track(page, 3).getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('keyboard shortcuts: Space, arrows, l and m', async ({ page }) => {
  await openRoute(page, '/music');
  const player = players(page).nth(1);
  await player.focus();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audio(page, 1)).paused).toBe(false);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audio(page, 1)).paused).toBe(true);

  const start = (await audio(page, 1)).time;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await audio(page, 1)).time).toBeCloseTo(start + 5, 1);
  // Clamped to the duration: from 2 s before the end (the demo tracks last a minute or more).
  await track(page, 1).locator('audio').evaluate((element: HTMLAudioElement) => { element.currentTime = element.duration - 2; });
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => { const a = await audio(page, 1); return a.duration - a.time; }).toBeLessThan(0.05);
  // And to the start: from 1 s in.
  await track(page, 1).locator('audio').evaluate((element: HTMLAudioElement) => { element.currentTime = 1; });
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await audio(page, 1)).time).toBeLessThan(0.1);

  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await audio(page, 1)).volume).toBeCloseTo(0.9, 5);
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await audio(page, 1)).volume).toBeCloseTo(1, 5);

  await page.keyboard.press('l');
  await expect.poll(async () => (await audio(page, 1)).loop).toBe(true);
  await expect(player.getByRole('button', { name: 'Disable loop' })).toBeVisible();
  await page.keyboard.press('l');
  await expect(player.getByRole('button', { name: 'Enable loop' })).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('m');
  await expect.poll(async () => (await audio(page, 1)).volume).toBe(0);
  await expect(player.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await page.keyboard.press('m');
  // Unmute restores the volume it had.
  await expect.poll(async () => (await audio(page, 1)).volume).toBeCloseTo(0.9, 5);
  await expect(player.getByRole('button', { name: 'Mute' })).toBeVisible();
});

test('a missing track says it is unavailable; the others still play', async ({ page }) => {
  const missing = urlPath(trackFile(music.tracks[4]!));
  await page.route((url) => url.pathname === missing, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openRoute(page, '/music');
  await track(page, 4).getByRole('button', { name: 'Play' }).click();
  await expect(track(page, 4).getByText('This track is unavailable right now.')).toBeVisible();
  expect(errors.some((text) => text.includes('could not be played'))).toBe(true);
  await track(page, 5).getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await audioStates(page))[5]).toBe('playing');
  await expect(track(page, 5).getByText('unavailable')).toHaveCount(0);
});

test('the media controls show the track and can play, pause and skip', async ({ page }) => {
  const press = await recordMediaHandlers(page);

  await openRoute(page, '/music');
  await track(page, 1).getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(music.tracks[1]!.title);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.artist)).toBe(music.artist);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.artwork.length)).toBeGreaterThan(0);

  await press('pause');
  await expect.poll(async () => (await audio(page, 1)).paused).toBe(true);
  await press('play');
  await expect.poll(async () => (await audio(page, 1)).paused).toBe(false);
  await press('seekto', { seekTime: 3 });
  await expect.poll(async () => (await audio(page, 1)).time).toBeGreaterThanOrEqual(3);
  await press('nexttrack');
  await expect.poll(() => audioStates(page)).toEqual(['paused', 'paused', 'playing', 'paused', 'paused', 'paused']);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('Distant_album_114_v1');
  await press('previoustrack');
  await expect.poll(async () => (await audioStates(page))[1]).toBe('playing');
});

test('six players leave no duplicate ids and no invalid ARIA values', async ({ page }) => {
  const html = await (await page.request.get('/music')).text();
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
  expect(ids.length - new Set(ids).size, 'duplicate ids in the pre-rendered HTML').toBe(0);
  expect(html).not.toContain('NaN');

  await openRoute(page, '/music');
  const live = await page.evaluate(() => {
    const all = Array.from(document.querySelectorAll('[id]'), (el) => el.id);
    const values = Array.from(document.querySelectorAll('[aria-valuenow]'), (el) => el.getAttribute('aria-valuenow'));
    return { duplicates: all.length - new Set(all).size, invalid: values.filter((value) => !Number.isFinite(Number(value))) };
  });
  expect(live).toEqual({ duplicates: 0, invalid: [] });
});

test('the playlist is described as structured data', async ({ page }) => {
  await openRoute(page, '/music');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data).toMatchObject({ '@type': 'MusicPlaylist', numTracks: 6, creator: { name: music.artist } });
  expect(data.track).toHaveLength(6);
  expect(data.track[2]).toMatchObject({ '@type': 'MusicRecording', name: 'Distant_album_114_v1', duration: 'PT1M24S', audio: { encodingFormat: 'audio/mpeg' } });
  // Each track's own page, and its file.
  expect(data.track[2].url).toMatch(/\/music\/distant-album-114-v1$/);
  expect(data.track[2].audio.contentUrl).toMatch(/\/Distant_album_114_v1\.mp3$/);
});

test.describe('a long playlist: players below the fold are stand-ins until needed', () => {
  // Six demo tracks on a screen 300 px tall: the last ones are as far below the fold as a
  // long list's would be.
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 300 });
  });

  /**
   * Keeps the viewport observer from ever reporting, so a far player is still a stand-in
   * when the visitor reaches it: how it is when a visitor is quicker than the observer (or
   * reaches the player before the page's code has loaded). Only the stand-in's own triggers
   * (pointer, focus, key, click) can then upgrade it.
   */
  const withQuietObserver = (page: Page) =>
    page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });

  const isStandIn = async (page: Page, position: number) => {
    await expect(track(page, position).getByRole('group', { name: 'Audio player' })).toHaveCount(1);
    return (await track(page, position).locator('audio').count()) === 0;
  };

  test('far players stay stand-ins after the page has hydrated, and upgrade as they come near', async ({ page }) => {
    // The page's code has run and nothing has been asked for over half a second since.
    await openRoute(page, '/music');
    for (const position of [3, 4, 5]) expect(await isStandIn(page, position), `track ${position} before any interaction`).toBe(true);
    // Same names as the real player's, before it exists.
    const last = track(page, 5);
    for (const name of ['Enable loop', 'Rewind', 'Play', 'Forward', 'Mute']) await expect(last.getByRole('button', { name, exact: true })).toHaveCount(1);
    // The demo's tracks all have waveforms: the seek bar is the waveform slider.
    await expect(last.getByRole('slider', { name: 'Audio progress control' })).toHaveCount(1);
    await expect(last.getByRole('progressbar', { name: 'Volume control' })).toHaveCount(1);
    await expect(last.getByText('1:01')).toHaveCount(1);

    await last.evaluate((item) => item.scrollIntoView({ block: 'center' }));
    await expect(last.locator('audio')).toHaveCount(1);
    await expect(last.locator('audio')).toHaveAttribute('preload', 'none');
    // Only the players around the one scrolled to, not every one passed on the way.
    expect(await isStandIn(page, 0)).toBe(true);
  });

  test('tabbing to a far player and pressing Space plays it', async ({ page }) => {
    await withQuietObserver(page);
    await openRoute(page, '/music');
    const last = track(page, 5);
    expect(await isStandIn(page, 5)).toBe(true);
    // Past the track's title link and Share button, to its player.
    for (let presses = 0; presses < 100 && !(await last.evaluate((item) => item.querySelector('[role="group"]')?.contains(document.activeElement))); presses++) {
      await page.keyboard.press('Tab');
    }
    const player = last.getByRole('group', { name: 'Audio player' });
    await expect(player).toBeFocused();
    await expect(player.locator('audio')).toHaveCount(1);
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press('Space');
    await expect.poll(() => audioStates(page)).toEqual(['paused', 'paused', 'paused', 'paused', 'paused', 'playing']);
    // The player took the Space: the page did not scroll.
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('a click on a far stand-in\'s Play plays it (and a tap, on a touch screen)', async ({ page }, testInfo) => {
    await withQuietObserver(page);
    await openRoute(page, '/music');
    expect(await isStandIn(page, 5)).toBe(true);
    // A real mouse press and release at the button: the swap happens in between.
    await track(page, 5).getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => audioStates(page)).toEqual(['paused', 'paused', 'paused', 'paused', 'paused', 'playing']);
    await expect(track(page, 5).getByRole('button', { name: 'Pause' })).toBeFocused();

    if (testInfo.project.use.hasTouch) {
      expect(await isStandIn(page, 4)).toBe(true);
      await track(page, 4).getByRole('button', { name: 'Play' }).tap();
      await expect.poll(() => audioStates(page)).toEqual(['paused', 'paused', 'paused', 'paused', 'playing', 'paused']);
    }
  });

  test('a player focused before the page\'s code has loaded keeps focus and takes keys', async ({ page }) => {
    await page.goto('/music');
    // The page asks for its code only after the first view: a keyboard visitor can be first.
    await track(page, 0).getByRole('group', { name: 'Audio player' }).focus();
    await waitForCode(page);
    const player = track(page, 0).getByRole('group', { name: 'Audio player' });
    await page.keyboard.press('l');
    await expect(player.getByRole('button', { name: 'Disable loop' })).toBeVisible();
    await expect(player).toBeFocused();
  });

  /** Holds every script the page asks for after its own (the players' chunk among them) until the function it returns is called. */
  async function holdPlayersCode(page: Page) {
    const named = namedScripts('/music');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      if (!named.includes(new URL(route.request().url()).pathname)) await held;
      await route.continue();
    });
    return release;
  }

  test('a Play clicked before the players\' code has arrived (it follows the page\'s) plays once it has', async ({ page }) => {
    const release = await holdPlayersCode(page);
    await page.goto('/music');
    await waitForCode(page);
    const first = track(page, 0);
    await first.getByRole('button', { name: 'Play' }).click();
    expect(await isStandIn(page, 0)).toBe(true);
    expect(await audioStates(page)).toEqual(music.tracks.map(() => 'paused'));

    release();
    await expect.poll(() => audioStates(page)).toEqual(music.tracks.map((_, position) => (position === 0 ? 'playing' : 'paused')));
    await expect(first.getByRole('button', { name: 'Pause' })).toBeFocused();
  });

  test('the stand-ins are laid out as the players before the players\' code arrives: nothing moves when it does', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdPlayersCode(page);
    await page.goto('/music');
    await waitForCode(page);
    const first = track(page, 0).getByRole('group', { name: 'Audio player' });
    const before = await first.boundingBox();
    expect(await isStandIn(page, 0)).toBe(true);

    release();
    await expect(track(page, 0).locator('audio')).toHaveCount(1);
    expect(await first.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });

  test('the box and every control keep their size and place across the upgrade', async ({ page }) => {
    await withQuietObserver(page);
    await openRoute(page, '/music');
    const last = track(page, 5);
    await last.evaluate((item) => item.scrollIntoView({ block: 'center' }));
    expect(await isStandIn(page, 5)).toBe(true);
    const geometry = () =>
      last.evaluate((item) => {
        const origin = item.getBoundingClientRect();
        const parts = [item.querySelector('[role="group"]')!, ...item.querySelectorAll('[role="group"] :is(button, [role]:not([aria-hidden="true"]), .rhap_time, .rhap_progress-indicator, .rhap_volume-indicator)')];
        return parts.map((part) => {
          const { x, y, width, height } = part.getBoundingClientRect();
          return `${part.getAttribute('aria-label') ?? part.className}: ${[x - origin.x, y - origin.y, width, height].map((value) => value.toFixed(1)).join(' ')}`;
        });
      });
    const before = await geometry();
    const itemBox = await last.boundingBox();
    await last.getByRole('group', { name: 'Audio player' }).focus();
    await expect(last.locator('audio')).toHaveCount(1);
    expect(await geometry()).toEqual(before);
    expect(await last.boundingBox()).toEqual(itemBox);
    // The group, two times, the waveform, the volume bar and its indicator, five buttons.
    expect(before).toHaveLength(11);
  });
});

test.describe('a track’s own address', () => {
  const position = 4;
  const shared = music.tracks[position]!;
  const address = `/music/${slugOf(shared)}`;

  test('opens the music page with that track marked and in view, ready to play, playing nothing', async ({ page }) => {
    const audioRequests: string[] = [];
    page.on('request', (request) => request.resourceType() === 'media' && audioRequests.push(request.url()));
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
    const response = await openRoute(page, address);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(music.artist);
    await expect(page.locator('header')).toBeHidden();
    const row = track(page, position);
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row.getByText('Shared track')).toBeVisible();
    await expect(row.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(row.getByRole('button', { name: 'Play' })).toBeVisible();
    expect(await audioStates(page)).not.toContain('playing');
    expect(audioRequests).toEqual([]);
  });

  test('every title links to its track’s page; picking one moves the address, not the music', async ({ page }) => {
    await openRoute(page, '/music');
    await track(page, 0).getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await audioStates(page))[0]).toBe('playing');
    const link = track(page, position).getByRole('link', { name: shared.title, exact: true });
    await expect(link).toHaveAttribute('href', address);
    await link.click();
    await expect(page).toHaveURL(address);
    await expect(track(page, position)).toHaveAttribute('aria-current', 'true');
    // Same page: the first track plays on.
    expect((await audioStates(page))[0]).toBe('playing');
  });

  test('Share copies the track’s link and says so', async ({ page, context }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'clipboard checked once');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openRoute(page, '/music');
    await track(page, 2).getByRole('button', { name: `Share ${music.tracks[2]!.title}` }).click();
    await expect(track(page, 2).getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(`/music/${slugOf(music.tracks[2]!)}`);
  });
});
