// @ts-check
/**
 * Flags that keep Chromium from reaching Google's services (on a machine without internet they
 * fail noisily) and from needing a sandbox or a GPU: every script, test and audit launches with
 * them. CommonJS, so that .lighthouserc.js, which Lighthouse CI loads with require(), reads them too.
 */
const quietChromium = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { quietChromium };
