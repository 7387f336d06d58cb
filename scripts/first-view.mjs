#!/usr/bin/env node
/**
 * No package does this: Next.js writes these script and stylesheet tags itself and has no option to order them.
 * After the static export, before the Content-Security-Policy is computed:
 *
 * 1. The page's scripts (React, Next.js, its components) are requested once the first view
 * has painted with its picture, or 250 ms after the visitor asked for the page if it has not
 * painted by then (a slow link or device, where waiting longer would leave the connection
 * idle), or at once when the visitor touches the screen, presses a key or focuses a field.
 * The first view's picture is preloaded from the top of the head
 * (components/picture/PictureView.tsx), so on a slow link the scripts follow it rather than
 * compete with it, and on a fast link they wait one paint.
 * On that slow path only the largest script is requested (the list is ordered by size) until
 * the first view has painted with its picture (or 2 s); the others follow. Inserting them all
 * costs a phone's main thread 20–30 ms, which the first paint (or the picture's, when it had
 * just arrived) waited for. A throttled link is shared evenly between the requests in flight:
 * the Music page's 13 KB cover, sharing 400 kbit/s with nine scripts, painted at 1.8 s
 * instead of 1.5 s. One large script keeps the link busy meanwhile, so the code is not later
 * for it (waiting with no script at all left the link idle for a round trip: code 0.2–0.3 s
 * later).
 * Measured in a throttled Chromium (`npm run bench:network`, docs/performance.md "On a real slow link"):
 * holding them until the load event, as this step first did, made every page usable
 * 0.2–0.7 s later; not holding them at all made Lighthouse's simulated LCP ~2 s, because it
 * replays the unthrottled load, where they finished before the first paint.
 *
 * Each `<script src async>` Next.js writes for /_next/ (and its script preload) is replaced by
 * one inline loader carrying the list in data-deferred-src, placed before the stylesheets (an
 * inline script after a stylesheet link would wait for it); `nomodule` polyfills are left.
 * Text typed before the code arrives is kept (components/contact/ContactForm.tsx).
 *
 * 2. Stylesheet preloads for what the page does not show are dropped: Next.js preloads the
 * 404 page's CSS on every page in case a client-side navigation renders it, which cannot
 * happen in a static export (a missing page is a full load of 404.html, with its own
 * stylesheet). Were one ever needed, React would add the stylesheet at that moment.
 *
 * 4. The page's stylesheets are written into it, each as a <style> where its link was (the same
 * order, so the same cascade): a render-blocking stylesheet costs the first paint a round trip
 * after the HTML (0.1–0.2 s of a 0.6 s first view on slow 4G), and a page's are 2.5–4.5 KB
 * compressed. Next.js's own experimental.inlineCss also writes each rule into the page's React
 * payload, growing Home's compressed HTML by 7.5 KB instead of 3.6. The link stays, disabled
 * (never fetched, never applied): React finds a page's stylesheets by their links, takes one it
 * finds as loaded, and would otherwise add and fetch it again once the code runs. Client-side
 * navigation to another page brings that page's stylesheets as links, as before.
 *   node scripts/first-view.mjs [out]
 */
import { statSync } from 'node:fs';
import { buildSync, transformSync } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlFiles } from './html-files.mjs';

const out = path.resolve(process.argv[2] ?? 'out');

/**
 * Milliseconds from navigation start: a first view not painted by then is on a slow link or
 * device. An unthrottled load paints in 70–160 ms (Lighthouse's observed runs here), a
 * 1.6 Mbit/s, 150 ms link in ~500 ms.
 */
const SLOW_LINK_MS = 250;

/** The longest the other scripts wait on that slow path for the first view to paint. */
const FIRST_VIEW_WAIT_MS = 2000;

/**
 * The loader, the same on every page (one CSP hash), written here as a function and sent as
 * its minified text. The first view has painted once the document is parsed, its
 * high-priority pictures are decoded, and two frames have passed.
 * A hidden tab runs no frames: the timer starts it anyway.
 */
/* global document, performance, requestAnimationFrame, addEventListener */
function loader() {
  const list = document.currentScript.dataset.deferredSrc.split(' ');
  let sent = 0;
  const send = (count) => {
    for (; sent < count; sent++) {
      const script = document.createElement('script');
      script.src = list[sent];
      // As an attribute: React finds the scripts Next.js asks it for by script[async][src],
      // and without it requested them a second time.
      script.async = true;
      document.head.appendChild(script);
    }
  };
  const start = () => send(list.length);
  addEventListener(
    'DOMContentLoaded',
    () =>
      Promise.all(
        [...document.querySelectorAll('img[fetchpriority=high]')].filter((img) => !img.currentSrc.startsWith('data:')).map((img) => img.decode().catch(() => {})),
      ).then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)))),
    { once: true },
  );
  setTimeout(
    () => {
      send(1);
      setTimeout(start, FIRST_VIEW_WAIT_MS);
    },
    Math.max(0, SLOW_LINK_MS - performance.now()),
  );
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) addEventListener(type, start, { once: true, passive: true, capture: true });
}

