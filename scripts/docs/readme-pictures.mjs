#!/usr/bin/env node
/**
 * Wraps Playwright (the e2e tests' Chromium takes the pictures) and sharp (lays them out, encodes WebP).
 * The README's pictures of the site, made from the built out/ (built first if it is missing),
 * served by scripts/lib/static-server.mjs and stopped again here:
 *   - hero.webp: Home at desktop width beside Music at phone width, in one image;
 *   - phone-<page>.webp: every page at phone width, whole, and phone-<page>-thumb.webp, its
 *     first screen small, for the row that links to them;
 *   - preview-<kind>.webp: the link-preview image (og:image) of a page, a project's page and a
 *     track's page, as the build drew it, and preview-<kind>-thumb.webp, small, for their row;
 *   - the same in the dark theme (a visitor whose system is dark): hero-dark.webp, and
 *     phone-<page>-dark.webp with phone-<page>-dark-thumb.webp for every page but Music, which
 *     is black in both themes (phone-music.webp shows it).
 * Fixed viewports, motion reduced (no intro, no slideshow timer, no entrance animations) and
 * every picture loaded before the shot, so two runs give the same files. Fails when a file is
 * over 250 KB or all of them over 1.5 MB: the README is read on phones too.
 *   npm run readme:pictures [-- --port 4391]
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { findChromium, quietChromium } from '../lib/find-chromium.mjs';
import { sideBySide } from './side-by-side.mjs';
import { startStaticServer } from '../lib/static-server.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4391' }, out: { type: 'string', default: 'docs/pictures' } },
});
const PORT = Number(values.port);
const OUT_DIR = values.out;

/** Limits per file and for all of them (bytes). */
const MAX_FILE = 250_000;
const MAX_TOTAL = 1_500_000;

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
};
/** The pages in the README's order. */
const PAGES = [
  { name: 'home', route: '/' },
  { name: 'projects', route: '/projects' },
  { name: 'contact', route: '/contact' },
  { name: 'about', route: '/about' },
  { name: 'music', route: '/music' },
  { name: 'services', route: '/services' },
];
/** Six phone pages, or three link previews, to a row of a README on GitHub (about 800 px). */
const THUMB_WIDTH = 125;
const PREVIEW_THUMB_WIDTH = 260;
const HERO = { height: 812, gap: 48, padding: 48, background: '#8c959f' };
/** Lossy WebP: screenshots of text at this quality read as sharp as the PNG at a fraction of its bytes. */
const WEBP = { quality: 82, effort: 6 };

if (!existsSync('out/index.html')) {
  console.log('readme-pictures: no out/index.html, building the site first');
  execSync('npm run build', { stdio: 'inherit' });
}

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });

const server = await startStaticServer('out', PORT);
const browser = await chromium.launch({
  executablePath: findChromium().executablePath,
  args: [...quietChromium, '--font-render-hinting=none'],
});
try {
  const phone = await openContext('phone');
  for (const colorScheme of ['light', 'dark']) {
    const suffix = colorScheme === 'dark' ? '-dark' : '';
    const desktopIn = await openContext('desktop', colorScheme);
    const phoneIn = await openContext('phone', colorScheme);
    const homeDesktop = await shoot(desktopIn, '/', { fullPage: false });
    // Music is black in both themes: the light run's pictures show it.
    const pages = PAGES.filter(({ name }) => !suffix || name !== 'music');
    const phoneShots = {};
    for (const { name, route } of pages) {
      phoneShots[name] = {
        screen: await shoot(phoneIn, route, { fullPage: false }),
        whole: await shoot(phoneIn, route, { fullPage: true }),
      };
    }
    const music = phoneShots.music?.screen ?? (await shoot(phone, '/music', { fullPage: false }));
    const hero = await sideBySide([homeDesktop, music], HERO);
    await write(`hero${suffix}.webp`, hero.image.webp(WEBP));
    for (const { name } of pages) {
      await write(`phone-${name}${suffix}.webp`, sharp(phoneShots[name].whole).webp(WEBP));
      await write(
        `phone-${name}${suffix}-thumb.webp`,
        sharp(phoneShots[name].screen).resize({ width: THUMB_WIDTH }).webp(WEBP),
      );
    }
    await desktopIn.close();
    await phoneIn.close();
  }

  // The preview image each kind of shared page names, as the build drew it.
  const previews = { page: '/', project: firstPageIn('projects'), track: firstPageIn('music') };
  for (const [kind, route] of Object.entries(previews)) {
    const image = await ogImageOf(phone, route);
    await write(`preview-${kind}.webp`, sharp(image).webp(WEBP));
    await write(`preview-${kind}-thumb.webp`, sharp(image).resize({ width: PREVIEW_THUMB_WIDTH }).webp(WEBP));
  }
} finally {
  await browser.close();
  server.stop();
}

