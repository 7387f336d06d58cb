import { playwrightConfig, staticServer } from './scripts/test/playwrightConfig';

const port = 4173;
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * The project's browser checks on the tests' own site (e2e/sites/demo), built into out/. The
 * specs of the other suites (a sub-path, ten times the content, nginx, the owner's site) run
 * from their own configurations against their own builds.
 */
export default playwrightConfig({
  testMatch: /^(?!.*(base-path|scale|nginx)\.spec\.ts$)(?!.*[\\/]owner[\\/]).*\.spec\.ts$/,
  // Every test in these depends on the window: breakpoints, the menu's push, taps, layouts.
  layoutSpecs: ['home', 'home-parts', 'menu', 'projects', 'viewport', 'early-taps', 'accessibility', 'first-view'],
  timing: /\.timing\.spec\.ts$/,
  // These specs assert the tests' own site: out/ must be its build.
  globalSetup: './e2e/testSiteBuilt.ts',
  baseURL,
  webServer: [staticServer('out', port, { reuse: !process.env.CI })],
});
