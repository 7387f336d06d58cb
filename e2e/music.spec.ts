import {
  test,
  expect,
  holdRequests,
  holdScripts,
  openRoute,
  recordLayoutShifts,
  trackRow,
  waitForCode,
} from './fixtures';
import { music } from './testSite';
import { slugOf } from '../lib/content/slug';
import { trackFile } from '../lib/content/audio';
import { urlPath } from '../components/music/trackText';
import type { Page } from '@playwright/test';
import { recordMediaHandlers } from './mediaSession';
import { expectMomentShareMovesNothing } from './shareMoment';
import { namedScripts } from './builtPages';
import { audioStates as siteAudios, setAudioTime, siteAudio } from './siteAudio';

const players = (page: Page) => page.getByRole('group', { name: 'Audio player' });
const track = (page: Page, position: number) => trackRow(page, music.tracks[position]!.title);
/** Every track's state, in list order: playing if the site's audio element plays its file. */
const audioStates = async (page: Page) => {
  const [audio] = await siteAudios(page);
  return music.tracks.map((item) => (audio && !audio.paused && audio.file === trackFile(item) ? 'playing' : 'paused'));
};
/** The site's audio element, which must hold this track's file. */
const audio = async (page: Page, position: number) => {
  const state = await siteAudio(page);
  expect(state.file).toBe(trackFile(music.tracks[position]!));
  return state;
};

test(
  'a black, full-height page with the artist, the cover and six players',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
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
  },
);

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
  // The browser's report of a request can reach the test after the audio has started playing.
  await expect
    .poll(() => new Set(audioRequests.map((url) => new URL(url).pathname)))
    .toEqual(new Set([urlPath(trackFile(music.tracks[0]!))]));
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
  await setAudioTime(page, 'end-2');
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(async () => {
      const a = await audio(page, 1);
      return a.duration - a.time;
    })
    .toBeLessThan(0.05);
  // And to the start: from 1 s in.
  await setAudioTime(page, 1);
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

test(
  'a missing track says it is unavailable, in its own row without moving the rows below; ' + 'the others still play',
  async ({ page }) => {
    const missing = urlPath(trackFile(music.tracks[4]!));
    await page.route(
      (url) => url.pathname === missing,
      (route) => route.fulfill({ status: 404, body: 'Not found' }),
    );
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await openRoute(page, '/music');
    // From the top of the page: the click may scroll the row into view.
    const nextRowTop = () => track(page, 5).evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
    // Rows out of view are laid out only as they come near (content-visibility), at an estimated
    // height until then: bring both rows into view and let their real heights settle first.
    await track(page, 5).scrollIntoViewIfNeeded();
    let settled = -1;
    await expect
      .poll(async () => {
        const top = await nextRowTop();
        const same = top === settled;
        settled = top;
        return same;
      })
      .toBe(true);
    const before = await nextRowTop();
    await track(page, 4).getByRole('button', { name: 'Play' }).click();
    await expect(track(page, 4).getByRole('status')).toHaveText('This track is unavailable right now.');
    await expect(track(page, 4).getByText('This track is unavailable right now.')).toBeVisible();
    // The message takes the waveform's place, which a failed track cannot use.
    await expect(track(page, 4).getByRole('slider', { name: 'Audio progress control' })).toBeHidden();
    expect(await nextRowTop()).toBe(before);
    expect(errors.some((text) => text.includes('could not be played'))).toBe(true);
    await track(page, 5).getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await audioStates(page))[5]).toBe('playing');
    await expect(track(page, 5).getByText('unavailable')).toHaveCount(0);
  },
);

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
    return {
      duplicates: all.length - new Set(all).size,
      invalid: values.filter((value) => !Number.isFinite(Number(value))),
    };
  });
  expect(live).toEqual({ duplicates: 0, invalid: [] });
});

test('the playlist is described as structured data', async ({ page }) => {
  await openRoute(page, '/music');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data).toMatchObject({ '@type': 'MusicPlaylist', numTracks: 6, creator: { name: music.artist } });
  expect(data.track).toHaveLength(6);
  expect(data.track[2]).toMatchObject({
    '@type': 'MusicRecording',
    name: 'Distant_album_114_v1',
    duration: 'PT1M24S',
    audio: { encodingFormat: 'audio/mpeg' },
  });
  // Each track's own page, and its file.
  expect(data.track[2].url).toMatch(/\/music\/distant-album-114-v1$/);
  expect(data.track[2].audio.contentUrl).toMatch(/\/Distant_album_114_v1\.mp3$/);
});

