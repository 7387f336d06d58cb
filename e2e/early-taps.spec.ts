import { test, expect, holdRequests, holdScripts, noCodeYet, trackRow, waitForCode } from './fixtures';
import { builtDocument, htmlFile } from './builtPages';
import { home, music, projects } from './testSite';
import { trackFile } from '../lib/content/audio';
import type { Locator, Page } from '@playwright/test';

/*
 * A visitor on a slow link taps the page before its code has arrived. The page's scripts are
 * held back here (each request for /_next/…js waits), so every tap below lands on the bare
 * pre-rendered page; then they are released, and the code takes over what the taps did.
 */

/**
 * Starts noting, every frame, the lowest opacity any of the open menu's links is drawn at (its
 * own and its ancestors' up to the menu, multiplied); `lowestMenuLinkOpacity` reads it.
 */
const watchMenuLinks = (page: Page) =>
  page.evaluate(() => {
    const seen = { lowest: 1, frames: 0 };
    (window as unknown as { menuLinks: typeof seen }).menuLinks = seen;
    const dialog = document.querySelector('[role=dialog]')!;
    const shown = (element: Element | null): number =>
      !element || element === dialog.parentElement
        ? 1
        : Number(getComputedStyle(element).opacity) * shown(element.parentElement);
    const sample = () => {
      for (const link of dialog.querySelectorAll('nav a')) seen.lowest = Math.min(seen.lowest, shown(link));
      seen.frames++;
      requestAnimationFrame(sample);
    };
    sample();
  });

/**
 * Once the menu is the code's and has been for some frames, with nothing on it moving: the
 * lowest opacity its links were drawn at since watchMenuLinks.
 */
async function lowestMenuLinkOpacity(page: Page) {
  const framesAtTakeOver = await page
    .locator('[role=dialog][data-live]')
    .evaluate(() => (window as unknown as { menuLinks: { frames: number } }).menuLinks.frames);
  await expect
    .poll(() =>
      page.evaluate(
        (since) =>
          (window as unknown as { menuLinks: { frames: number } }).menuLinks.frames > since + 10 &&
          document.querySelector('[role=dialog]')!.getAnimations({ subtree: true }).length === 0,
        framesAtTakeOver,
      ),
    )
    .toBe(true);
  return page.evaluate(() => (window as unknown as { menuLinks: { lowest: number } }).menuLinks.lowest);
}

const menuToggle = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test(
  'the menu opens, closes with Escape and its button, before the code; opened early, ' +
    'it stays open and works after',
  async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await menuToggle(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    await menuToggle(page).click();
    await menu(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(menu(page)).toBeHidden();
    await menuToggle(page).click();
    await expect(menu(page).getByRole('link', { name: 'Projects' })).toBeVisible();
    await noCodeYet(page);
    await watchMenuLinks(page);

    release();
    await waitForCode(page);
    // Still open, and now the code's, shown all along: its links do not rise in again.
    expect(await lowestMenuLinkOpacity(page)).toBe(1);
    await expect(menu(page)).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await menu(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(menu(page)).toBeHidden();
    await menuToggle(page).click();
    await menu(page).getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL('/projects');
    await expect(menu(page)).toBeHidden();
  },
);

test('a gallery tile tapped twice before the code has moved on twice, and goes on from there', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const tile = page.getByRole('button', {
    name: phone ? 'Show the next picture in the gallery' : 'Show the next picture in gallery tile 1',
  });
  const alts = phone ? home.phoneGallery.map((item) => item.img.alt) : home.tiles[0]!.img.map((picture) => picture.alt);
  const shown = (button: Locator) => button.locator('img:visible');
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await tile.click();
  await tile.click();
  await expect(shown(tile)).toHaveAttribute('alt', alts[2]!);
  await expect(tile).toHaveAccessibleDescription(`Picture 3 of ${alts.length}: ${alts[2]}`);
  // The picture itself arrives, not only its name.
  await expect
    .poll(() => shown(tile).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await noCodeYet(page);

  release();
  await waitForCode(page);
  await expect(shown(tile)).toHaveAttribute('alt', alts[2]!);
  await tile.click();
  await expect(shown(tile)).toHaveAttribute('alt', alts[3 % alts.length]!);
  await expect(tile).toHaveAccessibleDescription(
    `Picture ${(3 % alts.length) + 1} of ${alts.length}: ${alts[3 % alts.length]}`,
  );
});

test("a project's previous and next work before the code, and the code goes on from the picture shown", async ({
  page,
}) => {
  const [first] = projects;
  const alts = first!.img.map((picture) => picture.alt);
  const shown = page.getByRole('article', { name: first!.title }).locator('img:visible');
  const release = await holdScripts(page);
  await page.goto('/projects', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: `Previous picture of ${first!.title}` }).click();
  await expect(shown).toHaveAttribute('alt', alts.at(-1)!);
  await page.getByRole('button', { name: `Next picture of ${first!.title}` }).click();
  await page.getByRole('button', { name: `Next picture of ${first!.title}` }).click();
  await expect(shown).toHaveAttribute('alt', alts[1]!);
  await expect(page.getByText(`Picture 2 of ${alts.length}`)).toBeVisible();
  await noCodeYet(page);

  release();
  await waitForCode(page);
  await expect(shown).toHaveAttribute('alt', alts[1]!);
  await page.getByRole('button', { name: `Next picture of ${first!.title}` }).click();
  await expect(shown).toHaveAttribute('alt', alts[2 % alts.length]!);
  await expect(page.getByText(`Picture ${(2 % alts.length) + 1} of ${alts.length}`)).toBeVisible();
});

test("the slideshow's pause works before the code, and the slideshow stays paused after", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
  await noCodeYet(page);

  release();
  await waitForCode(page);
  // Paused by the visitor: its place is announced again, as it is only while it holds still.
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(page.getByText(/^1 \/ 9/)).toHaveAttribute('aria-live', 'polite');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(page.getByText(/^2 \/ 9/)).toBeVisible();
});

