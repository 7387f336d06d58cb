#!/usr/bin/env node
/**
 * No package stages a build under GitHub Pages' sub-path; this joins the build, serve, nginx, Playwright.
 * Builds the site with BASE_PATH=/portfolio, places it under that prefix the way GitHub
 * Pages serves a project site, and runs the base-path browser checks against it, served by
 * `serve` and then by nginx with docs/hosting.md's configuration.
 * Leaves the normal build in out/ alone (scripts/lib/build-site.mjs).
 */
import { execSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { buildInto } from '../lib/build-site.mjs';
import { ensureNginx, nginxServing } from './nginx.mjs';

const prefix = 'portfolio';
const site = '.base-path-site';
const run = (command, env = {}) => execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });

buildInto(`${site}/${prefix}`, { BASE_PATH: `/${prefix}` });
// A host serves its 404 page for unknown paths anywhere: serve finds it at its root.
cpSync(`${site}/${prefix}/404.html`, `${site}/404.html`);
run('npx playwright test -c playwright.base-path.config.ts');
// The same checks with nginx and docs/hosting.md's configuration serving the folder, as a self-hoster would.
if (ensureNginx())
  run('npx playwright test -c playwright.base-path.config.ts', {
    NGINX_COMMAND: nginxServing({
      root: site,
      port: 4177,
      dir: '.nginx-base-path',
      redirects: `${site}/${prefix}/_redirects.nginx`,
    }),
  });
else console.log('base path on nginx skipped: nginx is not installed and cannot be installed here.');
