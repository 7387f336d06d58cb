import { defineConfig } from '@playwright/test';
import base, { projectsRunning } from './playwright.config';

/**
 * The nginx checks: out/ served by a real nginx with the configuration docs/hosting.md gives
 * (scripts/test-nginx.mjs writes its configuration and passes the command that starts it).
 */
const nginxPort = 4179;

export default defineConfig({
  ...base,
  // A folder of its own: Playwright empties its output folder when it starts, and this runs
  // after the main suite, whose failures' traces must still be there at the end of npm test.
  outputDir: 'test-results/nginx',
  testMatch: /nginx\.spec\.ts$/,
  testIgnore: undefined,
  projects: projectsRunning(/nginx\.spec\.ts$/),
  use: { ...base.use, baseURL: `http://127.0.0.1:${nginxPort}` },
  webServer: {
    command: process.env.NGINX_COMMAND ?? 'echo "run scripts/test-nginx.mjs" && exit 1',
    url: `http://127.0.0.1:${nginxPort}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