/** Every media element the page has made play (in the document or not) that is playing now: its file and time. */
const mediaPlaying = (page: Page) =>
  page.evaluate(() =>
    [...(window as unknown as { played: Set<HTMLMediaElement> }).played]
      // An element still choosing its file (no currentSrc yet) plays nothing yet.
      .filter((media) => !media.paused && media.currentSrc)
      .map((media) => ({ file: decodeURIComponent(new URL(media.currentSrc).pathname), time: media.currentTime })),
  );

/**
 * One media element's play, playing (sounding) or pause, and when (the event's time stamp, in ms).
 * A pause says which other element was playing by then, and whether it held the file where it
 * starts (its buffered ranges cover its time): then it sounds with nothing left to fetch first.
 */
interface Turn {
  element: number;
  type: 'play' | 'playing' | 'pause';
  at: number;
  playingBeside?: { element: number; holdsItsStart: boolean };
}

/** Notes every media element the page plays, for mediaPlaying, and each of its turns, for soundingTurns. */
const notePlays = (page: Page) =>
  page.addInitScript(() => {
    const played = new Set<HTMLMediaElement>();
    const turns: Turn[] = [];
    Object.assign(window, { played, turns });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!played.has(this)) {
        const element = played.size;
        for (const type of ['play', 'playing', 'pause'] as const)
          this.addEventListener(type, (event) => {
            const turn: Turn = { element, type, at: event.timeStamp };
            const others = [...played];
            const beside = others.findIndex((media) => media !== this && !media.paused);
            if (type === 'pause' && beside >= 0) {
              const next = others[beside]!;
              const ranges = Array.from({ length: next.buffered.length }, (_, k) => [
                next.buffered.start(k),
                next.buffered.end(k),
              ]);
              const holdsItsStart = ranges.some(
                ([start, end]) => start! <= next.currentTime && next.currentTime < end!,
              );
              turn.playingBeside = { element: beside, holdsItsStart };
            }
            turns.push(turn);
          });
      }
      played.add(this);
      return play.call(this);
    };
  });

/**
 * Each element's time not paused, from its play to its pause (the end of time if it plays on),
 * checked to overlap no other's; and every silence from one element's pause to the next one's
 * sounding (its playing), in ms, counted (a time under load says nothing of the code).
 */
async function soundingTurns(page: Page) {
  const turns = await page.evaluate(() => (window as unknown as { turns: Turn[] }).turns);
  const spans: { element: number; from: number; to: number }[] = [];
  for (const turn of turns) {
    if (turn.type === 'play') spans.push({ element: turn.element, from: turn.at, to: Infinity });
    if (turn.type === 'pause') spans.findLast((span) => span.element === turn.element)!.to = turn.at;
  }
  for (const span of spans)
    for (const other of spans)
      if (other.element !== span.element)
        expect(
          other.to <= span.from || other.from >= span.to,
          `elements ${span.element} and ${other.element} play at once: ${JSON.stringify(turns)}`,
        ).toBe(true);
  const silences = turns.flatMap((turn, index) => {
    if (turn.type !== 'pause') return [];
    const next = turns.slice(index + 1).find((later) => later.type === 'playing' && later.element !== turn.element);
    return next ? [next.at - turn.at] : [];
  });
  return { turns, silences };
}

