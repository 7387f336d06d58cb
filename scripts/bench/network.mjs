#!/usr/bin/env node
/**
 * Wraps Playwright (its Chromium, throttled through the DevTools protocol); Lighthouse only simulates the link.
 * The first view on real, throttled links: loads every route in a 375 × 812 phone context
 * (fresh per load, cache off, CPU 4× slower unless --cpu-slowdown says, or as slow as a phone
 * tier; the header gives Lighthouse's BenchmarkIndex of the machine as it is and slowed, which
 * says what phone that makes it) under three link profiles (unthrottled; 1.6 Mbit/s down, 750 kbit/s up, 150 ms;
 * 400 kbit/s both ways, 300 ms) and prints, per
 * profile and route, the median of FCP, LCP, the load event, the moment the page's code has
 * run (`<html data-hydrated>`), the first tap on the menu button that opens the menu
 * (tapping every 250 ms from first paint), and an early tap: one tap at the first paint (the
 * menu button on Home, the first track's Play on Music) and the time from it until the menu is
 * open / the audio's time advances, or "lost" if it has not 3 s after the code has run. Beside
 * the paints it gives when the HTML and the largest paint's picture had arrived ("HTML in",
 * "picture in"): what of a paint is the link's, and what the page's. Per profile it also
 * measures the floor: the first route's largest picture alone on a page with no stylesheet and
 * no code, fetched and in the HTML (writeFloorPages), what no page could do better on that link
 * in that run, and the fetched one once more with the CPU not slowed: the link's and the
 * browser's share of it. The fetched floor is loaded once in every run of every route, in turn
 * with the builds, and each build's LCP is also given over it ("LCP over floor": the median of
 * each run's difference), which holds where the machine's speed drifts during a run and moves
 * every figure with it. Writes the medians (and the samples) to
 * .cache/bench-network.json. Figures only: nothing here asserts.
 *
 * Two loads per route and build: one without input (FCP, LCP, load, code ran: an input would
 * end LCP, and a loader that holds the code back may start it on input) and one that taps
 * (first working tap; skipped where the header is hidden, /music). With more builds they are
 * loaded in turn, load by load, so all see the same machine state.
 *
 *   npm run bench:network [-- --runs 5] [--without-first-view] [--first-view SCRIPT]… [--against DIR]…
 *                         [--again] [--taps all|home] [--routes /,/music] [--profiles 2,3]
 *                         [--cpu-slowdown 4|mid-tier|low-tier]
 *
 * Each option after --runs adds a build to compare with out/ (any number, all in one run):
 * --without-first-view is the shipped build without the post-build pipeline's first-view step:
 * out/ is copied to .cache/out-without-first-view and each page is replaced by the HTML Next.js
 * exported before the post-build steps (.next/server/app/, the same build), then only the
 * page-languages and content-security-policy steps run on it. --first-view MODULE does the same
 * with another version of that step (a module whose default export is a post-build Step, e.g.
 * one that holds the scripts back), into .cache/out-<module name>: a loading strategy judged
 * against the shipped one. To be sure that source is this very build, the page-languages,
 * first-view and content-security-policy steps are run on a copy of it, which must come out
 * byte for byte as out/. out/ and the shipped build step are never changed. --against DIR takes a build as it
 * is. --again measures out/ a second time as if it were another build ("shipped again"): how
 * far two builds that are the same apart come out in this run, the noise any other column's
 * difference is to be read against. --routes and --profiles (1-based) narrow a run while
 * trying things out. --cpu-slowdown sets the CPU's (4 unless given): the BenchmarkIndex in the
 * header says which phone a slowdown makes of this machine. `mid-tier` or `low-tier` instead
 * finds the slowdown that makes this machine score that phone's index (Chrome DevTools'
 * calibrated presets: a Pixel 5, a Moto G4 Power), so figures from two machines compare.
 */
