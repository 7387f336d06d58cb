/**
 * Wraps Playwright and its DevTools-protocol network events.
 * What a first visit costs: requests and bytes transferred (headers and bodies, as sent),
 * from the navigation until the page's code has run and the network is idle, with no
 * interaction, in a fresh 375 × 812 phone context with the cache off. Used by the scale
 * browser checks and by `npm run bench:scale`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export async function firstLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let requests = 0;
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => {
      requests += 1;
      bytes += event.encodedDataLength;
    });
    await page.goto(url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return { requests, bytes };
  } finally {
    await context.close();
  }
}
