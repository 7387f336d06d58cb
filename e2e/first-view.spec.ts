import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect, holdRequests, openRoute } from './fixtures';
import { routes } from './routes';
import { builtDocument, htmlFile, namedScripts, out } from './builtPages';
import { contact } from './testSite';
import type { Page } from '@playwright/test';

/** When those scripts and the page's pictures were requested. */
const requestTimes = (page: Page, scripts: string[]) =>
  page.evaluate((scripts) => {
    const resources = performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
    const named = new Set(scripts);
    return {
      scripts: resources.filter((entry) => named.has(entry.path)).map((entry) => entry.start),
      pictures: resources.filter((entry) => entry.path.includes('/_img/')).map((entry) => entry.start),
    };
  }, scripts);

/** The stylesheets a built page links (disabled: their rules are in the page). */
const namedStylesheets = (route: string) =>
  [...builtDocument(htmlFile(route)).querySelectorAll('link[rel=stylesheet]')].map((link) =>
    link.getAttribute('href')!,
  );

const menuToggle = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

/** Pages whose first view has a picture; the others (Contact, Services) open on text. */
const withPicture = new Set(['/', '/projects', '/about', '/music']);

for (const route of routes) {
  test(`${route.path} asks for its first picture before its code, and works`, async ({ page }) => {
    await openRoute(page, route.path);
    const named = namedScripts(route.path);
    const { scripts, pictures } = await requestTimes(page, named);
    expect(scripts).toHaveLength(named.length);
    if (withPicture.has(route.path)) {
      expect(pictures.length).toBeGreaterThan(0);
      expect(Math.min(...pictures)).toBeLessThanOrEqual(Math.min(...scripts));
    }
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

  test("preload the first view's picture, then name their code only in a loader placed before the stylesheets", () => {
    for (const file of [...routes.map((route) => htmlFile(route.path)), path.join(out, '404.html')]) {
      const document = builtDocument(file);
      const name = path.basename(file);
      const route = routes.find((candidate) => htmlFile(candidate.path) === file)?.path;
      const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & 4 /* b follows a */);
      const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];
      const firstStylesheet = stylesheets[0]!;
      expect(firstStylesheet.parentElement, name).toBe(document.head);

      const picturePreloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')];
      if (route && withPicture.has(route)) {
        expect(picturePreloads.length, name).toBeGreaterThan(0);
        expect(before(picturePreloads[0]!, firstStylesheet), name).toBe(true);
        for (const preload of picturePreloads) {
          expect(preload.getAttribute('fetchpriority'), name).toBe('high');
          expect(preload.type, name).toBe('image/avif');
          // The very files the page's picture offers, so the browser uses what it preloaded.
          const offered = [...document.querySelectorAll('source[type="image/avif"]')].map((source) =>
            source.getAttribute('srcset'),
          );
          expect(offered, name).toContain(preload.getAttribute('imagesrcset'));
        }
      } else {
        expect(picturePreloads, name).toEqual([]);
      }

      // Only the nomodule polyfill keeps a src; the loader, before the stylesheets (an inline
      // script after them would wait for them), lists files that exist.
      const scripts = [...document.querySelectorAll('script')];
      expect(
        scripts.filter((script) => script.hasAttribute('src') && !script.hasAttribute('nomodule')),
        name,
      ).toEqual([]);
      const loaders = scripts.filter((script) => script.hasAttribute('data-deferred-src'));
      expect(loaders, name).toHaveLength(1);
      expect(before(loaders[0]!, firstStylesheet), name).toBe(true);
      const listed = loaders[0]!.dataset.deferredSrc!.split(' ');
      for (const src of listed) expect(existsSync(path.join(out, src)), src).toBe(true);
      // Largest first: the one sent alone while a slow link brings the first view's picture.
      const sizes = listed.map((src) => statSync(path.join(out, src)).size);
      expect(sizes, name).toEqual([...sizes].sort((a, b) => b - a));
      expect(document.querySelectorAll('link[rel=preload][as=script]'), name).toHaveLength(0);

      const linked = new Set(stylesheets.map((link) => link.getAttribute('href')));
      const preloaded = [...document.querySelectorAll('link[rel=preload][as=style]')].map((link) =>
        link.getAttribute('href'),
      );
      expect(
        preloaded.filter((href) => !linked.has(href)),
        name,
      ).toEqual([]);

      // Every stylesheet's rules are in the page, just before its link, which is disabled: the
      // first paint waits for no stylesheet.
      expect(stylesheets.length, name).toBeGreaterThan(0);
      for (const link of stylesheets) {
        expect(link.hasAttribute('disabled'), name).toBe(true);
        const rules = link.previousElementSibling;
        expect(rules?.tagName, name).toBe('STYLE');
        const href = link.getAttribute('href')!;
        expect(readFileSync(path.join(out, href), 'utf8'), href).toContain(rules!.textContent!.slice(0, 200));
      }
    }
  });
});

