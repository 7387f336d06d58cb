/**
 * No package does this: a route's scripts are listed only in its built HTML (and the deferred loader).
 * What each route of a static export weighs, gzip-compressed as a CDN serves it: its HTML
 * file, and the JavaScript a modern browser downloads for it, read from the script tags of
 * the built HTML, including the ones the loader adds once the first view has painted
 * (scripts/build/postbuild/firstView.ts). `nomodule` polyfills are left out: modern browsers skip them.
 * The embed pages (embed/…) are routes too: their one script is the embed player's, not Next.js's.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** "index.html" → "/", "404.html" → "(404)", "music.html" → "/music". */
export const routeOf = (file) =>
  file === 'index.html' ? '/' : file === '404.html' ? '(404)' : `/${file.replace(/\.html$/, '')}`;

/** The embed pages of the export, as paths relative to it ("embed/track/night-drive.html"). */
const embedPages = async (out) =>
  (await readdir(path.join(out, 'embed'), { recursive: true }).catch(() => []))
    .filter((file) => file.endsWith('.html'))
    .map((file) => `embed/${file.split(path.sep).join('/')}`);

/** `also`: pages below the top level to weigh too, as paths relative to `out` ("music/orbit.html"). */
export async function pageWeights(out, also = []) {
  const pages = [
    ...(await readdir(out)).filter((file) => file.endsWith('.html') && !file.startsWith('_')),
    ...(await embedPages(out)),
    ...also,
  ];
  const rows = [];
  for (const file of pages.sort()) {
    const html = await readFile(path.join(out, file), 'utf8');
    const sources = new Set();
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      if (/\bnomodule\b/i.test(tag)) continue;
      const src = tag.match(/(?<!-)\bsrc="([^"]+)"/)?.[1];
      const deferred = tag.match(/\bdata-deferred-src="([^"]+)"/)?.[1].split(' ') ?? [];
      for (const url of [src, ...deferred])
        if (url?.includes('/_next/')) sources.add(url.slice(url.indexOf('/_next/')));
        else if (url?.includes('/embed/')) sources.add(url.slice(url.indexOf('/embed/')));
    }
    let js = 0;
    for (const src of sources) js += gzipSync(await readFile(path.join(out, src.split('?')[0]))).length;
    // Inline scripts (the RSC payload) are part of the HTML document itself.
    rows.push({ route: routeOf(file), files: sources.size, js, html: gzipSync(html).length });
  }
  return rows;
}
