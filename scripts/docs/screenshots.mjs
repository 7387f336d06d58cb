#!/usr/bin/env node
/**
 * Wraps Playwright.
 * Full-page screenshots of every route at phone (375 px) and desktop (1280 px) widths, for
 * looking over a change by eye. Serve the build first (`npm run serve`), then:
 *   node scripts/docs/screenshots.mjs [--color-scheme light|dark] [baseURL] [outDir] [route…]
 * --color-scheme takes them as a visitor whose system is set so (by default, Playwright's light).
 */
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findChromium, quietChromium } from '../lib/find-chromium.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'color-scheme': { type: 'string' } },
});
const colorScheme = values['color-scheme'];
if (colorScheme && !['light', 'dark'].includes(colorScheme)) throw new Error('--color-scheme: light or dark');
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
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1, bypassCSP: true, colorScheme });
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
