#!/usr/bin/env node
/**
 * Wraps Lighthouse CI (@lhci/cli), which judges the pages but prints no table of their figures.
 * Runs `lhci autorun` with .lighthouserc.js (pages, settings, bar) in the end-to-end tests'
 * Chromium, then prints the figures it judged as a Markdown table whether or not the bar was
 * met, and exits non-zero when it was not.
 *   npm run audit                             (builds first)
 *   node scripts/audit.mjs [--config=rc.js]   (the existing out/; arguments go to `lhci autorun`)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';
import { markdownTable } from './lib/markdown-table.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const configFile = path.resolve(args.find((arg) => arg.startsWith('--config='))?.slice('--config='.length) ?? '.lighthouserc.js');
const { collect, upload } = require(configFile).ci;
const reportsDir = path.resolve(upload.outputDir);

if (!existsSync('out/index.html')) {
  console.error('No build in out/: run `npm run build` first (or `npm run audit`, which builds).');
  process.exit(1);
}

// A manifest left by an earlier run must not stand in for this one.
rmSync(reportsDir, { recursive: true, force: true });

const lhci = path.join(path.dirname(require.resolve('@lhci/cli/package.json')), 'src/cli.js');
const chromePath = findChromium().executablePath ?? chromium.executablePath();
const { status } = spawnSync(process.execPath, [lhci, 'autorun', `--collect.chromePath=${chromePath}`, ...args], { stdio: 'inherit' });

const manifestFile = path.join(reportsDir, 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`Lighthouse CI wrote no ${path.relative('.', manifestFile)}: see its output above.`);
  process.exit(status || 1);
}
printTable(JSON.parse(readFileSync(manifestFile, 'utf8')));
process.exit(status ?? 1);

/** One row per page, as the assertions judge it: scores the median of the runs, metrics from the median run. */
function printTable(manifest) {
  const rows = manifest
    .filter((entry) => entry.isRepresentativeRun)
    .map((entry) => {
      const lhr = JSON.parse(readFileSync(entry.jsonPath, 'utf8'));
      const runs = manifest.filter((run) => run.url === entry.url);
      const score = (category) => Math.round(median(runs.map((run) => run.summary[category])) * 100);
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      return {
        version: lhr.lighthouseVersion,
        cells: [
          new URL(entry.url).pathname,
          score('performance'),
          Math.round(metric('largest-contentful-paint')),
          Math.round(metric('total-blocking-time')),
          Number(metric('cumulative-layout-shift').toFixed(3)),
          score('accessibility'),
          score('best-practices'),
          score('seo'),
        ],
      };
    });
  console.log(`Lighthouse ${rows[0]?.version ?? '?'} · mobile, simulated throttling · median of ${collect.numberOfRuns} runs`);
  console.log(markdownTable(['route', 'Perf', 'LCP ms', 'TBT ms', 'CLS', 'A11y', 'BP', 'SEO'], rows.map((row) => row.cells)));
}

/** The median as Lighthouse CI's `aggregationMethod: 'median'` takes it. */
function median(values) {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle] + sorted[middle + 1]) / 2;
}