/**
 * The early element stopped in the same step as the site's was asked to play, and the site's held
 * the file where it starts: what keeps the silence between them too short to hear.
 */
function expectSeamlessHandOver(turns: Turn[]) {
  const stop = turns.find((turn) => turn.type === 'pause' && turn.playingBeside);
  expect(stop, `no element was playing when another stopped: ${JSON.stringify(turns)}`).toBeDefined();
  expect(stop!.playingBeside!.holdsItsStart, JSON.stringify(turns)).toBe(true);
}

test(
  'Play before the code says the track is loading until it sounds; another Play switches, Pause stops, ' +
    'and the code keeps that',
  async ({ page }) => {
    await notePlays(page);
    const [first, second] = music.tracks;
    let releaseAudio = () => {};
    const audioHeld = new Promise<void>((resolve) => (releaseAudio = resolve));
    await page.route(`**${encodeURI(trackFile(first!))}`, async (route) => {
      await audioHeld;
      await route.continue();
    });
    const release = await holdScripts(page);
    await page.goto('/music', { waitUntil: 'domcontentloaded' });
    const firstRow = trackRow(page, first!.title);
    const secondRow = trackRow(page, second!.title);

    await firstRow.getByRole('button', { name: 'Play', exact: true }).click();
    // Asked for, not yet sounding: its button says Pause and that it is busy.
    const loading = firstRow.getByRole('button', { name: 'Pause', exact: true });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    releaseAudio();
    await expect(loading).not.toHaveAttribute('aria-busy');
    await expect.poll(async () => (await mediaPlaying(page)).map((media) => media.file)).toEqual([trackFile(first!)]);

    // Another track's Play switches to it; the first row shows Play again.
    await secondRow.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(firstRow.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect.poll(async () => (await mediaPlaying(page)).map((media) => media.file)).toEqual([trackFile(second!)]);
    await secondRow.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(async () => (await mediaPlaying(page)).length).toBe(0);
    await expect(secondRow.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await noCodeYet(page);

    // The code takes over a paused track as paused: nothing starts.
    release();
    await waitForCode(page);
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);
    expect(await mediaPlaying(page)).toEqual([]);
  },
);

test(
  'Play before the code starts the track; the site player takes it over without starting again, ' +
    'and only one plays',
  async ({ page }) => {
    await notePlays(page);
    const [first] = music.tracks;
    const row = trackRow(page, first!.title);
    const release = await holdScripts(page);
    await page.goto('/music', { waitUntil: 'domcontentloaded' });
    await row.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(row.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    // It sounds: one element plays that track, its time advancing (once its file has come, which
    // on a busy machine can take longer than the default wait).
    await expect
      .poll(async () => (await mediaPlaying(page)).map((media) => media.time > 0.3), { timeout: 15_000 })
      .toEqual([true]);
    const early = (await mediaPlaying(page))[0]!;
    expect(early.file).toBe(trackFile(first!));
    await noCodeYet(page);

    release();
    await waitForCode(page);
    // The row's player shows the track playing, its clock running from where the early audio was.
    await expect(row.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(row.getByRole('group', { name: 'Audio player' })).not.toContainText('0:00');
    await expect(page.locator('audio')).toHaveCount(1);
    // Handed over: the early element stops as the site's starts, never both at once, and the
    // silence between is too short to hear.
    await expect.poll(async () => (await soundingTurns(page)).silences.length).toBe(1);
    expectSeamlessHandOver((await soundingTurns(page)).turns);
    // One element plays, on from where the early one was, not from the start.
    await expect.poll(async () => (await mediaPlaying(page)).length).toBe(1);
    const after = (await mediaPlaying(page))[0]!;
    expect(after.file).toBe(early.file);
    expect(after.time).toBeGreaterThan(early.time - 0.5);
    await expect.poll(async () => (await mediaPlaying(page))[0]?.time ?? 0).toBeGreaterThan(after.time);
    await row.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(async () => (await mediaPlaying(page)).length).toBe(0);
    await expect(row.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  },
);

test(
  'Play once the page’s code has run but not yet the player’s: the track starts in the tap, and the player ' +
    'takes it over where it has got to',
  async ({ page }) => {
    await notePlays(page);
    const [first] = music.tracks;
    const row = trackRow(page, first!.title);
    // The page's own scripts come; any fetched later (the player's, on intent or when idle) wait.
    const pageScripts = new Set(
      Array.from(
        builtDocument(htmlFile('/music')).querySelectorAll('script[src], script[data-deferred-src]'),
        (script) => [script.getAttribute('src'), ...(script.getAttribute('data-deferred-src')?.split(' ') ?? [])],
      )
        .flat()
        .filter((src) => src !== null)
        .map((src) => new URL(src, 'http://localhost').pathname),
    );
    const release = await holdRequests(
      page,
      /\/_next\/.*\.js(\?|$)/,
      (request) => !pageScripts.has(new URL(request.url()).pathname),
    );
    await page.goto('/music');
    await waitForCode(page);
    await row.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(row.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    // It sounds, in an element of the store's own: the player's is not there yet.
    await expect
      .poll(async () => (await mediaPlaying(page)).map((media) => media.time > 0.3), { timeout: 15_000 })
      .toEqual([true]);
    const before = (await mediaPlaying(page))[0]!;
    expect(before.file).toBe(trackFile(first!));
    await expect(page.locator('audio')).toHaveCount(0);

    release();
    await expect(page.locator('audio')).toHaveCount(1);
    await expect.poll(async () => (await soundingTurns(page)).silences.length).toBe(1);
    expectSeamlessHandOver((await soundingTurns(page)).turns);
    await expect.poll(async () => (await mediaPlaying(page)).length).toBe(1);
    const after = (await mediaPlaying(page))[0]!;
    expect(after.file).toBe(before.file);
    expect(after.time).toBeGreaterThan(before.time - 0.5);
    await row.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(async () => (await mediaPlaying(page)).length).toBe(0);
  },
);

test(
  'the site player goes on from where the early audio has got to, however long its own file takes: ' +
    'nothing is heard twice',
  async ({ page }) => {
    await notePlays(page);
    // Each element's time when it stops.
    await page.addInitScript(() => {
      const stops: { file: string; time: number }[] = [];
      (window as unknown as { stops: typeof stops }).stops = stops;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        this.addEventListener(
          'pause',
          () =>
            stops.push({
              file: decodeURIComponent(new URL(this.currentSrc || this.src, location.href).pathname),
              time: this.currentTime,
            }),
          { once: true },
        );
        return play.call(this);
      };
    });
    const [first] = music.tracks;
    const file = trackFile(first!);
    // Once the early audio has its file, the site player's own request for it waits.
    let holding = false;
    let releaseFile = () => {};
    const fileHeld = new Promise<void>((resolve) => (releaseFile = resolve));
    await page.route(`**${encodeURI(file)}`, async (route) => {
      if (holding) await fileHeld;
      await route.continue();
    });
    const row = trackRow(page, first!.title);
    const release = await holdScripts(page);
    await page.goto('/music', { waitUntil: 'domcontentloaded' });
    await row.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => (await mediaPlaying(page))[0]?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.3);
    holding = true;
    release();
    await waitForCode(page);
    // The early audio plays on while the site's element waits for its file.
    const handedOver = (await mediaPlaying(page))[0]!.time;
    await expect.poll(async () => (await mediaPlaying(page))[0]?.time ?? 0).toBeGreaterThan(handedOver + 1);
    releaseFile();
    await expect
      .poll(async () => await page.evaluate(() => (window as unknown as { stops: unknown[] }).stops.length))
      .toBe(1);
    const stopped = await page.evaluate(
      () => (window as unknown as { stops: { file: string; time: number }[] }).stops[0]!,
    );
    expect(stopped.file).toBe(file);
    // One element plays on, from where the early one stopped, not from the hand-over.
    await expect.poll(async () => (await mediaPlaying(page)).length).toBe(1);
    const after = (await mediaPlaying(page))[0]!;
    expect(after.file).toBe(file);
    expect(after.time).toBeGreaterThan(stopped.time - 0.1);
    await expect(page.locator('audio')).toHaveCount(1);
    // Never both at once, however late the site's file came.
    await expect.poll(async () => (await soundingTurns(page)).silences.length).toBe(1);
    expectSeamlessHandOver((await soundingTurns(page)).turns);
  },
);
