#!/usr/bin/env node
/**
 * Wraps Lighthouse CI (@lhci/cli), which judges the pages but prints no table of their figures.
 * Runs `lhci autorun` with .lighthouserc.js (pages, settings, bar) in the end-to-end tests'
 * Chromium, once for a visitor whose system is light and once for one whose system is dark, then
 * prints the figures it judged as one Markdown table, the schemes side by side, whether or not
 * the bar was met, and exits non-zero when it was not in either. The same figures go to
 * .cache/audit.json, which `npm run readme:charts` draws.
 *   npm run audit                             (builds first)
 *   node scripts/bench/audit.mjs [--scheme=dark] [--config=rc.js]
 *                                  (the existing out/; one scheme only; other arguments go to `lhci autorun`)
 *   node scripts/bench/audit.mjs --report-only      (the table and JSON of the last run's reports, not auditing again)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findChromium } from '../lib/find-chromium.mjs';
import { auditTable, summarise } from './lib/audit-summary.mjs';

const require = createRequire(import.meta.url);
const SCHEMES = ['light', 'dark'];
/**
 * Not strict: the arguments go on to `lhci autorun`, whose options are its own; this script reads
 * --config as lhci will, and takes --report-only and --scheme out.
 */
const argv = process.argv.slice(2);
const { values, tokens } = parseArgs({
  args: argv,
  options: { 'report-only': { type: 'boolean' }, scheme: { type: 'string' }, config: { type: 'string' } },
  strict: false,
  tokens: true,
});
const REPORT_ONLY = values['report-only'] === true;
const ownArguments = new Set(
  tokens
    .filter((token) => token.name === 'report-only' || token.name === 'scheme')
    .flatMap((token) => (token.inlineValue === false ? [token.index, token.index + 1] : [token.index])),
);
const args = argv.filter((_, index) => !ownArguments.has(index));
if (values.scheme !== undefined && !SCHEMES.includes(values.scheme)) {
  console.error(`--scheme: "${values.scheme}" is not one of ${SCHEMES.join(', ')}`);
  process.exit(2);
}
const schemes = values.scheme ? [values.scheme] : SCHEMES;
const SUMMARY_FILE = '.cache/audit.json';
const configFile = path.resolve(typeof values.config === 'string' ? values.config : '.lighthouserc.js');

/** The rc as Lighthouse CI reads it for `scheme` (its reports folder and Chrome's flags depend on it). */
function configFor(scheme) {
  process.env.AUDIT_COLOR_SCHEME = scheme;
  delete require.cache[configFile];
  return require(configFile).ci;
}

if (!REPORT_ONLY && !existsSync('out/index.html')) {
  console.error('No build in out/: run `npm run build` first (or `npm run audit`, which builds).');
  process.exit(1);
}

let status = 0;
const audited = [];
for (const scheme of schemes) {
  const { collect, upload } = configFor(scheme);
  const reportsDir = path.resolve(upload.outputDir);
  if (!REPORT_ONLY) {
    // A manifest left by an earlier run must not stand in for this one.
    rmSync(reportsDir, { recursive: true, force: true });
    console.log(`\nA visitor whose system is ${scheme}:`);
    const lhci = path.join(path.dirname(require.resolve('@lhci/cli/package.json')), 'src/cli.js');
    const chromePath = findChromium().executablePath ?? chromium.executablePath();
    const run = spawnSync(process.execPath, [lhci, 'autorun', `--collect.chromePath=${chromePath}`, ...args], {
      stdio: 'inherit',
      env: { ...process.env, AUDIT_COLOR_SCHEME: scheme },
    });
    status ||= run.status ?? 1;
  }
  const manifestFile = path.join(reportsDir, 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(
      `Lighthouse CI wrote no ${path.relative('.', manifestFile)}: ` +
        `${REPORT_ONLY ? 'run `npm run audit` first' : 'see its output above'}.`,
    );
    process.exit(status || 1);
  }
  audited.push({ scheme, collect, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) });
}

const summary = summarise(audited, (file) => JSON.parse(readFileSync(file, 'utf8')));
console.log(
  `Lighthouse ${summary.lighthouse} · mobile, simulated throttling · median of ${summary.runs} runs · ` +
    `a system in ${summary.schemes.join(' and in ')}`,
);
console.log(auditTable(summary));
mkdirSync(path.dirname(SUMMARY_FILE), { recursive: true });
writeFileSync(SUMMARY_FILE, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`Figures written to ${SUMMARY_FILE}`);
process.exit(status);
