import type { Frame, Page } from '@playwright/test';
import { test, expect, openRoute, trackRow } from './fixtures';
import { axe, violationsOf } from './axe';
import { anotherSite } from './anotherSite';
import { builtDocument, htmlFile, out } from './builtPages';
import { music, site } from './testSite';
import { siteUrl } from '../lib/content/site';
import { slugOf } from '../lib/content/slug';
import { trackFile } from '../lib/content/audio';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

/*
 * Other sites frame the players: a page of another origin (served here by the test itself, at
 * another local port) holds the embed pages in iframes, as a blog, a forum or WordPress would.
 */
test.skip(({ isMobile }) => isMobile, 'a framed player is checked once, at one width');

const [first, second] = music.tracks;
const trackEmbed = `/embed/track/${slugOf(first!)}`;
const listEmbed = '/embed/list';

const otherSite = anotherSite();

const iframe = (src: string, extra = '') =>
  `<iframe src="${src}" title="Audio player" width="400" height="300" ${extra}></iframe>`;

/** The frame of the embed at `embedPath`, once its player's script has shown its controls. */
async function playerFrame(page: Page, embedPath: string): Promise<Frame> {
  await expect
    .poll(() =>
      page
        .frames()
        .map((frame) => frame.url())
        .join(' '),
    )
    .toContain(embedPath);
  const frame = page.frames().find((each) => each.url().endsWith(embedPath))!;
  await expect(frame.getByRole('slider')).toBeVisible();
  return frame;
}

/** The frame's audio element: what it plays, whether it does, and where it is. */
const audioOf = (frame: Frame) =>
  frame.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    file: audio.currentSrc ? decodeURIComponent(new URL(audio.currentSrc).pathname) : '',
    playing: !audio.paused,
    time: audio.currentTime,
    duration: audio.duration,
  }));

test('another site frames a track’s player: Play plays its file, the slider seeks, its link leads to its page', async ({
  page,
  baseURL,
}) => {
  const media: string[] = [];
  page.on('request', (request) => request.resourceType() === 'media' && media.push(request.url()));
  await otherSite.open(page, iframe(`${baseURL}${trackEmbed}`));
  const frame = await playerFrame(page, trackEmbed);
  await expect(frame.getByRole('heading', { level: 1 })).toContainText(first!.title);
  // Nothing of the audio before Play.
  expect(media).toEqual([]);
  await frame.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await audioOf(frame)).playing).toBe(true);
  expect((await audioOf(frame)).file).toBe(trackFile(first!));
  await expect(frame.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // The slider: End goes to the end, Home back to the start; a click in its middle, to the middle.
  const slider = frame.getByRole('slider');
  await expect.poll(async () => Number.isFinite((await audioOf(frame)).duration)).toBe(true);
  await slider.focus();
  await slider.press('ArrowRight');
  await expect.poll(async () => (await audioOf(frame)).time).toBeGreaterThanOrEqual(5);
  await slider.press('Home');
  await expect.poll(async () => (await audioOf(frame)).time).toBeLessThan(3);
  const box = (await slider.boundingBox())!;
  await slider.click({ position: { x: box.width / 2, y: box.height / 2 } });
  const { time, duration } = await audioOf(frame);
  expect(Math.abs(time - duration / 2)).toBeLessThan(3);
  await expect(slider).toHaveAttribute('aria-valuetext', /^\d+:\d\d of \d+:\d\d$/);

  const link = frame.getByRole('link', { name: `Listen on ${site.name}` });
  await expect(link).toHaveAttribute('href', `${siteUrl()}/music/${slugOf(first!)}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await frame.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect.poll(async () => (await audioOf(frame)).playing).toBe(false);
});

test('the list’s player plays its tracks in order, one at a time, and a track that ends starts the next', async ({
  page,
  baseURL,
}) => {
  await otherSite.open(page, iframe(`${baseURL}${listEmbed}`, 'height="420"'));
  const frame = await playerFrame(page, listEmbed);
  const rows = frame.getByRole('listitem');
  await expect(rows).toHaveCount(music.tracks.length);
  const row = (title: string) => frame.getByRole('listitem').filter({ hasText: title }).getByRole('button');
  await row(second!.title).click();
  await expect.poll(async () => (await audioOf(frame)).playing).toBe(true);
  expect((await audioOf(frame)).file).toBe(trackFile(second!));
  await expect(row(second!.title)).toHaveAttribute('aria-current', 'true');
  // One element, one track: the next row's Play moves it there.
  await row(first!.title).click();
  await expect.poll(async () => (await audioOf(frame)).file).toBe(trackFile(first!));
  expect(await frame.locator('audio').count()).toBe(1);
  // Near its end, the first track gives way to the second.
  await expect.poll(async () => Number.isFinite((await audioOf(frame)).duration)).toBe(true);
  await frame.locator('audio').evaluate((audio: HTMLAudioElement) => (audio.currentTime = audio.duration - 0.5));
  await expect.poll(async () => (await audioOf(frame)).file, { timeout: 10_000 }).toBe(trackFile(second!));
  await expect.poll(async () => (await audioOf(frame)).playing).toBe(true);
});

test('inside a sandbox that allows scripts only (as WordPress frames oEmbed players), the player still plays', async ({
  page,
  baseURL,
}) => {
  await otherSite.open(page, iframe(`${baseURL}${trackEmbed}`, 'sandbox="allow-scripts"'));
  const frame = await playerFrame(page, trackEmbed);
  await frame.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await audioOf(frame)).playing).toBe(true);
  expect((await audioOf(frame)).file).toBe(trackFile(first!));
});

test('without JavaScript, the browser’s own player plays the track', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(trackEmbed);
  const audio = page.locator('audio[controls]');
  await expect(audio).toBeVisible();
  expect(await audio.getAttribute('preload')).toBe('none');
  expect(decodeURIComponent(new URL((await audio.getAttribute('src'))!, baseURL).pathname)).toBe(trackFile(first!));
  await expect(page.getByRole('slider')).toBeHidden();
  await context.close();
});

test('the embed pages pass axe', async ({ page }) => {
  for (const embedPath of [trackEmbed, listEmbed]) {
    await page.goto(embedPath);
    await expect(page.getByRole('slider')).toBeVisible();
    expect(violationsOf(await axe(page).analyze()), embedPath).toEqual([]);
  }
});

test('an embed page is the player alone: no site code, noindex, canonical the track’s page, not in the sitemap', () => {
  const document = builtDocument(htmlFile(trackEmbed));
  const scripts = Array.from(document.querySelectorAll('script[src]'), (script) => script.getAttribute('src'));
  expect(scripts).toEqual([expect.stringMatching(/^\/embed\/player-[0-9a-f]+\.js$/)]);
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    `${siteUrl()}/music/${slugOf(first!)}`,
  );
  expect(document.querySelector('header, nav')).toBeNull();
  expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('/embed/');
});

test('a track’s page and Music announce their player’s oEmbed file; it parses and names a page that answers', async ({
  request,
}) => {
  for (const [pagePath, embedPath] of [
    [`/music/${slugOf(first!)}`, trackEmbed],
    ['/music', listEmbed],
  ] as const) {
    const head = builtDocument(htmlFile(pagePath));
    const link = head.querySelector('link[rel="alternate"][type="application/json+oembed"]');
    expect(link?.getAttribute('href'), pagePath).toBe(`${siteUrl()}${embedPath}/oembed.json`);
    const video = head.querySelector('meta[property="og:video"]')?.getAttribute('content');
    expect(video, pagePath).toBe(`${siteUrl()}${embedPath}`);
    expect(head.querySelector('meta[name="twitter:player"]')?.getAttribute('content'), pagePath).toBe(video);
    const oembed = JSON.parse(readFileSync(path.join(out, `${embedPath}/oembed.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(oembed).toMatchObject({
      version: '1.0',
      type: 'video',
      provider_name: site.name,
      width: expect.any(Number),
      height: expect.any(Number),
      thumbnail_url: expect.stringMatching(/^https?:\/\//),
    });
    const frame = new JSDOM(String(oembed.html)).window.document.querySelector('iframe')!;
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('title')).toMatch(/\S/);
    const src = new URL(frame.getAttribute('src')!);
    expect(src.href).toBe(`${siteUrl()}${embedPath}`);
    expect((await request.get(src.pathname)).status(), src.pathname).toBe(200);
  }
});

