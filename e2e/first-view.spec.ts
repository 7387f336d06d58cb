import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, openRoute } from './fixtures';
import { routes } from './routes';
import { contact } from '../content';
import type { Page } from '@playwright/test';

/** The scripts of the page's code (React, Next.js, components), when each was requested. */
const codeRequests = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { loaded: navigation.loadEventStart, scripts };
  });

const out = path.join(__dirname, '..', 'out');
const htmlFile = (route: string) => path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

const menuToggle = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

for (const route of routes) {
  test(`${route.path} shows itself first and asks for its code after it has loaded`, async ({ page }) => {
    await openRoute(page, route.path);
    const { loaded, scripts } = await codeRequests(page);
    expect(scripts.length).toBeGreaterThan(0);
    for (const requested of scripts) expect(requested).toBeGreaterThanOrEqual(loaded);
    // And then it works: the menu, or on Music (which has no header) a player.
    if (route.path === '/music') {
      await page.getByRole('button', { name: 'Play' }).first().click();
      await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    } else {
      await menuToggle(page).click();
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    }
  });
}

test.describe('the built pages', () => {
  test.skip(({ isMobile }) => isMobile, 'checks files once');

  test('name their code only in the deferred loader and preload no stylesheet they do not link', () => {
    for (const file of [...routes.map((route) => htmlFile(route.path)), path.join(out, '404.html')]) {
      const html = readFileSync(file, 'utf8');
      const name = path.basename(file);
      const scriptTags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      // Only the nomodule polyfill keeps a src; the loader lists files that exist.
      expect(scriptTags.filter((tag) => /\ssrc=/.test(tag) && !/nomodule/i.test(tag)), name).toEqual([]);
      const loaders = scriptTags.filter((tag) => tag.includes('data-deferred-src='));
      expect(loaders, name).toHaveLength(1);
      const listed = loaders[0]!.match(/data-deferred-src="([^"]+)"/)![1]!.split(' ');
      expect(listed.length, name).toBeGreaterThan(0);
      for (const src of listed) expect(existsSync(path.join(out, src)), src).toBe(true);
      expect(html, name).not.toMatch(/<link\b(?=[^>]*rel="preload")(?=[^>]*as="script")/);

      const linked = new Set([...html.matchAll(/<link\b(?=[^>]*rel="stylesheet")[^>]*href="([^"]+)"/g)].map((match) => match[1]));
      const preloaded = [...html.matchAll(/<link\b(?=[^>]*rel="preload")(?=[^>]*as="style")[^>]*href="([^"]+)"/g)].map((match) => match[1]);
      expect(preloaded.filter((href) => !linked.has(href)), name).toEqual([]);
    }
  });
});

test('a visitor who presses a key before the page has loaded gets its code at once', async ({ page }) => {
  // Hold every picture: the page stays short of its load event.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_img/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');

  const code = page.waitForRequest((request) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(request.url()).pathname));
  await page.keyboard.press('Tab');
  await code;
  // The menu works while the pictures are still on their way.
  await expect(async () => {
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  release();
});

test('what a visitor types before the code arrives is kept and sent', async ({ page }) => {
  await page.addInitScript(() => {
    window.__contactEmailConfig = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test', blockHeadless: false };
  });
  const emailApi = 'https://api.emailjs.com/api/v1.0/email/send';
  await page.route(emailApi, (route) => route.fulfill({ status: 200, body: 'OK' }));
  // Hold the code until the visitor has typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact');
  const typed = { name: 'Ada', email: 'ada@example.com', message: 'Typed while the page was still loading' };
  await page.getByRole('textbox', { name: /^Name/ }).pressSequentially(typed.name);
  await page.getByRole('textbox', { name: /^Email/ }).pressSequentially(typed.email);
  await page.getByRole('textbox', { name: /^Message/ }).pressSequentially(typed.message);
  release();

  // Ready when the form no longer offers the mail app (the test's e-mail service is set up).
  await expect(page.getByText('Sending opens your e-mail app')).toBeHidden();
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue(typed.message);
  const sent = page.waitForRequest(emailApi);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toHaveText(contact.thanks);
  expect((await sent).postDataJSON()).toMatchObject({ template_params: typed });
});
