/**
 * No package does this: chrome-launcher finds installed Chromes but not Playwright's, tried first here.
 * Which Chromium a script or the end-to-end tests drive. In order: $CHROME_PATH; Playwright's
 * own browser when it has been installed (an ordinary laptop after `npx playwright install
 * chromium`); the system Chromium (Debian's, where Playwright cannot download one).
 * Returns undefined to mean "Playwright's own browser".
 *
 * The tests ask for the headless shell (`{ headlessShell: true }`): the same Chromium without
 * the desktop browser around it, which is what Playwright itself runs headless tests in. It
 * spends less CPU on each test than the full browser, and the suites are bound by the
 * machine's cores. Benchmarks, audits and screenshots keep the full browser (the default), as
 * a visitor's is.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import chromiumFlags from './chromium-flags.cjs';

const { quietChromium } = chromiumFlags;

export { quietChromium };

/** Debian's package `chromium-headless-shell`. */
export const systemHeadlessShell = '/usr/bin/chromium-headless-shell';
const systemBrowsers = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * @param {{ headlessShell?: boolean }} [options]
 * @returns {{ executablePath: string | undefined, found: boolean }}
 */
export function findChromium({ headlessShell = false } = {}) {
  if (process.env.CHROME_PATH)
    return { executablePath: process.env.CHROME_PATH, found: existsSync(process.env.CHROME_PATH) };
  try {
    // Playwright picks its own headless shell for headless tests by itself.
    if (existsSync(chromium.executablePath())) return { executablePath: undefined, found: true };
  } catch {
    // Playwright's browser is not installed: fall through to the system one.
  }
  const candidates = headlessShell ? [systemHeadlessShell, ...systemBrowsers] : systemBrowsers;
  const system = candidates.find((candidate) => existsSync(candidate));
  return { executablePath: system, found: Boolean(system) };
}
