import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/find-chromium.mjs';

const port = 4173;
export const baseURL = `http://127.0.0.1:${port}`;

// Flags that keep Chromium from reaching out to Google's services: on a machine without
// internet they fail noisily, and the tests must not make any request off the local server.
const quietChromium = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const { executablePath } = findChromium({ headlessShell: true });

const phone = { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const TIMING = /\.timing\.spec\.ts$/;

/**
 * The phone and desktop projects running only `spec`: for the configurations that run their
 * own spec against another build or server (base path, ten times the content, nginx).
 */
export const projectsRunning = (spec: RegExp) => [
  { name: 'phone', use: phone, testMatch: spec },
  { name: 'desktop', use: desktop, testMatch: spec },
];
/** Runs against a build under a sub-path: see playwright.base-path.config.ts. */
const BASE_PATH_SPEC = /base-path\.spec\.ts$/;
/** Runs against the ten-times content set: see playwright.scale.config.ts. */
const SCALE_SPEC = /scale\.spec\.ts$/;
/** Runs against out/ served by nginx: see playwright.nginx.config.ts. */
const NGINX_SPEC = /nginx\.spec\.ts$/;
/** The owner's own site, checked without knowing its data: see playwright.site.config.ts. */
const SITE_SPECS = /e2e[\\/]owner[\\/]/;

export default defineConfig({
  testDir: './e2e',
  // These specs assert the tests' own site (e2e/sites/demo): out/ must be its build.
  globalSetup: './e2e/testSiteBuilt.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two cores: one page per core keeps timing assertions honest.
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: quietChromium },
  },
  projects: [
    { name: 'phone', use: phone, testIgnore: [TIMING, BASE_PATH_SPEC, SCALE_SPEC, NGINX_SPEC, SITE_SPECS] },
    { name: 'desktop', use: desktop, testIgnore: [TIMING, BASE_PATH_SPEC, SCALE_SPEC, NGINX_SPEC, SITE_SPECS] },
    // Tests that measure milliseconds run last and one at a time: on a 2-core machine a
    // parallel neighbour can slow a page down by more than the margin being measured.
    { name: 'phone-timing', use: phone, testMatch: TIMING, dependencies: ['phone', 'desktop'] },
    { name: 'desktop-timing', use: desktop, testMatch: TIMING, dependencies: ['phone-timing'] },
  ],
  webServer: {
    // The built static export, served the way a static CDN would.
    command: `npx serve out --listen tcp://127.0.0.1:${port} --no-clipboard`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
