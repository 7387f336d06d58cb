/**
 * Lighthouse in-process for `npm run bench:scale`, which audits two builds turn about in one
 * Chromium: the Chrome flags and categories of .lighthouserc.js (what `npm run audit` runs
 * through Lighthouse CI), the median of several runs. Wraps lighthouse and chrome-launcher.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './find-chromium.mjs';
import { figuresOf } from './lighthouse-figures.mjs';

const { settings } = createRequire(import.meta.url)('../../.lighthouserc.js').ci.collect;

export function launchAuditChrome() {
  return chromeLauncher.launch({
    chromePath: findChromium().executablePath ?? chromium.executablePath(),
    chromeFlags: settings.chromeFlags.split(' '),
  });
}

/** The run with the median Performance score of `runs` Lighthouse runs of `url`. */
export async function medianAudit(chrome, url, runs) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: settings.formFactor,
      throttlingMethod: settings.throttlingMethod,
      onlyCategories: settings.onlyCategories,
    });
    results.push(figuresOf(lhr));
  }
  return medianRun(results);
}

/** Of several runs' figures, the run with the median Performance score. */
export function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

export function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  } catch {
    return '';
  }
}
