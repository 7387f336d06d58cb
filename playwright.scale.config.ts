import { defineConfig } from '@playwright/test';
import base, { projectsRunning } from './playwright.config';

/**
 * The core checks against a site with ten times the demo's content and the cases an owner's
 * content brings (scripts/test-scale.mjs makes and builds it in .scale-site/). The demo build
 * in out/ is served beside it, so the two can be compared in one run.
 */
export const scalePort = 4178;
export const demoPort = 4173;

export default defineConfig({
  ...base,
  // A folder of its own: Playwright empties its output folder when it starts, and this runs
  // after the main suite, whose failures' traces must still be there at the end of npm test.
  outputDir: 'test-results/scale',
  testMatch: /scale\.spec\.ts$/,
  testIgnore: undefined,
  projects: projectsRunning(/scale\.spec\.ts$/),
  use: { ...base.use, baseURL: `http://127.0.0.1:${scalePort}` },
  webServer: [
    {
      command: `npx serve .scale-site/out --listen tcp://127.0.0.1:${scalePort} --no-clipboard`,
      url: `http://127.0.0.1:${scalePort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx serve out --listen tcp://127.0.0.1:${demoPort} --no-clipboard`,
      url: `http://127.0.0.1:${demoPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
