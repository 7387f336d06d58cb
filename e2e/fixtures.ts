import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * Every test gets three guards: no request may leave the local server (anything else is
 * aborted and fails the test), no uncaught error may happen in the page, and nothing may
 * be blocked by the Content-Security-Policy.
 */
export const test = base.extend<{ offsite: string[]; pageErrors: string[]; cspViolations: void }>({
  offsite: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const offsite: string[] = [];
      await context.route(
        // mailto: and other non-network links are the visitor's own apps, not requests.
        (url) => /^(https?|wss?):$/.test(url.protocol) && url.origin !== origin,
        (route) => {
          offsite.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(offsite);
      expect(offsite, 'requests that left the local server').toEqual([]);
    },
    { auto: true },
  ],
  // Every test also checks the Content-Security-Policy: nothing the site does may be blocked.
  cspViolations: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
        });
      });
      await use();
      const violations = await page
        .evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
        .catch(() => [] as string[]);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the page's code has run (it loads after the first view). */
export async function waitForCode(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds each request for `url` (those `held` picks, if given) until the function it returns is
 * called.
 */
export async function holdRequests(page: Page, url: string | RegExp, held: (request: Request) => boolean = () => true) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (held(route.request())) await released;
    await route.continue();
  });
  return release;
}

/** The page's own scripts: Next's chunks under /_next/. */
const pageScripts = /\/_next\/.*\.js(\?|$)/;

/** Holds the page's scripts (/_next/…js): taps meanwhile land on the bare pre-rendered page, as on a slow link. */
export const holdScripts = (page: Page) => holdRequests(page, pageScripts);

/**
 * Serves a page of the tests' site as if it were written in another language (its document's
 * lang and dir; the words stay the fixture's), without its code, which would set them back:
 * what this shows is the stylesheet's part.
 */
export async function openInLanguage(page: Page, path: string, lang: string, dir: 'ltr' | 'rtl' = 'ltr') {
  await page.route(pageScripts, (route) => route.abort());
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<html lang="en" dir="ltr"/, `<html lang="${lang}" dir="${dir}"`);
      expect(html, 'the page says its language and direction').toContain(`<html lang="${lang}" dir="${dir}"`);
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

/** The page has no code yet: nothing has hydrated it. */
export const noCodeYet = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

/** One layout shift: when (performance.now()), how much, and whether an input just before caused it. */
export interface LayoutShift {
  at: number;
  value: number;
  afterInput: boolean;
}

/**
 * Records every layout shift of the pages the tab opens from here on; the function it returns
 * lists those from `since` (a performance.now() time) on.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        shifts.push({ at: entry.startTime, value: entry.value, afterInput: entry.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return (since = 0) =>
    page.evaluate(
      (from) => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts.filter((shift) => shift.at >= from),
      since,
    );
}

/**
 * Whether every line of the element's text lies inside its rounded corners: a pill's round
 * ends, grown round words that wrap, cut off the letters in its corners.
 */
export const textInsideCorners = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const radius = parseFloat(getComputedStyle(element).borderTopLeftRadius);
    // Radii too large for the box are scaled down together until they fit, as the browser draws them.
    const r = radius * Math.min(1, box.width / (2 * radius), box.height / (2 * radius));
    const inside = (x: number, y: number) => {
      const cx = Math.min(Math.max(x, box.left + r), box.right - r);
      const cy = Math.min(Math.max(y, box.top + r), box.bottom - r);
      return Math.hypot(x - cx, y - cy) <= r + 0.5;
    };
    const range = document.createRange();
    range.selectNodeContents(element);
    return Array.from(range.getClientRects()).every((line) =>
      [line.left, line.right].every((x) => inside(x, line.top) && inside(x, line.bottom)),
    );
  });

/** A track's row in the page's main list: the list item holding the heading with its exact title. */
export const trackRow = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Loads a route and waits until the app has hydrated and prefetched its links. */
export async function openRoute(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForCode(page);
  await page.waitForLoadState('networkidle');
  return response;
}

/**
 * Waits until nothing on the page moves or fades any more (intro, entrance, menu): no running
 * animation, and every element's opacity, transform and visibility the same over a few frames.
 * Conditions, not a clock: a slower machine only waits longer.
 */
export async function waitForStill(page: Page) {
  // Polled with evaluate, which awaits the frames; waitForFunction would take the pending
  // promise itself for a truthy answer and return at once.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const styles = () =>
            Array.from(document.querySelectorAll('body *'), (element) => {
              const style = getComputedStyle(element);
              return `${style.opacity}|${style.transform}|${style.visibility}|${style.display}`;
            }).join(';');
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          const before = styles();
          for (let i = 0; i < 5; i++) await frame();
          return (
            before === styles() && document.getAnimations().every((animation) => animation.playState !== 'running')
          );
        }),
      { message: 'the page comes to rest', intervals: [100], timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * How much of the least shown element the locator matches shows: its own opacity times every
 * ancestor's; 0 when it matches nothing. Playwright's toBeVisible() holds at opacity 0, so a
 * page or footer left faded out would pass it.
 */
export const shownOpacity = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.reduce(
      (least, element) => {
        let opacity = 1;
        for (let node: Element | null = element; node; node = node.parentElement)
          opacity *= Number(getComputedStyle(node).opacity);
        return Math.min(least, opacity);
      },
      elements.length ? 1 : 0,
    ),
  );

/**
 * Waits until the menu is open and every one of its links has come fully in: their entrance
 * starts after a delay, so a page can look still before it has begun. A test clicks a link in
 * the menu only after this: Playwright takes the click's point, then clicks there, and on a busy
 * machine a link still coming in has moved between the two (the click then lands beside it).
 */
export async function waitForMenuShown(page: Page) {
  // The menu, whatever the page's language calls it: the page's one dialog.
  const links = page.getByRole('dialog').getByRole('link');
  await expect.poll(() => shownOpacity(links)).toBeGreaterThan(0.999);
  await waitForStill(page);
}
