#!/usr/bin/env node
/**
 * JavaScript a modern browser downloads for each route of the static export, gzip-compressed
 * (as a CDN serves it), read from the script tags of the built HTML, including the ones the
 * deferred loader adds after the first view (scripts/first-view.mjs). `nomodule`
 * polyfills are left out: modern browsers skip them. With --budget, fails when a route is over budget.
 *   node scripts/js-size.mjs [--budget]
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const out = path.resolve('out');
/** Budgets in KB (gzip), per route; issue "Crawlers and speed". */
const budgets = { '/music': 180 };
const defaultBudget = 155;

const pages = (await readdir(out)).filter((file) => file.endsWith('.html') && !file.startsWith('_'));
const rows = [];
for (const file of pages.sort()) {
  const html = await readFile(path.join(out, file), 'utf8');
  const sources = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = tag.match(/(?<!-)\bsrc="([^"]+)"/)?.[1];
    const deferred = tag.match(/\bdata-deferred-src="([^"]+)"/)?.[1].split(' ') ?? [];
    for (const url of [src, ...deferred]) if (url?.startsWith('/_next/')) sources.add(url);
  }
  let bytes = 0;
  for (const src of sources) bytes += gzipSync(await readFile(path.join(out, src.split('?')[0]))).length;
  // Inline scripts (the RSC payload) are part of the HTML document itself.
  const route = file === 'index.html' ? '/' : file === '404.html' ? '(404)' : `/${file.replace(/\.html$/, '')}`;
  const budget = budgets[route] ?? defaultBudget;
  rows.push({ route, files: sources.size, kb: bytes / 1024, budget });
}

console.log('route'.padEnd(12), 'files'.padStart(5), 'JS gzip KB'.padStart(11), 'budget'.padStart(7));
for (const row of rows) console.log(row.route.padEnd(12), String(row.files).padStart(5), row.kb.toFixed(1).padStart(11), String(row.budget).padStart(7));

if (process.argv.includes('--budget')) {
  const over = rows.filter((row) => row.kb > row.budget);
  for (const row of over) console.error(`${row.route}: ${row.kb.toFixed(1)} KB of JavaScript (gzip) is over its ${row.budget} KB budget`);
  process.exit(over.length ? 1 : 0);
}