import { execFileSync, execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { findChromium, quietChromium } from '../lib/find-chromium.mjs';
import { htmlFiles } from '../lib/html-files.mjs';
import { calibrateSlowdown, PHONE_TIERS } from './lib/cpu-calibration.mjs';
import { markdownTable } from './lib/markdown-table.mjs';
import { startStaticServer } from '../lib/static-server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    'without-first-view': { type: 'boolean' },
    // Repeatable: each adds a build; those of one option come in the order given (see "The builds" below).
    'first-view': { type: 'string', multiple: true, default: [] },
    against: { type: 'string', multiple: true, default: [] },
    again: { type: 'boolean' },
    taps: { type: 'string', default: 'all' },
    routes: { type: 'string' },
    profiles: { type: 'string' },
    'cpu-slowdown': { type: 'string', default: '4' },
  },
});
const RUNS = Number(values.runs) || 5;
const TAPS = values.taps;
const WITHOUT_FIRST_VIEW = values['without-first-view'];

const TAP_EVERY_MS = 250;
const LOAD_TIMEOUT_MS = 90_000;
/** How long no new largest-paint candidate must come before the last one is taken as the largest. */
const LCP_QUIET_MS = 1000;
const TOGGLE = 'button[aria-label="Menu"][aria-expanded]';
const CPU_OPTION = values['cpu-slowdown'];
/** The phone tier the CPU is calibrated to (PHONE_TIERS), if --cpu-slowdown names one. */
const CPU_TIER = PHONE_TIERS[CPU_OPTION] ? CPU_OPTION : null;
if (!CPU_TIER && !(Number(CPU_OPTION) >= 1))
  throw new Error(`--cpu-slowdown ${CPU_OPTION}: give a number from 1, or ${Object.keys(PHONE_TIERS).join(' or ')}`);
/**
 * How many times slower than this machine's the phone's CPU is made (DevTools' CPU throttling); a
 * tier's is found once the browser is up.
 */
let CPU_SLOWDOWN = Number(CPU_OPTION) || null;
/** The phone every measure loads in, the routes and the floor alike, so their figures compare. */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Throughput in bytes/s, latency in ms, as the DevTools protocol takes them. */
const ALL_PROFILES = [
  { name: 'unthrottled', conditions: { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 } },
  {
    name: '1.6 Mbit/s down, 750 kbit/s up, 150 ms',
    conditions: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  },
  {
    name: '400 kbit/s down, 400 kbit/s up, 300 ms',
    conditions: { offline: false, latency: 300, downloadThroughput: 400e3 / 8, uploadThroughput: 400e3 / 8 },
  },
];

/** The routes the end-to-end tests visit (e2e/routes.ts), read from its source: it imports TypeScript content. */
function readRoutes() {
  const source = readFileSync('e2e/routes.ts', 'utf8');
  const paths = [...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]);
  if (!paths.length) throw new Error("e2e/routes.ts lists no `path: '…'`: update readRoutes()");
  return paths;
}

