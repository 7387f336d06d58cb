/**
 * Lighthouse in the end-to-end tests' Chromium: mobile preset, simulated throttling, the
 * median of several runs. Shared by `npm run audit` and `npm run bench:scale`.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../find-chromium.mjs';

export function launchAuditChrome() {
  return chromeLauncher.launch({
    chromePath: findChromium().executablePath ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
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
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    results.push(summarise(lhr));
  }
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)];
}

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

export function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  } catch {
    return '';
  }
}

/** A Markdown table: a header row and rows of cells, padded to line up. */
export function markdownTable(head, rows) {
  const lines = rows.map((row) => row.map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [format(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(format)].join('\n');
}
