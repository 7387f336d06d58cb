import { playwrightConfig, staticServer } from './scripts/test/playwrightConfig';

/**
 * The core checks against a build made with BASE_PATH=/portfolio and served under that
 * prefix, as on GitHub Pages, by `serve` or by nginx with docs/hosting.md's configuration
 * (scripts/test/test-base-path.mjs builds it and passes nginx's command).
 */
const port = 4177;
export const prefix = '/portfolio';

export default playwrightConfig({
  testMatch: /base-path\.spec\.ts$/,
  outputDir: 'test-results/base-path',
  baseURL: `http://127.0.0.1:${port}`,
  webServer: [
    process.env.NGINX_COMMAND
      ? { command: process.env.NGINX_COMMAND, url: `http://127.0.0.1:${port}${prefix}/` }
      : { ...staticServer('.base-path-site', port), url: `http://127.0.0.1:${port}${prefix}/` },
  ],
});