/** Runs the post-build pipeline's `steps` on the export in `target`, with another first-view step if given. */
const postbuild = (target, steps, firstView) =>
  execFileSync(
    'npx',
    [
      'tsx',
      'scripts/build/postbuild/index.ts',
      target,
      '--steps',
      steps.join(','),
      ...(firstView ? ['--first-view', firstView] : []),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );

/** Throws unless the page steps make out/ of .next/server/app byte for byte: both are this one build. */
async function assertExportMatchesOut() {
  const check = '.cache/out-export-check';
  await copyExport(check);
  postbuild(check, ['first-view', 'content-security-policy']);
  for await (const file of htmlFiles('out')) {
    const again = path.join(check, path.relative('out', file));
    if (readFileSync(file, 'utf8') !== readFileSync(again, 'utf8')) {
      throw new Error(
        `${file} is not what page-languages + first-view + csp make of .next/server/app: ` +
          '.next/ is from another build (run `npm run build`), ' +
          "or out/ is a site folder's build and this run lacks its SITE_DIR " +
          "(page-languages reads the site's languages from it: SITE_DIR=e2e/sites/demo npm run bench:network …)",
      );
    }
  }
  rmSync(check, { recursive: true, force: true });
}

/**
 * out/ copied to dir with every page replaced by the HTML Next.js exported, each page's language
 * set and its first view's pictures preloaded (the build's steps before first-view that change
 * the site's own pages).
 */
async function copyExport(dir) {
  const exported = '.next/server/app';
  rmSync(dir, { recursive: true, force: true });
  mkdirSync('.cache', { recursive: true });
  cpSync('out', dir, { recursive: true });
  for await (const file of htmlFiles(dir)) {
    const relative = path.relative(dir, file);
    const source = path.join(exported, relative === '404.html' ? '_not-found.html' : relative);
    if (!existsSync(source))
      throw new Error(`${source} is missing: run \`npm run build\` (out/ and .next/ must come from one build)`);
    cpSync(source, file);
  }
  postbuild(dir, ['page-languages', 'picture-preloads']);
}

/** This build with another first-view step (none for --without-first-view); see the header. */
async function buildWithFirstView(script) {
  const dir = `.cache/out-${script ? path.basename(script, path.extname(script)) : 'without-first-view'}`;
  await copyExport(dir);
  postbuild(dir, script ? ['first-view', 'content-security-policy'] : ['content-security-policy'], script);
  return dir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs in the page before its own scripts: when the code has run (the attribute appears),
 * every LCP candidate, every tap, and when the menu toggle first says it is open.
 */
const INIT_SCRIPT = `(() => {
  const bench = (window.__bench = { hydrated: null, lcp: [], lcpUrl: [], taps: [], opened: null, openedTap: null });
  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      if (
        record.attributeName === 'data-hydrated' &&
        record.target === document.documentElement &&
        bench.hydrated === null
      )
        bench.hydrated = now;
      if (
        record.attributeName === 'aria-expanded' &&
        bench.opened === null &&
        record.target.getAttribute('aria-label') === 'Menu' &&
        record.target.getAttribute('aria-expanded') === 'true'
      ) {
        bench.opened = now;
        bench.openedTap = bench.taps.length ? bench.taps[bench.taps.length - 1] : null;
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'aria-expanded'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.lcp.push(entry.startTime);
      bench.lcpUrl.push(entry.url);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener('pointerdown', (event) => bench.taps.push(event.timeStamp), { capture: true, passive: true });
  // Every media element that is asked to play, in the page or not: an early Play may use one of its own.
  bench.media = new Set();
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    bench.media.add(this);
    return play.call(this);
  };
})();`;

/**
 * A fresh phone context with the link, the CPU (CPU_SLOWDOWN unless `cpuSlowdown` says) and the
 * cache set; closed after use.
 */
async function withPage(browser, profile, measure, { cpuSlowdown = CPU_SLOWDOWN } = {}) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(INIT_SCRIPT);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', profile.conditions);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    return await measure(page, cdp);
  } finally {
    await context.close();
  }
}

/**
 * FCP, LCP, load and code-ran times (ms from navigation start) of a load with no input, and when
 * the HTML and the largest paint's picture (if it was fetched) had arrived: what of the paint is
 * the link's. `code: false` for a page that has none.
 */
function lookLoad(browser, profile, url, { code = true, cpuSlowdown } = {}) {
  return withPage(
    browser,
    profile,
    async (page) => {
      await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
      if (code)
        await page.waitForFunction(() => window.__bench.hydrated !== null, null, {
          timeout: LOAD_TIMEOUT_MS,
          polling: 100,
        });
      // Pictures the code swaps in or that finish after load can still be LCP candidates.
      await page.waitForTimeout(300);
      const menu = await page.locator(TOGGLE).isVisible();
      const times = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0];
        const lcpUrl = window.__bench.lcpUrl.at(-1);
        return {
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          lcp: window.__bench.lcp.at(-1) ?? null,
          load: navigation?.loadEventStart ?? null,
          hydrated: window.__bench.hydrated,
          html: navigation?.responseEnd ?? null,
          picture: (lcpUrl && performance.getEntriesByName(lcpUrl, 'resource')[0]?.responseEnd) || null,
        };
      });
      return { ...times, menu };
    },
    { cpuSlowdown },
  );
}

/** How many readings of the index each figure is the median of: one can be 30% off the next. */
const INDEX_READINGS = 3;

async function measureIndex(browser, cpuSlowdown) {
  const readings = [];
  for (let reading = 0; reading < INDEX_READINGS; reading++) {
    readings.push(
      await withPage(browser, ALL_PROFILES[0], (page) => page.evaluate(pageFunctions.computeBenchmarkIndex), {
        cpuSlowdown,
      }),
    );
  }
  return median(readings);
}

