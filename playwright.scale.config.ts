import { playwrightConfig, staticServer } from './scripts/test/playwrightConfig';

/**
 * The core checks against a site with ten times the demo's content and the cases an owner's
 * content brings (scripts/test/test-scale.mjs makes and builds it in .scale-site/). The demo
 * build in out/ is served beside it, so the two can be compared in one run.
 */
export const scalePort = 4178;
export const demoPort = 4173;

export default playwrightConfig({
  testMatch: /scale\.spec\.ts$/,
  outputDir: 'test-results/scale',
  baseURL: `http://127.0.0.1:${scalePort}`,
  webServer: [staticServer('.scale-site/out', scalePort), staticServer('out', demoPort, { reuse: !process.env.CI })],
});
