/**
 * The first view paints from the HTML alone, before the page's scripts:
 * - each `<script src async>` Next.js writes for /_next/ (and every script preload) gives way
 *   to one inline loader (firstViewLoader.js) listing them, largest first, placed before the
 *   stylesheets (an inline script after a stylesheet link would wait for it); the controls
 *   people tap first work from the same script before the code arrives
 *   (components/early/earlyTaps.ts); `nomodule` polyfills are left;
 * - stylesheet preloads for what the page does not show go: Next.js preloads the 404 page's
 *   CSS on every page for a client-side navigation that a static export never makes;
 * - each stylesheet is written into the page as a <style> before its link, which stays,
 *   disabled: React finds a page's stylesheets by their links and would otherwise fetch them
 *   again once the code runs.
 * docs/decisions/first-view.md gives the reasons and the measurements behind each.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import {
  attribute,
  createElement,
  findAll,
  hasAttribute,
  hasToken,
  insertBefore,
  remove,
  removeAttribute,
  setAttribute,
  type HtmlDocument,
} from './html';
import { browserScript } from './browserScript';
import { PageProblem, type Page, type Step } from './site';

/** Milliseconds from navigation start after which a first view not yet painted is on a slow link or device. */
export const SLOW_LINK_MS = 250;
/** The longest the other scripts wait on that slow path for the first view to paint. */
export const FIRST_VIEW_WAIT_MS = 2000;

/**
 * The loader, the early taps, the watch on failing pictures and the theme's choice, minified: the
 * script is in every page, and a page's first 14.6 KB (compressed) come in the first round trip
 * of a new connection.
 */
export function loaderScript() {
  const loader = transformSync(readFileSync(path.join(__dirname, 'firstViewLoader.js'), 'utf8'), {
    minify: true,
    target: 'es2017',
    define: { SLOW_LINK_MS: String(SLOW_LINK_MS), FIRST_VIEW_WAIT_MS: String(FIRST_VIEW_WAIT_MS) },
  }).code.trim();
  const earlyTaps = browserScript('components/early/earlyTaps', 'installEarlyTaps');
  const pictureFailures = browserScript('components/picture/pictureFailures', 'watchPictureFailures');
  const themeChoice = browserScript('components/theme/themeChoice.ts', 'installThemeChoice');
  return loader + earlyTaps + pictureFailures + themeChoice;
}

const isStylesheet = (link: Parameters<typeof hasToken>[0]) => hasToken(link, 'rel', 'stylesheet');

/**
 * Moves the page's Next.js scripts into one loader script. Returns the scripts it lists, none
 * when the page has no Next.js script (it is then left as it was).
 */
export function deferScripts(page: Page, { loader, sizeOf }: { loader: string; sizeOf: (src: string) => number }) {
  const document = page.document as HtmlDocument;
  const scripts = findAll(
    document,
    'script',
    (script) =>
      hasAttribute(script, 'async') &&
      !hasAttribute(script, 'nomodule') &&
      (attribute(script, 'src') ?? '').includes('/_next/'),
  );
  if (!scripts.length) return [];
  const sources = scripts.map((script) => attribute(script, 'src')!);
  if (sources.some((src) => /\s/.test(src)))
    throw new PageProblem(page, `a script address with a space: ${sources.join(', ')}`);
  const firstStylesheet = findAll(document, 'link', isStylesheet)[0];
  if (!firstStylesheet) throw new PageProblem(page, 'scripts but no stylesheet to put the loader before');
  for (const script of scripts) remove(script);
  for (const preload of findAll(
    document,
    'link',
    (link) => hasToken(link, 'rel', 'preload') && attribute(link, 'as') === 'script',
  ))
    remove(preload);
  // Largest first: the one the loader sends alone while the first view's picture arrives.
  sources.sort((a, b) => sizeOf(b) - sizeOf(a));
  insertBefore(firstStylesheet, createElement('script', { 'data-deferred-src': sources.join(' ') }, loader));
  return sources;
}

/** Drops the preloads of stylesheets the page does not link. */
export function dropUnusedStylePreloads(page: Page) {
  const document = page.document as HtmlDocument;
  const linked = new Set(findAll(document, 'link', isStylesheet).map((link) => attribute(link, 'href')));
  const unused = findAll(
    document,
    'link',
    (link) =>
      hasToken(link, 'rel', 'preload') && attribute(link, 'as') === 'style' && !linked.has(attribute(link, 'href')),
  );
  for (const preload of unused) remove(preload);
}

/** Writes each stylesheet's rules into a <style> before its link, and disables the link. */
export function inlineStylesheets(page: Page, readStylesheet: (href: string) => string) {
  for (const link of findAll(page.document as HtmlDocument, 'link', isStylesheet)) {
    const href = attribute(link, 'href') ?? '';
    if (!href.includes('/_next/')) throw new PageProblem(page, `a stylesheet from outside the build: ${href}`);
    const css = readStylesheet(href)
      .replace(/\n\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
      .trim();
    // Rules are read relative to the page now: a relative url() would point elsewhere.
    if (/url\((?!\s*['"]?(?:data:|\/|#))/i.test(css))
      throw new PageProblem(page, `${href} has a relative url(): inline it by hand`);
    if (/<\/style/i.test(css)) throw new PageProblem(page, `${href} would end its <style> early`);
    insertBefore(link, createElement('style', {}, css));
    setAttribute(link, 'disabled', '');
    // Next.js links the stylesheet of a component it loads on demand (next/dynamic) with
    // as="style" too, which only a preload may carry: the link only names the rules now.
    removeAttribute(link, 'as');
  }
}

export const firstView: Step = {
  name: 'first view',
  run({ out, pages }) {
    const loader = loaderScript();
    /** A file the page names, with or without a base path before /_next/. */
    const fileOf = (src: string) => path.join(out, src.slice(src.indexOf('/_next/')));
    let deferred = 0;
    for (const page of pages) {
      if (
        findAll(page.document as HtmlDocument, 'script', (script) => hasAttribute(script, 'data-deferred-src')).length
      ) {
        throw new PageProblem(page, 'already has its scripts deferred: run on a fresh build');
      }
      if (deferScripts(page, { loader, sizeOf: (src) => statSync(fileOf(src)).size }).length) deferred += 1;
      dropUnusedStylePreloads(page);
      inlineStylesheets(page, (href) => readFileSync(fileOf(href), 'utf8'));
    }
    if (pages.length && !deferred)
      throw new Error('no page has a Next.js <script src async>: has Next.js changed how it writes them?');
    console.log(
      `first view: ${deferred} pages load their scripts after the first paint, their stylesheets in the page`,
    );
  },
};
