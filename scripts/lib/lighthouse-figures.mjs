/**
 * No package does this: the handful of figures this project reads from a Lighthouse result.
 * The figures `npm run audit` and `npm run bench:scale` print from one Lighthouse result (lhr).
 * `score` turns a category id into 0–100: by default that result's own score; the audit
 * passes the median over its runs instead, as its assertions judge it.
 */
export function figuresOf(lhr, score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    lcp: Math.round(metric('largest-contentful-paint')),
    tbt: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}
