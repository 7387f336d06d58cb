#!/usr/bin/env node
/**
 * Wraps Lighthouse CI (@lhci/cli), which judges the pages but prints no table of their figures.
 * Runs `lhci autorun` with .lighthouserc.js (pages, settings, bar) in the end-to-end tests'
 * Chromium, then prints the figures it judged as a Markdown table whether or not the bar was
 * met, and exits non-zero when it was not. The same figures go to .cache/audit.json, which
 * `npm run readme:charts` draws.
 *   npm run audit                             (builds first)
 *   node scripts/bench/audit.mjs [--config=rc.js]   (the existing out/; arguments go to `lhci autorun`)
 *   node scripts/bench/audit.mjs --report-only      (the table and JSON of the last run's reports, not auditing again)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findChromium } from '../lib/find-chromium.mjs';
import { figuresOf } from '../lib/lighthouse-figures.mjs';
import { markdownTable } from './lib/markdown-table.mjs';

const require = createRequire(import.meta.url);
/**
 * Not strict: the arguments go on to `lhci autorun`, whose options are its own; this script reads
 * --config as lhci will, and takes --report-only out.
 */
const argv = process.argv.slice(2);
const { values, tokens } = parseArgs({
  args: argv,
  options: { 'report-only': { type: 'boolean' }, config: { type: 'string' } },
  strict: false,
  tokens: true,
});
const REPORT_ONLY = values['report-only'] === true;
const reportOnlyAt = new Set(tokens.filter((token) => token.name === 'report-only').map((token) => token.index));
const args = argv.filter((_, index) => !reportOnlyAt.has(index));
const SUMMARY_FILE = '.cache/audit.json';
const configFile = path.resolve(typeof values.config === 'string' ? values.config : '.lighthouserc.js');
const { collect, upload } = require(configFile).ci;
const reportsDir = path.resolve(upload.outputDir);

let status = 0;
if (!REPORT_ONLY) {
  if (!existsSync('out/index.html')) {
    console.error('No build in out/: run `npm run build` first (or `npm run audit`, which builds).');
    process.exit(1);
  }

  // A manifest left by an earlier run must not stand in for this one.
  rmSync(reportsDir, { recursive: true, force: true });

  const lhci = path.join(path.dirname(require.resolve('@lhci/cli/package.json')), 'src/cli.js');
  const chromePath = findChromium().executablePath ?? chromium.executablePath();
  status =
    spawnSync(process.execPath, [lhci, 'autorun', `--collect.chromePath=${chromePath}`, ...args], { stdio: 'inherit' })
      .status ?? 1;
}

const manifestFile = path.join(reportsDir, 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(
    `Lighthouse CI wrote no ${path.relative('.', manifestFile)}: ` +
      `${REPORT_ONLY ? 'run `npm run audit` first' : 'see its output above'}.`,
  );
  process.exit(status || 1);
}
const summary = summarise(JSON.parse(readFileSync(manifestFile, 'utf8')));
console.log(`Lighthouse ${summary.lighthouse} · mobile, simulated throttling · median of ${summary.runs} runs`);
console.log(
  markdownTable(
    ['route', 'Perf', 'LCP ms', 'TBT ms', 'CLS', 'A11y', 'BP', 'SEO'],
    summary.rows.map((row) => [
      row.route,
      row.performance,
      row.lcp,
      row.tbt,
      row.cls,
      row.accessibility,
      row.bestPractices,
      row.seo,
    ]),
  ),
);
mkdirSync(path.dirname(SUMMARY_FILE), { recursive: true });
writeFileSync(SUMMARY_FILE, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`Figures written to ${SUMMARY_FILE}`);
process.exit(status);

/** One row per page, as the assertions judge it: scores the median of the runs, metrics from the median run. */
function summarise(manifest) {
  let version = '?';
  const rows = manifest
    .filter((entry) => entry.isRepresentativeRun)
    .map((entry) => {
      const lhr = JSON.parse(readFileSync(entry.jsonPath, 'utf8'));
      version = lhr.lighthouseVersion;
      const runs = manifest.filter((run) => run.url === entry.url);
      const score = (category) => Math.round(median(runs.map((run) => run.summary[category])) * 100);
      return { route: new URL(entry.url).pathname, ...figuresOf(lhr, score) };
    });
  return {
    lighthouse: version,
    formFactor: collect.settings.formFactor,
    throttling: collect.settings.throttlingMethod,
    runs: collect.numberOfRuns,
    rows,
  };
}

/** The median as Lighthouse CI's `aggregationMethod: 'median'` takes it. */
function median(values) {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle] + sorted[middle + 1]) / 2;
}
