#!/usr/bin/env node
/**
 * No package does this: Playwright downloads its browser from a CDN these machines cannot reach.
 * Makes sure a Chromium exists for the end-to-end tests before they start. Playwright cannot
 * download its browser on machines without internet access, so as root on Debian we install
 * the distribution's `chromium` package instead; elsewhere we say what to run.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const { executablePath, found } = findChromium();
if (found) {
  console.log(`e2e browser: ${executablePath ?? "Playwright's own Chromium"}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('No Chromium found: installing Debian\'s chromium package (apt-get)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (findChromium().found) process.exit(0);
}

console.error(
  'No Chromium for the end-to-end tests. Run `npx playwright install chromium`, ' +
    'install your system Chromium, or set CHROME_PATH to a Chrome/Chromium executable.',
);
process.exit(1);
