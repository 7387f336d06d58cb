/**
 * The one shape of every Playwright configuration: the tests' browser, the two windows, and a
 * static server for the build under test. Each playwright.*.config.ts at the top of the
 * repository names only what its suite has of its own (its specs, port, server).
 */
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { findChromium, quietChromium } from '../lib/find-chromium.mjs';

export const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
export const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/**
 * The tag of a test whose behaviour depends on the window's width or on touch (a layout, a
 * breakpoint, a tap): it runs in a phone's window too. Every other test runs once, at 1280 px.
 */
export const LAYOUT = '@layout';

/** A spec file (under e2e/) as Playwright titles its tests for `grep`: its path, then a space. */
export const specFile = (name: string) => new RegExp(`(^|[\\s\\\\/])${name.replace(/[.]/g, '\\.')}\\.spec\\.ts `);

export interface Suite {
  /** The spec files of the suite. */
  testMatch: RegExp;
  /** Spec files of the suite in which every test depends on the width: they run in the phone's window whole. */
  layoutSpecs?: string[];
  /** The address of the site under test. */
  baseURL: string;
  /**
   * The servers to start (a static server of the build, or nginx), each with the address that
   * answers once it is up.
   */
  webServer: { command: string; url: string; reuseExistingServer?: boolean }[];
  /** Playwright empties its output folder when it starts: each suite has its own, so an earlier suite's traces stay. */
  outputDir?: string;
  globalSetup?: string;
  /** Specs that measure milliseconds: they run last and one at a time, in each window. */
  timing?: RegExp;
}

/** A static server of `dir` on `port`, served the way a static CDN would. */
export const staticServer = (dir: string, port: number, { reuse = false } = {}) => ({
  command: `npx serve ${dir} --listen tcp://127.0.0.1:${port} --no-clipboard`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: reuse,
});

export function playwrightConfig(suite: Suite): PlaywrightTestConfig {
  const { executablePath } = findChromium({ headlessShell: true });
  const inPhone = [new RegExp(LAYOUT), ...(suite.layoutSpecs ?? []).map(specFile)];
  const timing = suite.timing;
  return defineConfig({
    // Relative to the configuration file that calls this, at the top of the repository.
    testDir: './e2e',
    testMatch: suite.testMatch,
    globalSetup: suite.globalSetup,
    outputDir: suite.outputDir,
    fullyParallel: true,
    forbidOnly: Boolean(process.env.CI),
    retries: process.env.CI ? 1 : 0,
    // Three pages on two cores: a browser test waits (for a timer, a transition, a track) more
    // than it computes, and the tests wait for conditions, not for time. PW_WORKERS sets another.
    workers: Number(process.env.PW_WORKERS ?? 3),
    reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
    timeout: 30_000,
    use: {
      baseURL: suite.baseURL,
      trace: 'retain-on-failure',
      launchOptions: { executablePath, args: quietChromium },
    },
    projects: [
      { name: 'desktop', use: desktop, testIgnore: timing },
      { name: 'phone', use: phone, grep: inPhone, testIgnore: timing },
      ...(timing
        ? [
            // Tests that measure milliseconds run last and one at a time: on a 2-core machine a
            // parallel neighbour can slow a page down by more than the margin being measured.
            {
              name: 'phone-timing',
              use: phone,
              testMatch: timing,
              fullyParallel: false,
              dependencies: ['phone', 'desktop'],
            },
            {
              name: 'desktop-timing',
              use: desktop,
              testMatch: timing,
              fullyParallel: false,
              dependencies: ['phone-timing'],
            },
          ]
        : []),
    ],
    webServer: suite.webServer.map((server) => ({ timeout: 30_000, ...server })),
  });
}
