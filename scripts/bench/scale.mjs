#!/usr/bin/env node
/**
 * No well-kept package compares two builds of one site; it joins Lighthouse, Playwright, page-weight.
 * What ten times the content costs: builds the demo (1×) and a content set ten times its size
 * (60 tracks as 10 releases of 6, 30 projects of 3 pictures, 3 tiles of 30, 90 phone pictures,
 * 90 slides, every picture a distinct file) as site folders (.scale-demo/, .scale-site/, built
 * with SITE_DIR; content/ and public/ are never touched), each twice (cold, then with its
 * pictures cached), serves both and prints one table per route (and a release's page, beside the
 * demo's Music page with a track marked: six rows of the player each), side by side: HTML and
 * JavaScript (gzip), requests and bytes of a first visit at 375 px, Lighthouse mobile TBT and LCP
 * (median of 3, the two sets' runs taken turn about in the same run), then the build times.
 * Writes the figures to .cache/bench-scale.json.
 *   npm run bench:scale [-- --runs 3]
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openBenchSession } from './lib/bench-session.mjs';
import { buildInto } from '../lib/build-site.mjs';
import { firstLoad } from './lib/first-load.mjs';
import { lighthouseVersion, medianAudit, medianRun } from '../lib/lighthouse.mjs';
import { markdownTable } from './lib/markdown-table.mjs';
import { pageWeights } from './lib/page-weight.mjs';

const ROUTES = ['/', '/projects', '/contact', '/services', '/about', '/music', 'a release'];
const { values } = parseArgs({ options: { runs: { type: 'string' } } });
const RUNS = Number(values.runs) || 3;
const root = process.cwd();
const sets = [
  { name: '1×', dir: '.scale-demo', make: 'demo', port: 4181 },
  { name: '10×', dir: '.scale-site', make: 'bench --distinct', port: 4182 },
];

const run = (command, cwd = root, env = {}) =>
  execSync(command, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const seconds = (start) => (Date.now() - start) / 1000;

for (const set of sets) {
  process.stderr.write(`${set.name}: making ${set.dir}/\n`);
  run(`npx tsx scripts/test/scale-site.ts ${set.make} --dir ${set.dir}`);
  const cwd = path.join(root, set.dir);
  const build = () => {
    const start = Date.now();
    const log = buildInto(path.join(set.dir, 'out'), { SITE_DIR: set.dir }, { stdio: 'pipe' });
    return {
      time: seconds(start),
      pictures: Number(log.match(/pictures: (\d+) pictures/)?.[1] ?? NaN),
      encoded: Number(log.match(/(\d+) encoded/)?.[1] ?? NaN),
    };
  };
  process.stderr.write(`${set.name}: cold build\n`);
  set.cold = build();
  process.stderr.write(`${set.name}: warm build\n`);
  set.warm = build();
  // 'a release': ten times' newest release page, beside the 1× Music page with a track marked (six rows each).
  set.pages = { 'a release': JSON.parse(readFileSync(path.join(cwd, 'bench-pages.json'), 'utf8')).releasePage };
  const also = Object.values(set.pages).map((page) => `${page.slice(1)}.html`);
  set.weights = Object.fromEntries((await pageWeights(path.join(cwd, 'out'), also)).map((row) => [row.route, row]));
}
const pathOf = (set, route) => set.pages[route] ?? route;

const session = await openBenchSession(sets.map((set) => ({ dir: path.join(set.dir, 'out'), port: set.port })));
const { servers, browser, chrome } = session;
const rows = [];
try {
  for (const route of ROUTES) {
    const row = { route };
    const urls = servers.map((server, index) => `${server.origin}${pathOf(sets[index], route)}`);
    for (const [index, set] of sets.entries())
      row[set.name] = { ...set.weights[pathOf(set, route)], ...(await firstLoad(browser, urls[index])) };
    // Audited turn about, the other set first every second run: a busy spell on the machine
    // then slows both sets' runs alike, rather than all of one set's.
    const audits = sets.map(() => []);
    for (let run = 0; run < RUNS; run++)
      for (const index of run % 2 ? [1, 0] : [0, 1]) audits[index].push(await medianAudit(chrome, urls[index], 1));
    for (const [index, set] of sets.entries()) Object.assign(row[set.name], medianRun(audits[index]));
    rows.push(row);
    process.stderr.write(`${route} measured\n`);
  }
} finally {
  await session.close();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const [one, ten] = sets.map((set) => set.name);
console.log(
  `Ten times the content · first visit at 375 px, cache off · Lighthouse ${lighthouseVersion()} mobile, ` +
    `simulated throttling, median of ${RUNS}, turn about · same run`,
);
console.log(
  markdownTable(
    [
      'route',
      `HTML KB ${one}`,
      ten,
      `JS KB ${one}`,
      ten,
      `requests ${one}`,
      ten,
      `transfer KB ${one}`,
      ten,
      'ratio',
      `TBT ms ${one}`,
      ten,
      `LCP ms ${one}`,
      ten,
    ],
    rows.map((row) => {
      const [a, b] = [row[one], row[ten]];
      return [
        row.route,
        kb(a.html),
        kb(b.html),
        kb(a.js),
        kb(b.js),
        a.requests,
        b.requests,
        kb(a.bytes),
        kb(b.bytes),
        (b.bytes / a.bytes).toFixed(2),
        a.tbt,
        b.tbt,
        a.lcp,
        b.lcp,
      ];
    }),
  ),
);
console.log();
console.log(
  markdownTable(
    ['set', 'pictures', 'cold build s', 'pictures encoded', 'warm build s', 'pictures encoded'],
    sets.map((set) => [
      set.name,
      set.cold.pictures,
      set.cold.time.toFixed(1),
      set.cold.encoded,
      set.warm.time.toFixed(1),
      set.warm.encoded,
    ]),
  ),
);

// The bars the issue sets, as verdicts beside the figures.
const verdicts = rows.flatMap((row) => {
  const [a, b] = [row[one], row[ten]];
  const lines = [
    [`${row.route}: JavaScript within 2 KB`, Math.abs(b.js - a.js) <= 2048],
    [`${row.route}: first-visit transfer at most 1.2×`, b.bytes <= a.bytes * 1.2],
  ];
  if (row.route === '/music' || row.route === 'a release') {
    lines.push([
      `${row.route}: TBT at most 1.25× + 50 ms (${b.tbt} ≤ ${Math.round(a.tbt * 1.25 + 50)})`,
      b.tbt <= a.tbt * 1.25 + 50,
    ]);
    lines.push([`${row.route}: HTML at most 60 KB gzip (${kb(b.html)} KB)`, b.html <= 60 * 1024]);
  }
  return lines;
});
const [demoSet, tenSet] = sets;
const pictureGrowth = tenSet.cold.pictures / demoSet.cold.pictures;
const timeGrowth = tenSet.cold.time / demoSet.cold.time;
verdicts.push([
  `build time grows no faster than the pictures (${pictureGrowth.toFixed(1)}× pictures, ` +
    `${timeGrowth.toFixed(1)}× cold build time)`,
  timeGrowth <= pictureGrowth,
]);
verdicts.push([
  `pictures stay cached between builds (${tenSet.warm.encoded} encoded on the second build)`,
  tenSet.warm.encoded === 0,
]);
console.log();
for (const [line, ok] of verdicts) console.log(`${ok ? 'meets' : 'MISSES'}  ${line}`);

const report = { runs: RUNS, rows, builds: sets.map(({ name, cold, warm }) => ({ name, cold, warm })) };
mkdirSync('.cache', { recursive: true });
writeFileSync('.cache/bench-scale.json', `${JSON.stringify(report, null, 2)}\n`);
process.exit(0);