/**
 * Lighthouse's BenchmarkIndex of this machine's browser, as it is and with the CPU slowed as the
 * loads are: the slowdown is relative to the host, and the index says what phone that makes it.
 * Lighthouse's classes for it: high-end desktop 1500–2000, low-end desktop 1000–1500, high-end
 * phone 800–1200, mid-tier phone 125–800, low-end phone under 125.
 */
async function benchmarkIndex(browser) {
  return { host: await measureIndex(browser, 1), slowed: await measureIndex(browser, CPU_SLOWDOWN) };
}

/** The slowdown that makes this machine score the tier's phone (calibrateSlowdown). */
async function calibrate(browser, tier) {
  const calibration = await calibrateSlowdown((rate) => measureIndex(browser, rate), PHONE_TIERS[tier].index);
  if (calibration.tooWeak)
    process.stderr.write(
      `bench-network: this machine (index ${Math.round(calibration.host)}) ` +
        `is already slower than a ${tier} phone (${PHONE_TIERS[tier].index}): CPU not slowed\n`,
    );
  return calibration;
}

/**
 * When (ms from navigation start) the tap that first opened the menu was made, tapping every
 * 250 ms from first paint.
 */
function tapLoad(browser, profile, url) {
  return withPage(browser, profile, async (page, cdp) => {
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: LOAD_TIMEOUT_MS,
      polling: 50,
    });
    const box = await page.locator(TOGGLE).boundingBox();
    if (!box) throw new Error(`${url}: no menu button at first paint`);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Taps are sent on a clock, not after the page acknowledges the last one: a finger does not wait either.
    let tapping = true;
    const pending = [];
    const tap = () => {
      if (!tapping) return;
      pending.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] }).catch(() => {}));
      pending.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).catch(() => {}));
    };
    tap();
    const timer = setInterval(tap, TAP_EVERY_MS);
    try {
      await page.waitForFunction(() => window.__bench.opened !== null, null, { timeout: LOAD_TIMEOUT_MS, polling: 50 });
    } finally {
      tapping = false;
      clearInterval(timer);
    }
    await Promise.all(pending);
    return page.evaluate(() => ({ tap: window.__bench.openedTap, taps: window.__bench.taps.length }));
  });
}

/** What an early tap is made on, per route, and how its effect shows. */
const EARLY_TAPS = {
  '/': { control: TOGGLE, effect: () => window.__bench.opened },
  '/music': {
    control: '.rhap_play-pause-button',
    effect: () =>
      [...window.__bench.media].some((media) => !media.paused && media.currentTime > 0) && performance.now(),
  },
};
/** How long after the code has run an early tap may still take effect before it counts as lost. */
const LOST_AFTER_MS = 3000;

/**
 * One tap at the first paint (menu button on Home, the first track's Play on Music), and the
 * time (ms from that tap) until the menu is open / the audio's time advances; null if it never
 * does (the tap was lost).
 */
function earlyTapLoad(browser, profile, url, route) {
  const { control, effect } = EARLY_TAPS[route];
  return withPage(browser, profile, async (page, cdp) => {
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: LOAD_TIMEOUT_MS,
      polling: 16,
    });
    const box = await page.locator(control).first().boundingBox();
    if (!box) throw new Error(`${url}: nothing to tap (${control}) at first paint`);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => window.__bench.hydrated !== null, null, { timeout: LOAD_TIMEOUT_MS, polling: 50 });
    // `effect` gives the moment it showed (ms from navigation start), or nothing yet.
    const shown = await page
      .waitForFunction(effect, null, { timeout: LOST_AFTER_MS, polling: 16 })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    return shown === null ? null : shown - (await page.evaluate(() => window.__bench.taps[0]));
  });
}

/**
 * The least a page can be, for reading the routes' figures against: the first route's largest
 * picture as a phone gets it (its file and its size on screen) under one line of text, on a page
 * of its own with no stylesheet and no code. Two such pages: `fetched` preloads the picture from
 * the head, as the site does; `in the HTML` carries it as a data: URL, so nothing follows the HTML.
 * What a route takes beyond them is its own; what they take is the link's, the CPU's and the
 * browser's. Null when that route's largest paint is not a picture.
 */
