#!/usr/bin/env node
/**
 * No package does this: Playwright downloads its browser from a CDN these machines cannot reach.
 * Makes sure a Chromium exists for the end-to-end tests before they start. Playwright cannot
 * download its browser on machines without internet access, so as root on Debian we install
 * the distribution's `chromium` and `chromium-headless-shell` packages instead; elsewhere we say what to run.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, systemHeadlessShell } from '../lib/find-chromium.mjs';

const { executablePath, found } = findChromium({ headlessShell: true });
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canInstall = isRoot && existsSync('/usr/bin/apt-get');
// A system Chromium without its headless shell works, but spends more CPU on each test: where
// the shell can be installed, install it.
const shellMissing = executablePath !== undefined && executablePath !== systemHeadlessShell && !process.env.CHROME_PATH;

if (found && !(shellMissing && canInstall)) {
  console.log(`e2e browser: ${executablePath ?? "Playwright's own Chromium"}`);
  process.exit(0);
}

if (canInstall) {
  console.log("Installing Debian's chromium and chromium-headless-shell packages (apt-get)…");
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell',
      { stdio: 'inherit' },
    );
  } catch {
    console.log('apt-get could not install them.');
  }
  const now = findChromium({ headlessShell: true });
  if (now.found) {
    console.log(`e2e browser: ${now.executablePath}`);
    process.exit(0);
  }
}

console.error(
  'No Chromium for the end-to-end tests. Run `npx playwright install chromium`, ' +
    'install your system Chromium, or set CHROME_PATH to a Chrome/Chromium executable.',
);
process.exit(1);
