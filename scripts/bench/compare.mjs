#!/usr/bin/env node
/**
 * Two builds of the site side by side, in one run: what a change costs or saves on each route.
 * Serves two static exports (before and after, e.g. a build of the last commit and one of the
 * working tree) and prints one table: JavaScript and HTML (gzip), requests and bytes of a first
 * visit at 375 px, Lighthouse mobile TBT, LCP and CLS, the audits of the two builds taken turn about
 * (before, after, before, …) so that the machine's drift falls on both alike; medians of the runs.
 *   npm run bench:compare -- <before out/> <after out/> [--routes /music,/] [--runs 5]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openBenchSession } from './lib/bench-session.mjs';
import { firstLoad } from './lib/first-load.mjs';
import { lighthouseVersion, medianAudit } from '../lib/lighthouse.mjs';
import { markdownTable } from './lib/markdown-table.mjs';
import { pageWeights } from './lib/page-weight.mjs';

const { values, positionals: dirs } = parseArgs({
  options: {
    routes: { type: 'string', default: '/,/projects,/contact,/services,/about,/music' },
    runs: { type: 'string', default: '5' },
  },
  allowPositionals: true,
});
if (dirs.length !== 2) {
  console.error('usage: npm run bench:compare -- <before out/> <after out/> [--routes /music,/] [--runs 5]');
  process.exit(2);
}
const ROUTES = values.routes.split(',');
const RUNS = Number(values.runs);
const sets = dirs.map((dir, index) => ({
  name: index ? 'after' : 'before',
  dir: path.resolve(dir),
  port: 4183 + index,
}));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const weights = await Promise.all(
  sets.map(async (set) => Object.fromEntries((await pageWeights(set.dir)).map((row) => [row.route, row]))),
);
const session = await openBenchSession(sets);
const { servers, browser, chrome } = session;
const rows = [];
try {
  for (const route of ROUTES) {
    const urls = servers.map((server) => `${server.origin}${route}`);
    const loads = [];
    for (const url of urls) loads.push(await firstLoad(browser, url));
    const audits = urls.map(() => []);
    for (let run = 0; run < RUNS; run++) {
      // Turn about, and the other one first every second run.
      const order = run % 2 ? [1, 0] : [0, 1];
      for (const index of order) audits[index].push(await medianAudit(chrome, urls[index], 1));
    }
    rows.push({
      route,
      sets: sets.map((set, index) => ({
        ...weights[index][route],
        ...loads[index],
        tbt: median(audits[index].map((audit) => audit.tbt)),
        lcp: median(audits[index].map((audit) => audit.lcp)),
        cls: median(audits[index].map((audit) => audit.cls)),
      })),
    });
    process.stderr.write(`${route} measured\n`);
  }
} finally {
  await session.close();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`Before: ${sets[0].dir} · after: ${sets[1].dir}`);
console.log(
  `First visit at 375 px, cache off · Lighthouse ${lighthouseVersion()} mobile, simulated throttling, ` +
    `median of ${RUNS}, turn about · same run`,
);
console.log(
  markdownTable(
    [
      'route',
      'JS KB before',
      'after',
      'HTML KB before',
      'after',
      'requests before',
      'after',
      'transfer KB before',
      'after',
      'TBT ms before',
      'after',
      'LCP ms before',
      'after',
      'CLS before',
      'after',
    ],
    rows.map(({ route, sets: [a, b] }) => [
      route,
      kb(a.js),
      kb(b.js),
      kb(a.html),
      kb(b.html),
      a.requests,
      b.requests,
      kb(a.bytes),
      kb(b.bytes),
      a.tbt,
      b.tbt,
      a.lcp,
      b.lcp,
      a.cls,
      b.cls,
    ]),
  ),
);
process.exit(0);
