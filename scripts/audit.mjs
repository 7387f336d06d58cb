#!/usr/bin/env node
/**
 * Lighthouse on every route of the built site (out/), served compressed like a CDN would,
 * in the same Chromium as the end-to-end tests: mobile preset with simulated throttling,
 * three runs per route, the median run reported. Fails when a route misses the bar.
 *   npm run audit            (builds first)
 *   node scripts/audit.mjs   (audits the existing out/)
 */
import { existsSync } from 'node:fs';
import { launchAuditChrome, lighthouseVersion, markdownTable, medianAudit } from './lib/lighthouse.mjs';
import { startStaticServer } from './static-server.mjs';

const ROUTES = ['/', '/projects', '/contact', '/services', '/about', '/music'];
const RUNS = 3;
const PORT = 4180;
/** The bar every route must clear (issue "Crawlers and speed"). */
const BAR = { performance: 92, lcp: 1200, tbt: 350, cls: 0, accessibility: 100, bestPractices: 100, seo: 100 };

if (!existsSync('out/index.html')) {
  console.error('No build in out/: run `npm run build` first (or `npm run audit`, which builds).');
  process.exit(1);
}

const { origin, stop: stopServer } = await startStaticServer('out', PORT);

const chrome = await launchAuditChrome();

const rows = [];
try {
  for (const route of ROUTES) {
    rows.push({ route, ...(await medianAudit(chrome, `${origin}${route}`, RUNS)) });
    process.stderr.write(`${route} done\n`);
  }
} finally {
  await chrome.kill();
  stopServer();
}

printTable(rows);
const misses = rows.flatMap((row) => missesOf(row).map((miss) => `${row.route}: ${miss}`));
for (const miss of misses) console.error(`below the bar: ${miss}`);
process.exit(misses.length ? 1 : 0);

function missesOf(row) {
  const misses = [];
  if (row.performance < BAR.performance) misses.push(`Performance ${row.performance} < ${BAR.performance}`);
  if (row.lcp > BAR.lcp) misses.push(`LCP ${row.lcp} ms > ${BAR.lcp} ms`);
  if (row.tbt > BAR.tbt) misses.push(`TBT ${row.tbt} ms > ${BAR.tbt} ms`);
  if (row.cls > BAR.cls) misses.push(`CLS ${row.cls} > ${BAR.cls}`);
  if (row.accessibility < BAR.accessibility) misses.push(`Accessibility ${row.accessibility} (${row.failing.join(', ')})`);
  if (row.bestPractices < BAR.bestPractices) misses.push(`Best Practices ${row.bestPractices} (${row.failing.join(', ')})`);
  if (row.seo < BAR.seo) misses.push(`SEO ${row.seo} (${row.failing.join(', ')})`);
  return misses;
}

function printTable(rows) {
  const head = ['route', 'Perf', 'LCP ms', 'TBT ms', 'CLS', 'A11y', 'BP', 'SEO'];
  console.log(`Lighthouse ${lighthouseVersion()} · mobile, simulated throttling · median of ${RUNS} runs`);
  console.log(markdownTable(head, rows.map((r) => [r.route, r.performance, r.lcp, r.tbt, r.cls, r.accessibility, r.bestPractices, r.seo])));
}
