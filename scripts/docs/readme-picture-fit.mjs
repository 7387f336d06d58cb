#!/usr/bin/env node
/**
 * Wraps Playwright (the e2e tests' Chromium takes the shots) and sharp (lays them side by side).
 * The README's picture of how an owner's pictures are framed: a phone's portrait photo (3:4) in
 * the About slideshow of the other-owner test site, whose slides of every shape share a square
 * frame, built with SITE_DIR beside out/, once as the site shows it (whole, the default, over a
 * blurred copy of itself) and once as `fit: 'fill'` shows it (the frame filled, what was cut
 * off is gone). Writes docs/personalise/picture-fit.webp.
 *   npm run readme:picture-fit
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { findChromium, quietChromium } from '../lib/find-chromium.mjs';
import { buildInto } from '../lib/build-site.mjs';
import { startStaticServer } from '../lib/static-server.mjs';

const SITE = 'e2e/sites/other-owner';
const BUILT = '.readme-site';
const FILE = 'docs/personalise/picture-fit.webp';
const VIEWPORT = { width: 1280, height: 900 };

buildInto(`${BUILT}/out`, { SITE_DIR: SITE });
const server = await startStaticServer(`${BUILT}/out`, 4392);
const browser = await chromium.launch({
  executablePath: findChromium().executablePath,
  args: quietChromium,
});
try {
  const page = await browser.newPage({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  // Motion reduced: the slideshow stays on its first slide.
  await page.goto(`${server.origin}/about`, { waitUntil: 'networkidle' });
  const panel = page.locator('[aria-roledescription="carousel"]');
  // The slide itself, not its blurred copy (no alt).
  const stage = panel.locator('img:not([alt=""])').first();
  await stage.evaluate((img) => img.decode());
  /** The slideshow, headed by what it shows. */
  const shot = async (caption) => {
    await panel.evaluate((element, text) => {
      element.querySelector('[data-caption]')?.remove();
      const note = Object.assign(document.createElement('p'), { textContent: text });
      note.dataset.caption = '';
      note.style.cssText = 'margin:0 0 12px;font:600 20px ui-monospace,monospace';
      element.prepend(note);
    }, caption);
    return panel.screenshot();
  };
  const whole = await shot("fit: 'whole' (the default)");
  await stage.evaluate((img) => (img.style.objectFit = 'cover'));
  // A slide that fills its frame has no blurred copy behind it, as the site draws it.
  await panel.locator('img[alt=""]').evaluateAll((copies) => copies.forEach((copy) => (copy.style.display = 'none')));
  const fill = await shot("fit: 'fill'");
  // At its own size: the slideshow is at most 420 px wide.
  const { width, height } = await sharp(whole).metadata();
  const half = { width, height };
  const [left, right] = await Promise.all([whole, fill].map((png) => sharp(png).resize(half).toBuffer()));
  mkdirSync('docs/personalise', { recursive: true });
  await sharp({ create: { width: half.width * 2 + 48, height: half.height + 32, channels: 3, background: '#f6f3ee' } })
    .composite([
      { input: left, left: 16, top: 16 },
      { input: right, left: half.width + 32, top: 16 },
    ])
    .webp({ quality: 82, effort: 6 })
    .toFile(FILE);
  console.log(`readme-picture-fit: wrote ${FILE}`);
} finally {
  await browser.close();
  await server.stop();
}
