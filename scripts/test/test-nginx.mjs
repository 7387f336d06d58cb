#!/usr/bin/env node
/**
 * Wraps nginx (Debian's) and Playwright.
 * Serves out/ with the nginx configuration docs/hosting.md gives (scripts/hosting/nginx.conf)
 * in a real nginx (scripts/test/nginx.mjs) and runs e2e/nginx.spec.ts against it: the HTTP answers a
 * self-hoster gets, then the core browser checks. Without nginx, and no way to install it,
 * it says so and skips.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureNginx, nginxServing } from './nginx.mjs';

if (!ensureNginx()) {
  console.log('nginx checks skipped: nginx is not installed and cannot be installed here (needs root and apt-get).');
  process.exit(0);
}
if (!existsSync('out/index.html')) execSync('npm run build', { stdio: 'inherit' });
const command = nginxServing({ root: 'out', port: 4179, dir: '.nginx' });
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.nginx.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NGINX_COMMAND: command },
});
process.exit(run.status ?? 1);
