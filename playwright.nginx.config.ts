import { playwrightConfig } from './scripts/test/playwrightConfig';

/**
 * The nginx checks: out/ served by a real nginx with docs/hosting.md's configuration
 * (scripts/test/test-nginx.mjs writes its configuration and passes the command that starts it).
 */
const port = 4179;

export default playwrightConfig({
  testMatch: /nginx\.spec\.ts$/,
  outputDir: 'test-results/nginx',
  baseURL: `http://127.0.0.1:${port}`,
  webServer: [
    {
      command: process.env.NGINX_COMMAND ?? 'echo "run scripts/test/test-nginx.mjs" && exit 1',
      url: `http://127.0.0.1:${port}/`,
    },
  ],
});
