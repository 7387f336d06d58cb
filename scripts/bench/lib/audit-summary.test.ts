/** @jest-environment node */
import { auditTable, summarise } from './audit-summary.mjs';

/** A Lighthouse result with the figures the audit reads. */
const report = (tbt: number, lcp = 1000) => ({
  lighthouseVersion: '13.5.0',
  categories: {},
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: 0 },
  },
});

/** Lighthouse CI's manifest of `tbts.length` runs of one page, each run's report under its own name. */
function audit(scheme: string, url: string, tbts: number[], performance: number[], reports: Map<string, unknown>) {
  const manifest = tbts.map((tbt, run) => {
    const jsonPath = `${scheme}-${url}-${run}.json`;
    reports.set(jsonPath, report(tbt, 1000 + run));
    const summary = { performance: performance[run], accessibility: 1, 'best-practices': 1, seo: 1 };
    // The run Lighthouse CI would call representative: the last, with the highest blocking time.
    return { url, jsonPath, summary, isRepresentativeRun: run === tbts.length - 1 };
  });
  const collect = { numberOfRuns: tbts.length, settings: { formFactor: 'mobile', throttlingMethod: 'simulate' } };
  return { scheme, collect, manifest };
}

/** A Markdown table row's cells. */
const cells = (row = '') =>
  row
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

describe('the audit summary', () => {
  const reports = new Map<string, unknown>();
  const summary = summarise(
    [
      audit(
        'light',
        'http://127.0.0.1:4180/music/a-track',
        [451, 176, 163, 249, 499],
        [0.9, 0.95, 0.96, 0.93, 0.88],
        reports,
      ),
      audit(
        'dark',
        'http://127.0.0.1:4180/music/a-track',
        [120, 140, 130, 150, 110],
        [0.97, 0.98, 0.96, 0.99, 0.95],
        reports,
      ),
    ],
    (file: string) => reports.get(file),
  );

  it('judges every figure on the median of the runs, not on the representative run', () => {
    expect(summary.rows).toEqual([
      expect.objectContaining({ route: '/music/a-track', scheme: 'light', tbt: 249, lcp: 1002, performance: 93 }),
      expect.objectContaining({ route: '/music/a-track', scheme: 'dark', tbt: 130, lcp: 1002, performance: 97 }),
    ]);
    expect(summary).toMatchObject({ runs: 5, schemes: ['light', 'dark'], lighthouse: '13.5.0' });
  });

  it('prints one row per page, each figure in a column per scheme', () => {
    const [header, , row] = auditTable(summary).split('\n');
    expect(header).toMatch(
      /route .*\| Perf light \| Perf dark \| LCP ms light \| LCP ms dark \| TBT ms light \| TBT ms dark/,
    );
    expect(cells(row)).toEqual([
      '/music/a-track',
      '93',
      '97',
      '1002',
      '1002',
      '249',
      '130',
      '0',
      '0',
      '100/100/100',
      '100/100/100',
    ]);
  });

  it('names no scheme in the columns when one was audited', () => {
    const [header, , row] = auditTable({ ...summary, schemes: ['dark'] }).split('\n');
    expect(header).toMatch(/\| Perf +\| LCP ms +\| TBT ms +\| CLS +\| A11y\/BP\/SEO +\|/);
    expect(cells(row)).toEqual(['/music/a-track', '97', '1002', '130', '0', '100/100/100']);
  });
});