test.describe('a long playlist: every row is a complete player, light enough to need no stand-in', () => {
  // Six demo tracks on a screen 300 px tall: the last ones are as far below the fold as a
  // long list's would be.
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 300 });
  });

  /** No audio element at all: the site's player's code has not arrived. */
  const noAudioYet = async (page: Page) => expect(page.locator('audio')).toHaveCount(0);

  test('every row has the whole player, and the page has one audio element, which loads nothing', async ({ page }) => {
    await openRoute(page, '/music');
    const last = track(page, 5);
    for (const name of ['Enable loop', 'Rewind', 'Play', 'Forward', 'Mute'])
      await expect(last.getByRole('button', { name, exact: true })).toHaveCount(1);
    // The demo's tracks all have waveforms: the seek bar is the waveform slider.
    await expect(last.getByRole('slider', { name: 'Audio progress control' })).toHaveCount(1);
    await expect(last.getByRole('progressbar', { name: 'Volume control' })).toHaveCount(1);
    await expect(last.getByText('1:01')).toHaveCount(1);
    await expect(page.locator('audio')).toHaveCount(1);
    await expect(page.locator('audio')).toHaveAttribute('preload', 'none');
    await expect(page.locator('audio')).not.toHaveAttribute('src');
  });

  test('tabbing to a far player and pressing Space plays it', async ({ page }) => {
    await openRoute(page, '/music');
    const last = track(page, 5);
    // Past the track's title link and Share button, to its player.
    for (
      let presses = 0;
      presses < 100 &&
      !(await last.evaluate((item) => item.querySelector('[role="group"]')?.contains(document.activeElement)));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    const player = last.getByRole('group', { name: 'Audio player' });
    await expect(player).toBeFocused();
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.press('Space');
    await expect.poll(() => audioStates(page)).toEqual(['paused', 'paused', 'paused', 'paused', 'paused', 'playing']);
    // The player took the Space: the page did not scroll.
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test(
    "a click on a far player's Play plays it (and a tap, on a touch screen)",
    { tag: '@layout' },
    async ({ page }, testInfo) => {
      await openRoute(page, '/music');
      await track(page, 5).getByRole('button', { name: 'Play' }).click();
      await expect.poll(() => audioStates(page)).toEqual(['paused', 'paused', 'paused', 'paused', 'paused', 'playing']);
      await expect(track(page, 5).getByRole('button', { name: 'Pause' })).toBeFocused();

      if (testInfo.project.use.hasTouch) {
        await track(page, 4).getByRole('button', { name: 'Play' }).tap();
        await expect
          .poll(() => audioStates(page))
          .toEqual(['paused', 'paused', 'paused', 'paused', 'playing', 'paused']);
      }
    },
  );

  test("a player focused before the page's code has loaded keeps focus and takes keys", async ({ page }) => {
    await page.goto('/music');
    // The page asks for its code only after the first view: a keyboard visitor can be first.
    await track(page, 0).getByRole('group', { name: 'Audio player' }).focus();
    await waitForCode(page);
    const player = track(page, 0).getByRole('group', { name: 'Audio player' });
    await page.keyboard.press('l');
    await expect(player.getByRole('button', { name: 'Disable loop' })).toBeVisible();
    await expect(player).toBeFocused();
  });

  /**
   * Holds every script the page asks for after its own (the site player's chunk among them) until
   * the function it returns is called.
   */
  function holdPlayersCode(page: Page) {
    const named = namedScripts('/music');
    return holdRequests(
      page,
      '**/_next/static/chunks/*.js',
      (request) => !named.includes(new URL(request.url()).pathname),
    );
  }

  test("a Play clicked before the site player's code has arrived (it follows the page's) plays once it has", async ({
    page,
  }) => {
    const release = await holdPlayersCode(page);
    await page.goto('/music');
    await waitForCode(page);
    const first = track(page, 0);
    await first.getByRole('button', { name: 'Play' }).click();
    await noAudioYet(page);

    release();
    await expect
      .poll(() => audioStates(page))
      .toEqual(music.tracks.map((_, position) => (position === 0 ? 'playing' : 'paused')));
    await expect(first.getByRole('button', { name: 'Pause' })).toBeFocused();
  });

  test(
    "the players are laid out before the site player's code arrives: nothing moves when it does",
    { tag: '@layout' },
    async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      const shifts = await recordLayoutShifts(page);
      const release = await holdPlayersCode(page);
      await page.goto('/music');
      await waitForCode(page);
      const first = track(page, 0).getByRole('group', { name: 'Audio player' });
      const before = await first.boundingBox();
      await noAudioYet(page);

      // From here the player's code arrives: what moved while the page was being read is not this test's subject.
      const releasedAt = await page.evaluate(() => performance.now());
      release();
      await expect(page.locator('audio')).toHaveCount(1);
      expect(await first.boundingBox()).toEqual(before);
      expect(await shifts(releasedAt)).toEqual([]);
    },
  );

  test(
    'a row painted before the page has been read to its end does not move as the rest of it arrives',
    { tag: '@layout' },
    async ({ page }) => {
      // A slow device paints the page while its parser is still reading it: a row as far as it
      // has been read. No code has run by then.
      await holdScripts(page);
      await page.goto('/music', { waitUntil: 'domcontentloaded' });
      const row = track(page, 0);
      const controls = row
        .getByRole('group', { name: 'Audio player' })
        .locator('button, [role="slider"], [role="progressbar"]');
      expect(await controls.count()).toBeGreaterThanOrEqual(7);
      const places = () =>
        controls.evaluateAll((all) =>
          all.map((control) => [control.getBoundingClientRect().x, control.getBoundingClientRect().y]),
        );
      const whole = await places();
      for (let read = whole.length - 1; read >= 1; read--) {
        // Everything after the control last read is not there yet.
        await controls.nth(read - 1).evaluate((last) => {
          for (let node: Node | null = last; node && !(node instanceof HTMLLIElement); node = node.parentNode) {
            while (node.nextSibling) node.nextSibling.remove();
          }
        });
        expect(await places(), `read up to control ${read}`).toEqual(whole.slice(0, read));
      }
    },
  );

  test(
    'the box and every control keep their size and place when the track starts',
    { tag: '@layout' },
    async ({ page }) => {
      await openRoute(page, '/music');
      // The site's player in place (fetched when the page is idle): what is measured is the row, not its arrival.
      await expect(page.locator('audio')).toHaveCount(1);
      const last = track(page, 5);
      await last.evaluate((item) => item.scrollIntoView({ block: 'center' }));
      const geometry = () =>
        last.evaluate((item) => {
          const origin = item.getBoundingClientRect();
          const parts = [
            item.querySelector('[role="group"]')!,
            ...item.querySelectorAll(
              '[role="group"] :is(button, [role]:not([aria-hidden="true"]), ' +
                '.rhap_time, .rhap_progress-indicator, .rhap_volume-indicator)',
            ),
          ];
          return parts.map((part) => {
            const { x, y, width, height } = part.getBoundingClientRect();
            const name = part.getAttribute('aria-label')?.replace(/^(Play|Pause)$/, 'Play/Pause') ?? part.className;
            const box = [x - origin.x, y - origin.y, width, height].map((value) => value.toFixed(1)).join(' ');
            return `${name}: ${box}`;
          });
        });
      const before = await geometry();
      const itemBox = await last.boundingBox();
      await last.getByRole('group', { name: 'Audio player' }).focus();
      await page.keyboard.press('Space');
      await expect.poll(async () => (await audioStates(page))[5]).toBe('playing');
      await page.keyboard.press('Space');
      await expect(last.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      expect(await geometry()).toEqual(before);
      expect(await last.boundingBox()).toEqual(itemBox);
      // The group, two times, the waveform, the status line a failed track speaks in, the volume bar and
      // its indicator, five buttons.
      expect(before).toHaveLength(12);
    },
  );
});

test(
  'Share at the moment appears beside Share as a track plays, and nothing on the page moves for it',
  { tag: '@layout' },
  async ({ page }) => {
    const shifts = await recordLayoutShifts(page);
    await openRoute(page, '/music');
    const row = track(page, 0);
    const title = music.tracks[0]!.title;
    await expectMomentShareMovesNothing(page, shifts, {
      row,
      next: track(page, 1),
      share: row.getByRole('button', { name: `Share ${title}`, exact: true }),
      play: row.getByRole('button', { name: 'Play', exact: true }),
      pause: row.getByRole('button', { name: 'Pause', exact: true }),
      moment: row.getByRole('button', { name: new RegExp(`^Share at 0:0\\d: ${title}$`) }),
    });
  },
);

test('one audio element for the whole site, however many tracks and pages are played', async ({ page }) => {
  await openRoute(page, '/music');
  for (const position of [0, 2, 4]) {
    await track(page, position).getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await audioStates(page))[position]).toBe('playing');
  }
  for (const name of ['Projects', 'About me', 'Contact']) {
    await page.getByRole('contentinfo').getByRole('link', { name }).click();
    await expect(page.getByRole('region', { name: 'Now playing' })).toBeVisible();
  }
  await page.getByRole('region', { name: 'Now playing' }).getByRole('link', { name: 'Music', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(music.artist);
  expect(await page.evaluate(() => document.querySelectorAll('audio').length)).toBe(1);
  expect((await audioStates(page))[4]).toBe('playing');
});

test('a track played again goes on where it was left', async ({ page }) => {
  await openRoute(page, '/music');
  await track(page, 0).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await audioStates(page))[0]).toBe('playing');
  await track(page, 0).getByRole('button', { name: 'Pause', exact: true }).click();
  await setAudioTime(page, 10);
  await expect(track(page, 0).locator('.rhap_current-time')).toHaveText('0:10');

  await track(page, 1).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await audioStates(page))[1]).toBe('playing');
  // Track 1 shows where it was left while track 2 plays.
  await expect(track(page, 0).locator('.rhap_current-time')).toHaveText('0:10');

  await track(page, 0).getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await audioStates(page))[0]).toBe('playing');
  const resumed = await audio(page, 0);
  expect(resumed.time).toBeGreaterThanOrEqual(10);
  expect(resumed.time).toBeLessThan(12);
});

test.describe('a track’s own address', () => {
  const position = 4;
  const shared = music.tracks[position]!;
  const address = `/music/${slugOf(shared)}`;

  test(
    'opens the music page with that track marked and in view, ready to play, playing nothing',
    { tag: '@layout' },
    async ({ page }) => {
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
    },
  );

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
    await track(page, 2)
      .getByRole('button', { name: `Share ${music.tracks[2]!.title}` })
      .click();
    await expect(track(page, 2).getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(`/music/${slugOf(music.tracks[2]!)}`);
  });
});
