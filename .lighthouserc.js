/**
 * Lighthouse CI for `npm run audit` (scripts/bench/audit.mjs runs `lhci autorun` with it, choosing
 * the Chromium): the built out/, served compressed by scripts/lib/static-server.mjs as a CDN
 * would, mobile preset, simulated throttling, 5 runs per page, judged on the median.
 * A JavaScript rc rather than JSON because the pages are read from out/, and because the
 * visitor's colour scheme comes from AUDIT_COLOR_SCHEME (light unless it says dark): the audit
 * runs it once per scheme, each into its own reports folder.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- LHCI loads its rc with require().
const { existsSync, readdirSync } = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above.
const { quietChromium } = require('./scripts/lib/chromium-flags.cjs');

const PORT = 4180;
const SCHEME = process.env.AUDIT_COLOR_SCHEME === 'dark' ? 'dark' : 'light';
/** Blink's preferred scheme (0 dark, 1 light): set either way, so a laptop's dark system does not decide. */
const schemeFlag = `--blink-settings=preferredColorScheme=${SCHEME === 'dark' ? 0 : 1}`;
/** The sections' routes this owner's site has (no Music without tracks, no Writing without posts). */
const ROUTES = ['/', '/projects', '/contact', '/services', '/about', '/music', '/writing'].filter((route) =>
  existsSync(route === '/' ? 'out/index.html' : `out${route}.html`),
);

/**
 * One project's, one track's and one post's own page (the first in out/), the pages a shared
 * link opens. Each is its list view under its own head, so one of each stands for the rest.
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

/**
 * Every figure is judged on the median of the runs. Not on LHCI's median run: it is the run whose
 * first paint and interactive time are nearest the medians, and its blocking time can be the
 * highest of the five. LHCI's median-run also ignores it for category scores (it takes the best run).
 */
const median = { aggregationMethod: 'median' };

module.exports = {
  ci: {
    collect: {
      startServerCommand: `node scripts/lib/static-server.mjs out ${PORT}`,
      url: [...ROUTES, ...firstPageIn('projects'), ...firstPageIn('music'), ...firstPageIn('writing')].map(
        (route) => `http://127.0.0.1:${PORT}${route}`,
      ),
      // Five: a busy spell on a shared machine moves one run's blocking time far, a median of five little.
      numberOfRuns: 5,
      settings: {
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        chromeFlags: ['--headless=new', ...quietChromium, schemeFlag].join(' '),
      },
    },
    // The bar every page must clear.
    assert: {
      assertions: {
        'categories:performance': ['error', { minScore: 0.92, ...median }],
        'largest-contentful-paint': ['error', { maxNumericValue: 1200, ...median }],
        'total-blocking-time': ['error', { maxNumericValue: 350, ...median }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0, ...median }],
        'categories:accessibility': ['error', { minScore: 1, ...median }],
        'categories:best-practices': ['error', { minScore: 1, ...median }],
        'categories:seo': ['error', { minScore: 1, ...median }],
      },
    },
    // Reports and manifest.json on disk only: nothing leaves the machine.
    upload: {
      target: 'filesystem',
      outputDir: `.lighthouseci/reports/${SCHEME}`,
    },
  },
};
