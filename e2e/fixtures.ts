import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test gets two guards: no request may leave the local server (anything else is
 * aborted and fails the test), and no uncaught error may happen in the page.
 */
export const test = base.extend<{ offsite: string[]; pageErrors: string[] }>({
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

/** Loads a route and waits until the app has hydrated and prefetched its links. */
export async function openRoute(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return response;
}