/**
 * Minified: it is in every page, and a page's first 14.6 KB (compressed) come in the first
 * round trip of a new connection (TCP's initial window, which Lighthouse models too); the
 * track pages were just over it, which cost their first paint a round trip.
 */
const LOADER = transformSync(`(${loader})()`, {
  minify: true,
  target: 'es2017',
  define: { SLOW_LINK_MS: String(SLOW_LINK_MS), FIRST_VIEW_WAIT_MS: String(FIRST_VIEW_WAIT_MS) },
}).code.trim();

/**
 * 3. The controls people tap first work before the scripts have run (components/early/earlyTaps.ts),
 * from the same inline script: it is parsed before the body, so it is ready at the first paint.
 */
const EARLY_TAPS = buildSync({
  stdin: { contents: "import { installEarlyTaps } from './components/early/earlyTaps';\ninstallEarlyTaps();", resolveDir: process.cwd(), loader: 'ts' },
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  write: false,
}).outputFiles[0].text.trim();

const asyncScript = /<script src="([^"]+)" async=""><\/script>/g;
const scriptPreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/g;
const firstStylesheet = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>/;

/** The page with its Next.js scripts requested by the loader, or unchanged when it has none. */
function deferScripts(html) {
  const sources = [];
  const withoutScripts = html
    .replace(asyncScript, (tag, src) => {
      if (!src.includes('/_next/')) return tag;
      sources.push(src);
      return '';
    })
    .replace(scriptPreload, '');
  if (!sources.length) return html;
  if (sources.some((src) => /[\s"]/.test(src))) throw new Error(`unexpected script URL in ${sources.join(', ')}`);
  const at = withoutScripts.search(firstStylesheet);
  if (at === -1) throw new Error('a page with scripts and no stylesheet: place the loader by hand');
  // Largest first: the one the loader sends alone while the first view's picture arrives.
  sources.sort((a, b) => sizeOf(b) - sizeOf(a));
  const loader = `<script data-deferred-src="${sources.join(' ')}">${LOADER}${EARLY_TAPS}</script>`;
  return withoutScripts.slice(0, at) + loader + withoutScripts.slice(at);
}

const stylePreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="style")[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The page without preloads of stylesheets it does not link. */
function dropUnusedStylePreloads(html) {
  const linked = new Set([...html.matchAll(/<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]));
  return html.replace(stylePreload, (tag, href) => (linked.has(href) ? tag : ''));
}

const stylesheetLink = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*\/?>/g;

/** The page with each of its stylesheets' rules in a <style> before its (now disabled) link. */
async function inlineStylesheets(html) {
  const sheets = new Map();
  for (const [, href] of html.matchAll(stylesheetLink)) {
    if (!href.includes('/_next/')) throw new Error(`unexpected stylesheet ${href}`);
    const css = (await readFile(path.join(out, href.slice(href.indexOf('/_next/'))), 'utf8')).replace(/\n\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();
    // Rules are read relative to the page now: a relative url() would point elsewhere.
    if (/url\((?!\s*['"]?(?:data:|\/|#))/i.test(css)) throw new Error(`${href} has a relative url(): inline it by hand`);
    if (/<\/style/i.test(css)) throw new Error(`${href} would end its <style> early`);
    sheets.set(href, css);
  }
  return html.replace(stylesheetLink, (tag, href) => `<style>${sheets.get(href)}</style>${tag.replace(/\/?>$/, ' disabled=""/>')}`);
}

/** The size of a script the page names (with or without a base path before /_next/). */
function sizeOf(src) {
  return statSync(path.join(out, src.slice(src.indexOf('/_next/')))).size;
}

let pages = 0;
for await (const file of htmlFiles(out)) {
  const html = await readFile(file, 'utf8');
  if (html.includes('data-deferred-src=')) throw new Error(`${file} is already done: run on a fresh build`);
  const deferred = deferScripts(html);
  if (deferred !== html) pages++;
  await writeFile(file, await inlineStylesheets(dropUnusedStylePreloads(deferred)));
}
console.log(`first-view: ${pages} pages load their scripts after the first paint (or ${SLOW_LINK_MS} ms after navigation on a slow link), their stylesheets in the page`);
