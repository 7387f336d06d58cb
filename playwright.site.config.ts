import { defineConfig } from '@playwright/test';
import base, { projectsRunning } from './playwright.config';

/**
 * The owner's own site (their content/ and public/, or SITE_DIR's), built into out/ by
 * `npm run test:site` and checked by e2e/owner/ without knowing its data.
 */
const port = 4180;

export default defineConfig({
  ...base,
  globalSetup: undefined,
  outputDir: 'test-results/site',
  testMatch: /e2e[\\/]owner[\\/].*\.spec\.ts$/,
  testIgnore: undefined,
  projects: projectsRunning(/e2e[\\/]owner[\\/].*\.spec\.ts$/),
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx serve out --listen tcp://127.0.0.1:${port} --no-clipboard`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