async function writeFloorPages(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    // The largest paint is the last candidate once they stop coming: on a slow machine the text
    // is a candidate before the picture is, so the first callback alone may not hold the picture.
    const largest = await page.evaluate(
      (quietMs) =>
        new Promise((resolve) => {
          let last = null;
          let settle = 0;
          const answer = () => {
            const box = last?.element?.getBoundingClientRect();
            resolve(
              last?.url && box ? { src: last.url, width: Math.round(box.width), height: Math.round(box.height) } : null,
            );
          };
          new PerformanceObserver((list) => {
            last = list.getEntries().at(-1) ?? last;
            clearTimeout(settle);
            settle = setTimeout(answer, quietMs);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
      LCP_QUIET_MS,
    );
    if (!largest) return null;
    const response = await fetch(largest.src);
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    const dir = '.cache/bench-floor';
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const file = `picture${path.extname(new URL(largest.src).pathname)}`;
    writeFileSync(path.join(dir, file), bytes);
    const floorPage = (head, src) =>
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>Floor</title>${head}</head>` +
      '<body><p>One line of text above the picture.</p>' +
      `<img src="${src}" width="${largest.width}" height="${largest.height}" alt="" fetchpriority="high">` +
      '</body></html>';
    writeFileSync(
      path.join(dir, 'fetched.html'),
      floorPage(`<link rel="preload" as="image" href="/${file}" fetchpriority="high">`, `/${file}`),
    );
    writeFileSync(path.join(dir, 'in-html.html'), floorPage('', `data:${type};base64,${bytes.toString('base64')}`));
    return {
      dir,
      bytes: bytes.length,
      ...largest,
      pages: [
        { name: 'picture fetched', route: '/fetched' },
        { name: 'picture in the HTML', route: '/in-html' },
        // The link's and the browser's share of the floor alone.
        { name: 'picture fetched, CPU not slowed', route: '/fetched', cpuSlowdown: 1 },
      ],
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// The builds.
if (!existsSync('out/index.html')) {
  process.stderr.write('bench-network: no out/index.html, building\n');
  execSync('npm run build', { stdio: ['ignore', 'inherit', 'inherit'] });
}
const builds = [{ name: 'shipped', dir: 'out' }];
const firstViews = values['first-view'];
if (WITHOUT_FIRST_VIEW || firstViews.length) await assertExportMatchesOut();
for (const script of firstViews)
  builds.push({ name: path.basename(script, path.extname(script)), dir: await buildWithFirstView(script) });
if (WITHOUT_FIRST_VIEW) builds.push({ name: 'without first-view step', dir: await buildWithFirstView(null) });
if (values.again) builds.push({ name: 'shipped again', dir: 'out' });
for (const dir of values.against) {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`--against ${dir}: no index.html there`);
  builds.push({ name: path.basename(path.resolve(dir)), dir });
}

function fail(message) {
  throw new Error(message);
}

const routes = values.routes?.split(',') ?? readRoutes();
const PROFILES =
  values.profiles
    ?.split(',')
    .map((n) => ALL_PROFILES[Number(n) - 1] ?? fail(`--profiles ${n}: give 1 to ${ALL_PROFILES.length}`)) ??
  ALL_PROFILES;
const METRICS = ['html', 'fcp', 'picture', 'lcp', 'overFloor', 'load', 'hydrated', 'tap', 'early'];
const started = Date.now();
const servers = [];
const results = [];
/** The floor pages (writeFloorPages) and their medians per profile. */
let floor = null;
const floorResults = [];
const browser = await chromium.launch({
  executablePath: findChromium().executablePath,
  args: quietChromium,
});
let benchmark;
let calibration = null;
try {
  if (CPU_TIER) {
    calibration = await calibrate(browser, CPU_TIER);
    CPU_SLOWDOWN = calibration.rate;
  }
  benchmark = await benchmarkIndex(browser);
  for (const build of builds) {
    const server = await startStaticServer(build.dir, await freePort());
    servers.push(server);
    build.origin = server.origin;
  }
  floor = await writeFloorPages(browser, `${builds[0].origin}${routes[0]}`);
  if (floor) {
    const server = await startStaticServer(floor.dir, await freePort());
    servers.push(server);
    floor.origin = server.origin;
  } else process.stderr.write(`${routes[0]}: its largest paint is no picture, so there is no floor to measure\n`);
  for (const profile of PROFILES) {
    const floorRow = (name, samples) => ({
      profile: profile.name,
      page: name,
      ...Object.fromEntries(Object.entries(samples).map(([metric, values]) => [metric, median(values)])),
      samples,
    });
    // The fetched floor is loaded in turn with the routes (below); the other on its own here.
    const [fetchedFloor, ...otherFloors] = floor?.pages ?? [];
    const separateFloorRows = [];
    for (const { name, route, cpuSlowdown } of otherFloors) {
      const samples = { html: [], fcp: [], picture: [], lcp: [], load: [] };
      for (let run = 0; run < RUNS; run++) {
        const look = await lookLoad(browser, profile, `${floor.origin}${route}`, { code: false, cpuSlowdown });
        for (const metric of Object.keys(samples)) samples[metric].push(look[metric]);
      }
      separateFloorRows.push(floorRow(name, samples));
    }
    const fetchedFloorSamples = { html: [], fcp: [], picture: [], lcp: [], load: [] };
    /** The fetched floor page, once per run of a route: the same minute's machine as the builds' loads. */
    const loadFloor = async () => {
      const look = await lookLoad(browser, profile, `${floor.origin}${fetchedFloor.route}`, { code: false });
      for (const metric of Object.keys(fetchedFloorSamples)) fetchedFloorSamples[metric].push(look[metric]);
      return look.lcp;
    };
    for (const route of routes) {
      const samples = builds.map(() => Object.fromEntries(METRICS.map((metric) => [metric, []])));
      let menu = false;
      for (let run = 0; run < RUNS; run++) {
        // Alternate which build goes first, so neither always follows the other; the floor goes
        // first or last in turn with them.
        const order = run % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
        let floorLcp = fetchedFloor && run % 2 ? await loadFloor() : null;
        for (const index of order) {
          const look = await lookLoad(browser, profile, `${builds[index].origin}${route}`);
          for (const metric of ['html', 'fcp', 'picture', 'lcp', 'load', 'hydrated'])
            samples[index][metric].push(look[metric]);
          if (index === 0) menu = look.menu;
        }
        if (fetchedFloor && !(run % 2)) floorLcp = await loadFloor();
        // Each load's largest paint over the floor's of the same run: a machine that is slower
        // for a while slows both, so the difference holds where the seconds drift.
        for (const index of fetchedFloor ? builds.keys() : []) {
          const lcp = samples[index].lcp.at(-1);
          samples[index].overFloor.push(
            typeof lcp === 'number' && typeof floorLcp === 'number' ? lcp - floorLcp : null,
          );
        }
        if (menu && (TAPS === 'all' || route === '/')) {
          for (const index of order)
            samples[index].tap.push((await tapLoad(browser, profile, `${builds[index].origin}${route}`)).tap);
        }
        if (EARLY_TAPS[route]) {
          for (const index of order)
            samples[index].early.push(await earlyTapLoad(browser, profile, `${builds[index].origin}${route}`, route));
        }
      }
      for (const [index, build] of builds.entries()) {
        const medians = Object.fromEntries(METRICS.map((metric) => [metric, median(samples[index][metric])]));
        // Early taps: how many of the runs' taps were lost; the median is over those that took effect.
        medians.lost = samples[index].early.filter((took) => took === null).length;
        results.push({ profile: profile.name, route, build: build.name, ...medians, samples: samples[index] });
      }
      process.stderr.write(`${profile.name} ${route}: measured (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
    }
    if (fetchedFloor) floorResults.push(floorRow(fetchedFloor.name, fetchedFloorSamples));
    floorResults.push(...separateFloorRows);
  }
} finally {
  const version = browser.version();
  await browser.close();
  for (const server of servers) server.stop();
  builds.version = version;
}

/** "calibrated to a mid-tier phone, Pixel 5, index 1000; " when a tier set the slowdown. */
function cpuTierNote() {
  if (!CPU_TIER) return '';
  const { phone, index } = PHONE_TIERS[CPU_TIER];
  const slower = calibration.tooWeak ? ', which this machine is slower than already' : '';
  return `calibrated to a ${CPU_TIER} phone, ${phone}, index ${index}${slower}; `;
}

const seconds = (ms) => (ms === null || ms === undefined ? '–' : (ms / 1000).toFixed(2));
const names = builds.map((build) => build.name);
const COLUMNS = [
  ['HTML in', 'html'],
  ['FCP', 'fcp'],
  ['picture in', 'picture'],
  ['LCP', 'lcp'],
  ['LCP over floor', 'overFloor'],
  ['load', 'load'],
  ['code ran', 'hydrated'],
  ['first working tap', 'tap'],
  ['early tap', 'early'],
];
/**
 * A cell: seconds, and for early taps how many of the runs' taps were lost ("0.08, 0/7 lost";
 * "lost" when all were).
 */
const cell = (row, key) => {
  if (key === 'overFloor') {
    return row[key] === null ? '–' : `${row[key] < 0 ? '−' : '+'}${seconds(Math.abs(row[key]))}`;
  }
  if (key !== 'early' || !row.samples.early.length) return seconds(row[key]);
  const lost = `${row.lost}/${row.samples.early.length} lost`;
  return row[key] === null ? lost : `${seconds(row[key])} (${lost})`;
};
console.log(
  `First view on throttled links · Chromium ${builds.version}, ` +
    `${PHONE.viewport.width} × ${PHONE.viewport.height} phone, CPU ${CPU_SLOWDOWN}× ` +
    `(${cpuTierNote()}Lighthouse BenchmarkIndex ${Math.round(benchmark.host)}, ` +
    `slowed ${Math.round(benchmark.slowed)}), cache off · median of ${RUNS} · seconds from navigation · ` +
    `${names.join(' / ')} · same run, ${((Date.now() - started) / 60000).toFixed(1)} min`,
);
for (const profile of PROFILES) {
  console.log(`\n${profile.name}`);
  const rows = routes.map((route) => {
    const byBuild = builds.map((build) =>
      results.find((row) => row.profile === profile.name && row.route === route && row.build === build.name),
    );
    return [
      route,
      ...COLUMNS.map(([, key]) =>
        byBuild.every((row) => row[key] === null && !row.samples[key].length)
          ? ''
          : byBuild.map((row) => cell(row, key)).join(' / '),
      ),
    ];
  });
  console.log(
    markdownTable(
      ['route', ...COLUMNS.map(([label]) => (builds.length > 1 ? `${label} ${names.join(' / ')}` : label))],
      rows,
    ),
  );
  const floors = floorResults.filter((row) => row.profile === profile.name);
  if (floors.length) {
    console.log(
      `\nFloor: ${routes[0]}'s largest picture (${floor.bytes} bytes, ${floor.width} × ${floor.height}) ` +
        'under a line of text, no stylesheet, no code; ' +
        'the fetched one loaded once per run of every route, in turn with the builds',
    );
    console.log(
      markdownTable(
        ['page', 'HTML in', 'FCP', 'picture in', 'LCP', 'load'],
        floors.map((row) => [
          row.page,
          ...['html', 'fcp', 'picture', 'lcp', 'load'].map((metric) => seconds(row[metric])),
        ]),
      ),
    );
  }
}

const report = {
  runs: RUNS,
  chromium: builds.version,
  cpuSlowdown: CPU_SLOWDOWN,
  cpuTier: CPU_TIER && { tier: CPU_TIER, ...PHONE_TIERS[CPU_TIER], calibration },
  benchmarkIndex: benchmark,
  viewport: `${PHONE.viewport.width}x${PHONE.viewport.height}@${PHONE.deviceScaleFactor}`,
  tapEveryMs: TAP_EVERY_MS,
  profiles: PROFILES,
  builds: builds.map(({ name, dir }) => ({ name, dir })),
  unit: 'ms from navigation start',
  rows: results,
  floor: floor && {
    route: routes[0],
    bytes: floor.bytes,
    width: floor.width,
    height: floor.height,
    rows: floorResults,
  },
};
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/bench-network.json', `${JSON.stringify(report, null, 2)}\n`);
process.exit(0);
