#!/usr/bin/env node
/**
 * Wraps Playwright; the copy comes from scripts/scale-site.ts.
 * Builds a copy of the site with ten times the demo's content and an owner's odd cases
 * (scripts/scale-site.ts, in .scale-site/) and runs the browser checks of e2e/scale.spec.ts
 * against it, beside the demo build in out/ (built first if missing).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, { cwd, env } = {}) => execSync(command, { stdio: 'inherit', cwd, env: { ...process.env, ...env } });

if (!existsSync('out/index.html')) run('npm run build');
run('npx tsx scripts/scale-site.ts test');
run('npm run build', { cwd: '.scale-site', env: { TURBOPACK_ROOT: process.cwd() } });
run('npx playwright test -c playwright.scale.config.ts');
