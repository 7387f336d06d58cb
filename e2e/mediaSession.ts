import type { Page } from '@playwright/test';

/**
 * Keeps the page's Media Session action handlers where a test can call them, as the
 * operating system's media controls would (a browser under test has no media keys).
 * Call before the page loads; returns `press(action, details)`.
 */
export async function recordMediaHandlers(page: Page) {
  await page.addInitScript(() => {
    const handlers: Record<string, ((details: object) => void) | null> = {};
    (window as unknown as { mediaHandlers: typeof handlers }).mediaHandlers = handlers;
    const original = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
    navigator.mediaSession.setActionHandler = (action, handler) => {
      handlers[action] = handler as (details: object) => void;
      original(action, handler);
    };
  });
  return (action: string, details: object = {}) =>
    page.evaluate(
      ({ action, details }) =>
        (window as unknown as { mediaHandlers: Record<string, (d: object) => void> }).mediaHandlers[action]!({
          action,
          ...details,
        }),
      { action, details },
    );
}

/** The title the operating system's media controls show. */
export const mediaTitle = (page: Page) => page.evaluate(() => navigator.mediaSession.metadata?.title);
