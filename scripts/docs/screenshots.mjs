#!/usr/bin/env node
/**
 * Wraps Playwright.
 * Full-page screenshots of every route at phone (375 px) and desktop (1280 px) widths, for
 * looking over a change by eye. Serve the build first (`npm run serve`), then:
 *   node scripts/docs/screenshots.mjs [baseURL] [outDir] [route…]
 */
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findChromium, quietChromium } from '../lib/find-chromium.mjs';

const { positionals } = parseArgs({ allowPositionals: true });
const [base = 'http://localhost:3000', outDir = 'screenshots', ...only] = positionals;
const routes = only.length ? only : ['/', '/projects', '/contact', '/services', '/about', '/music', '/no-such-page'];
const widths = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: findChromium().executablePath,
  args: quietChromium,
});
for (const [name, viewport] of Object.entries(widths)) {
  // bypassCSP: the screenshot's own style (below) is an inline one the site's policy refuses.
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1, bypassCSP: true });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1800); // past the home intro and entrance animations
    const file = `${outDir}/${name}-${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}.png`;
    // The whole page as a visitor scrolling down sees it: rows laid out only near the window
    // (content-visibility) are drawn too.
    await page.screenshot({ path: file, fullPage: true, style: '* { content-visibility: visible !important; }' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
