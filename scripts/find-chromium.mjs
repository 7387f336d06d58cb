/**
 * No package does this: chrome-launcher finds installed Chromes but not Playwright's, tried first here.
 * Which Chromium the end-to-end tests drive. In order: $CHROME_PATH; Playwright's own browser
 * when it has been installed (an ordinary laptop after `npx playwright install chromium`);
 * the system Chromium (Debian's /usr/bin/chromium, where Playwright cannot download one).
 * Returns undefined to mean "Playwright's own browser".
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const systemBrowsers = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** @returns {{ executablePath: string | undefined, found: boolean }} */
export function findChromium() {
  if (process.env.CHROME_PATH) return { executablePath: process.env.CHROME_PATH, found: existsSync(process.env.CHROME_PATH) };
  try {
    if (existsSync(chromium.executablePath())) return { executablePath: undefined, found: true };
  } catch {
    // Playwright's browser is not installed: fall through to the system one.
  }
  const system = systemBrowsers.find((candidate) => existsSync(candidate));
  return { executablePath: system, found: Boolean(system) };
}
