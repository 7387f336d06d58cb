import { playwrightConfig, staticServer } from './scripts/test/playwrightConfig';

/**
 * The owner's own site (their content/ and public/, or SITE_DIR's), built into out/ by
 * `npm run test:site` and checked by e2e/owner/ without knowing its data.
 */
const port = 4180;

export default playwrightConfig({
  testMatch: /[\\/]owner[\\/].*\.spec\.ts$/,
  outputDir: 'test-results/site',
  baseURL: `http://127.0.0.1:${port}`,
  webServer: [staticServer('out', port)],
});
