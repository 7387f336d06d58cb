/**
 * Wraps Playwright and its DevTools-protocol network events.
 * What a first visit costs: requests and bytes transferred (headers and bodies, as sent),
 * from the navigation until the page's code has run and the network has been quiet for
 * QUIET_MS, with no interaction, in a fresh 375 × 812 phone context with the cache off. Used
 * by the scale browser checks and by `npm run bench:scale`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export async function firstLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // How long nothing may be asked for or arrive before the visit counts as done: longer than
    // Playwright's network idle (500 ms), because on a busy machine the code's idle-time work
    // (the prefetch of the links on screen) can start later than that after hydration, and a
    // visit measured before it would look lighter than it is.
    const QUIET_MS = 1500;
    let requests = 0;
    let bytes = 0;
    /** Requests asked for and not yet arrived or failed, by id (a redirect keeps its id). */
    const pending = new Map();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      pending.set(event.requestId, event.request.url);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      pending.delete(event.requestId);
      lastActivity = Date.now();
      requests += 1;
      bytes += event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      pending.delete(event.requestId);
      lastActivity = Date.now();
    });
    await page.goto(url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const giveUp = Date.now() + 30_000;
    while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > giveUp) throw new Error(`${url}: still loading after 30 s: ${[...pending.values()].join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { requests, bytes };
  } finally {
    await context.close();
  }
}
