#!/usr/bin/env node
/**
 * No well-kept package reads per-route sizes from an export's HTML; Next.js 16 no longer prints them.
 * JavaScript a modern browser downloads for each route of the static export, and the route's
 * HTML, gzip-compressed (scripts/bench/lib/page-weight.mjs). With --budget, fails when a route is
 * over either budget.
 *   node scripts/bench/js-size.mjs [--budget]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pageWeights } from './lib/page-weight.mjs';

const { values } = parseArgs({ options: { budget: { type: 'boolean' } } });

/** The most JavaScript a route may load, in KB (gzip): every route is held to the same bar. */
const BUDGET_KB = 155;

/** The most an embed page (a player other sites frame, /embed/…) may load: it has no framework. */
const EMBED_BUDGET_KB = 60;

/**
 * The most HTML a route may weigh, in KB (gzip): a page's content is in its HTML, and a long
 * page (sixty tracks, a whole CV) must still arrive in a few round trips.
 */
const HTML_BUDGET_KB = 40;

const rows = (await pageWeights(path.resolve('out'))).map((row) => ({
  ...row,
  kb: row.js / 1024,
  budget: row.route.startsWith('/embed/') ? EMBED_BUDGET_KB : BUDGET_KB,
  htmlKb: row.html / 1024,
}));

console.log(
  'route'.padEnd(28),
  'files'.padStart(5),
  'JS gzip KB'.padStart(11),
  'budget'.padStart(7),
  'HTML gzip KB'.padStart(13),
  'budget'.padStart(7),
);
for (const row of rows)
  console.log(
    row.route.padEnd(28),
    String(row.files).padStart(5),
    row.kb.toFixed(1).padStart(11),
    String(row.budget).padStart(7),
    row.htmlKb.toFixed(1).padStart(13),
    String(HTML_BUDGET_KB).padStart(7),
  );

if (values.budget) {
  // Every route runs React: none found means the script tags are written another way now,
  // and a budget check that reads nothing must not pass.
  const unread = rows.filter((row) => row.files === 0);
  for (const row of unread)
    console.error(`${row.route}: no scripts found in its HTML: update scripts/bench/lib/page-weight.mjs`);
  if (unread.length) process.exit(1);
  const over = rows.filter((row) => row.kb > row.budget);
  for (const row of over)
    console.error(`${row.route}: ${row.kb.toFixed(1)} KB of JavaScript (gzip) is over its ${row.budget} KB budget`);
  const heavy = rows.filter((row) => row.htmlKb > HTML_BUDGET_KB);
  for (const row of heavy)
    console.error(`${row.route}: ${row.htmlKb.toFixed(1)} KB of HTML (gzip) is over its ${HTML_BUDGET_KB} KB budget`);
  process.exit(over.length || heavy.length ? 1 : 0);
}
