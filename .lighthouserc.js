/**
 * Lighthouse CI for `npm run audit` (scripts/bench/audit.mjs runs `lhci autorun` with it, choosing
 * the Chromium): the built out/, served compressed by scripts/lib/static-server.mjs as a CDN
 * would, mobile preset, simulated throttling, 3 runs per page, judged on the median.
 * A JavaScript rc rather than JSON because the pages are read from out/.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- LHCI loads its rc with require().
const { readdirSync } = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above.
const { quietChromium } = require('./scripts/lib/chromium-flags.cjs');

const PORT = 4180;
const ROUTES = ['/', '/projects', '/contact', '/services', '/about', '/music'];

/**
 * One project's and one track's own page (the first in out/), the pages a shared link opens.
 * Each is its list view under its own head, so one of each stands for the rest.
 */
function firstPageIn(folder) {
  try {
    const page = readdirSync(`out/${folder}`)
      .filter((file) => file.endsWith('.html'))
      .sort()[0];
    return page ? [`/${folder}/${page.slice(0, -'.html'.length)}`] : [];
  } catch {
    return []; // No build yet.
  }
}

/** LHCI's median-run ignores it for category scores (it takes the best run): use the median. */
const median = { aggregationMethod: 'median' };
const medianRun = { aggregationMethod: 'median-run' };

module.exports = {
  ci: {
    collect: {
      startServerCommand: `node scripts/lib/static-server.mjs out ${PORT}`,
      url: [...ROUTES, ...firstPageIn('projects'), ...firstPageIn('music')].map(
        (route) => `http://127.0.0.1:${PORT}${route}`,
      ),
      numberOfRuns: 3,
      settings: {
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        chromeFlags: ['--headless=new', ...quietChromium].join(' '),
      },
    },
    // The bar every page must clear.
    assert: {
      assertions: {
        'categories:performance': ['error', { minScore: 0.92, ...median }],
        'largest-contentful-paint': ['error', { maxNumericValue: 1200, ...medianRun }],
        'total-blocking-time': ['error', { maxNumericValue: 350, ...medianRun }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0, ...medianRun }],
        'categories:accessibility': ['error', { minScore: 1, ...median }],
        'categories:best-practices': ['error', { minScore: 1, ...median }],
        'categories:seo': ['error', { minScore: 1, ...median }],
      },
    },
    // Reports and manifest.json on disk only: nothing leaves the machine.
    upload: {
      target: 'filesystem',
      outputDir: '.lighthouseci/reports',
    },
  },
};