checkSizes();

/**
 * A browser context at a fixed viewport, motion reduced, its system set to `colorScheme`, that
 * never leaves the local server.
 */
async function openContext(viewportName, colorScheme = 'light') {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewportName],
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    // The whole-page pictures' own style (in shoot) is an inline one the site's policy refuses.
    bypassCSP: true,
    colorScheme,
    ...(viewportName === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
  await context.route(
    (url) => url.origin !== server.origin,
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

/** A PNG of `route` once its code has run and every picture on it has loaded. */
async function shoot(context, route, { fullPage }) {
  const page = await context.newPage();
  try {
    await page.goto(server.origin + route, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(() => document.fonts.ready);
    if (fullPage) await bringEverythingIn(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    return await page.screenshot({
      fullPage,
      animations: 'disabled',
      caret: 'hide',
      type: 'png',
      // The whole page as a visitor scrolling down sees it: rows laid out only near the window
      // (content-visibility) are drawn too.
      style: '* { content-visibility: visible !important; }',
    });
  } finally {
    await page.close();
  }
}

/**
 * Scrolls down a screen at a time so that what loads near the screen (lazy pictures, the music
 * players) loads, then waits until every picture shown has loaded: a whole-page shot is taken
 * at once. Pictures hidden at this width (no box) never load, and are not waited for.
 */
async function bringEverythingIn(page) {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: window.innerHeight,
  }));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState('networkidle');
  }
  await page.waitForFunction(
    () => [...document.images].every((image) => image.complete || !image.getClientRects().length),
    null,
    { timeout: 15_000 },
  );
}

/** The first of a folder's pages in out/ (as .lighthouserc.js picks one project and one track). */
function firstPageIn(folder) {
  const page = readdirSync(path.join('out', folder))
    .filter((file) => file.endsWith('.html'))
    .sort()[0];
  if (!page) throw new Error(`out/${folder}/ has no page`);
  return `/${folder}/${page.slice(0, -'.html'.length)}`;
}

/** The bytes of the og:image `route` names, fetched from the local server by its path. */
async function ogImageOf(context, route) {
  const page = await context.newPage();
  try {
    await page.goto(server.origin + route);
    const url = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    if (!url) throw new Error(`${route} names no og:image`);
    // The address is absolute on the public site (SITE_URL): the same path is served here.
    const response = await fetch(server.origin + new URL(url, server.origin).pathname);
    if (!response.ok) throw new Error(`${route}: its og:image ${url} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  } finally {
    await page.close();
  }
}

async function write(name, image) {
  const file = path.join(OUT_DIR, name);
  const data = await image.toBuffer();
  writeFileSync(file, data);
  const { width, height } = await sharp(data).metadata();
  console.log(`${file}  ${width} × ${height}  ${(data.length / 1000).toFixed(1)} KB`);
}

function checkSizes() {
  const files = readdirSync(OUT_DIR).map((name) => ({ name, bytes: statSync(path.join(OUT_DIR, name)).size }));
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  const tooBig = files.filter((file) => file.bytes > MAX_FILE);
  console.log(`${files.length} pictures, ${(total / 1000).toFixed(1)} KB in all`);
  for (const file of tooBig)
    console.error(
      `${file.name}: ${(file.bytes / 1000).toFixed(1)} KB, over the ${MAX_FILE / 1000} KB a picture may weigh`,
    );
  if (total > MAX_TOTAL)
    console.error(
      `All pictures: ${(total / 1000).toFixed(1)} KB, over the ${MAX_TOTAL / 1000} KB they may weigh together`,
    );
  if (tooBig.length || total > MAX_TOTAL) process.exit(1);
}
