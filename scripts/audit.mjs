#!/usr/bin/env node
/**
 * Lighthouse on every route of the built site (out/), served compressed like a CDN would,
 * in the same Chromium as the end-to-end tests: mobile preset with simulated throttling,
 * three runs per route, the median run reported. Fails when a route misses the bar.
 *   npm run audit            (builds first)
 *   node scripts/audit.mjs   (audits the existing out/)
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './find-chromium.mjs';
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

const chrome = await chromeLauncher.launch({
  chromePath: findChromium().executablePath ?? chromium.executablePath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const rows = [];
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { lhr } = await lighthouse(`${origin}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      runs.push(summarise(lhr));
    }
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    rows.push({ route, ...median });
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

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failed = (id) =>
    Object.values(lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    failing: [...failed('accessibility'), ...failed('best-practices'), ...failed('seo')],
  };
}

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
  const lines = rows.map((r) => [r.route, r.performance, r.lcp, r.tbt, r.cls, r.accessibility, r.bestPractices, r.seo].map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`Lighthouse ${lighthouseVersion()} · mobile, simulated throttling · median of ${RUNS} runs`);
  console.log(format(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  } catch {
    return '';
  }
}
