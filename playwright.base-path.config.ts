import { defineConfig } from '@playwright/test';
import base, { projectsRunning } from './playwright.config';

/**
 * The core checks against a build made with BASE_PATH=/portfolio and served under that
 * prefix, as on GitHub Pages (scripts/test-base-path.mjs builds and runs it).
 */
const port = 4177;
export const prefix = '/portfolio';

export default defineConfig({
  ...base,
  // A folder of its own: Playwright empties its output folder when it starts, and this runs
  // after the main suite, whose failures' traces must still be there at the end of npm test.
  outputDir: 'test-results/base-path',
  testMatch: /base-path\.spec\.ts$/,
  testIgnore: undefined,
  projects: projectsRunning(/base-path\.spec\.ts$/),
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    // `serve`, or nginx with docs/hosting.md's configuration when scripts/test-base-path.mjs passes it.
    command: process.env.NGINX_COMMAND ?? `npx serve .base-path-site --listen tcp://127.0.0.1:${port} --no-clipboard`,
    url: `http://127.0.0.1:${port}${prefix}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
