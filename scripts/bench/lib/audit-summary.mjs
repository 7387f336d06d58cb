/**
 * What `npm run audit` (scripts/bench/audit.mjs) makes of Lighthouse CI's reports: one row per
 * page and scheme as the assertions judge it, and the Markdown table of them, schemes side by side.
 */
import { figuresOf } from '../../lib/lighthouse-figures.mjs';
import { markdownTable } from './markdown-table.mjs';

/** One row per page and scheme, as the assertions judge it: every score and metric the median of the runs. */
export function summarise(audits, readReport) {
  let version = '?';
  const rows = audits.flatMap(({ scheme, manifest }) =>
    [...new Set(manifest.map((entry) => entry.url))].map((url) => {
      const runs = manifest.filter((run) => run.url === url);
      const lhrs = runs.map((run) => readReport(run.jsonPath));
      version = lhrs[0].lighthouseVersion;
      const score = (category) => Math.round(median(runs.map((run) => run.summary[category])) * 100);
      const perRun = lhrs.map((lhr) => figuresOf(lhr));
      const metric = (key) => median(perRun.map((figures) => figures[key]));
      return {
        route: new URL(url).pathname,
        scheme,
        ...figuresOf(lhrs[0], score),
        lcp: metric('lcp'),
        tbt: metric('tbt'),
        cls: metric('cls'),
      };
    }),
  );
  const { settings, numberOfRuns } = audits[0].collect;
  return {
    lighthouse: version,
    formFactor: settings.formFactor,
    throttling: settings.throttlingMethod,
    runs: numberOfRuns,
    schemes: audits.map((audit) => audit.scheme),
    rows,
  };
}

/** A row per page; each figure in a column per scheme, side by side. */
export function auditTable({ schemes, rows }) {
  const figures = [
    ['Perf', 'performance'],
    ['LCP ms', 'lcp'],
    ['TBT ms', 'tbt'],
    ['CLS', 'cls'],
    ['A11y/BP/SEO', 'others'],
  ];
  const column = (title, scheme) => (schemes.length > 1 ? `${title} ${scheme}` : title);
  const routes = [...new Set(rows.map((row) => row.route))];
  const figure = (row, key) => (key === 'others' ? `${row.accessibility}/${row.bestPractices}/${row.seo}` : row[key]);
  return markdownTable(
    ['route', ...figures.flatMap(([title]) => schemes.map((scheme) => column(title, scheme)))],
    routes.map((route) => [
      route,
      ...figures.flatMap(([, key]) =>
        schemes.map((scheme) => {
          const row = rows.find((row) => row.route === route && row.scheme === scheme);
          return row ? figure(row, key) : '—';
        }),
      ),
    ]),
  );
}

/** The median as Lighthouse CI's `aggregationMethod: 'median'` takes it. */
function median(values) {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle] + sorted[middle + 1]) / 2;
}