test('Embed beside Share gives the code (the oEmbed file’s), a preview that plays, and copies it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openRoute(page, '/music');
  const oembed = (embedPath: string) =>
    (JSON.parse(readFileSync(path.join(out, `${embedPath}/oembed.json`), 'utf8')) as { html: string }).html;
  for (const [button, embedPath] of [
    [trackRow(page, first!.title).getByRole('button', { name: `Embed ${first!.title}`, exact: true }), trackEmbed],
    [page.getByRole('button', { name: `Embed ${music.artist}`, exact: true }), listEmbed],
  ] as const) {
    await button.click();
    const dialog = page.getByRole('dialog', { name: /^Embed / });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveValue(oembed(embedPath));
    await expect(dialog.frameLocator('iframe').getByRole('slider')).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy the code' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Code copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oembed(embedPath));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  }
});

test('light or dark as the visitor’s system is, and without its cover where asked (?cover=0)', async ({
  browser,
  baseURL,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, baseURL, viewport: { width: 400, height: 122 } });
    const page = await context.newPage();
    await page.goto(trackEmbed);
    await expect(page.getByRole('slider')).toBeVisible();
    const ground = await page.getByRole('main').evaluate((main) => getComputedStyle(main).backgroundColor);
    expect(ground, colorScheme).toBe(colorScheme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(20, 20, 20)');
    await expect(page.getByRole('main').locator('img')).toBeVisible();
    await page.goto(`${trackEmbed}?cover=0`);
    await expect(page.getByRole('slider')).toBeVisible();
    await expect(page.getByRole('main').locator('img')).toBeHidden();
    await context.close();
  }
});

test('a cover whose file fails says so, and the player still plays', async ({ page }) => {
  await page.route('**/_img/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto(trackEmbed);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Picture unavailable: /);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await audioOf(page.mainFrame())).playing).toBe(true);
});