test('the page fetches none of its own stylesheets, and a page reached in the page brings its own', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the header's links are in the menu on a phone");
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await openRoute(page, '/contact');
  // (Next.js may preload the stylesheets of the pages its links lead to.)
  expect(stylesheets.filter((href) => namedStylesheets('/contact').includes(href))).toEqual([]);
  const heading = page.getByRole('heading', { level: 1 });
  // Styled: the heading is set in the site's weight, not the browser's plain h1.
  await expect(heading).toHaveCSS('letter-spacing', /^-/);

  await page.getByRole('link', { name: 'Music', exact: true }).first().click();
  await expect(page).toHaveURL(/\/music$/);
  const newOnMusic = namedStylesheets('/music').filter((href) => !namedStylesheets('/contact').includes(href));
  expect(newOnMusic.length).toBeGreaterThan(0);
  await expect.poll(() => [...new Set(stylesheets)].sort()).toEqual(expect.arrayContaining(newOnMusic));
  // The players are laid out by the stylesheet Music brought.
  await expect(page.getByRole('button', { name: 'Play' }).first()).toBeVisible();
});

test("on a link too slow to bring the first view's picture soon, the code is asked for without waiting for it", async ({
  page,
}) => {
  const release = await holdRequests(page, '**/_img/**');
  const code = page.waitForRequest((request) =>
    /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(request.url()).pathname),
  );
  await page.goto('/', { waitUntil: 'commit' });
  await code;
  // Painted (its stylesheets are in the page), but its picture has not arrived.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const arrived = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]')]
      // (A picture hidden at this width shows a blank placeholder.)
      .filter((img) => !img.currentSrc.startsWith('data:'))
      .map((img) => img.complete),
  );
  expect(arrived.length).toBeGreaterThan(0);
  expect(arrived).not.toContain(true);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
});

test("on a slow link, the first view's picture shares it with the largest script only, then the rest follow", async ({
  page,
}) => {
  const named = namedScripts('/music');
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (named.includes(pathname)) requested.push(pathname);
  });
  // The cover does not arrive.
  const releasePictures = await holdRequests(page, '**/_img/**');
  const first = page.waitForRequest((request) => named.includes(new URL(request.url()).pathname));
  await page.goto('/music', { waitUntil: 'commit' });
  await first;
  // A round trip to the page and a few frames: the others would have been asked for with it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(requested).toEqual([named[0]]);

  releasePictures();
  await expect.poll(() => [...requested].sort()).toEqual([...named].sort());
  // Asked for is not yet run: a click before the page's code has run reaches no handler.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  await page.getByRole('button', { name: 'Play' }).first().click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('the menu works while the pictures are still on their way', async ({ page }) => {
  // Hold every picture: the page stays short of its load event.
  const release = await holdRequests(page, '**/_img/**');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(async () => {
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  release();
});

test('what a visitor types before the code arrives is kept and sent', async ({ page }) => {
  await page.addInitScript(() => {
    window.__contactEmailConfig = {
      serviceId: 'service_test',
      templateId: 'template_test',
      publicKey: 'public_test',
      blockHeadless: false,
    };
  });
  const emailApi = 'https://api.emailjs.com/api/v1.0/email/send';
  await page.route(emailApi, (route) => route.fulfill({ status: 200, body: 'OK' }));
  // Hold the code until the visitor has typed.
  const release = await holdRequests(page, '**/_next/static/chunks/*.js');
  // Not waiting for load: the held scripts hold it.
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
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
