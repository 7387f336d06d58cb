#!/usr/bin/env node
/**
 * No package does this: Next.js writes the stylesheet preloads itself and has no option to leave one out.
 * After the static export, before the Content-Security-Policy is computed: drops the
 * stylesheet preloads for what the page does not show. Next.js preloads the 404 page's CSS on
 * every page in case a client-side navigation renders it, which cannot happen in a static
 * export (a missing page is a full load of 404.html, with its own stylesheet). Were one ever
 * needed, React would add the stylesheet at that moment.
 *
 * The page's scripts are left as Next.js writes them (async, low priority, requested with the
 * stylesheets). The first view's picture is preloaded from the head instead
 * (components/picture/PictureView.tsx): holding the scripts back until the page had loaded
 * (this step's former job) won the largest paint a little but made every page usable
 * 0.2–0.7 s later on a throttled phone; `npm run bench:network` measured both (README,
 * "On a real slow link").
 *   node scripts/first-view.mjs [out]
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { htmlFiles } from './html-files.mjs';

const out = path.resolve(process.argv[2] ?? 'out');

const stylePreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="style")[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The page without preloads of stylesheets it does not link. */
function dropUnusedStylePreloads(html) {
  const linked = new Set([...html.matchAll(/<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]));
  return html.replace(stylePreload, (tag, href) => (linked.has(href) ? tag : ''));
}

let pages = 0;
for await (const file of htmlFiles(out)) {
  const html = await readFile(file, 'utf8');
  const trimmed = dropUnusedStylePreloads(html);
  if (trimmed === html) continue;
  pages++;
  await writeFile(file, trimmed);
}
console.log(`first-view: ${pages} pages preload no stylesheet they do not show`);
