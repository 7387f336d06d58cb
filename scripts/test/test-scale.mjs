#!/usr/bin/env node
/**
 * Wraps Playwright; the content comes from scripts/test/scale-site.ts.
 * Makes a site folder with ten times the test site's content and an owner's odd cases
 * (.scale-site/), builds it through the same switch as any other site (SITE_DIR) into
 * .scale-site/out/, and runs the browser checks of e2e/scale.spec.ts against it, beside the
 * test site's build in out/ (built first if missing).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildInto } from '../lib/build-site.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });

if (!existsSync('out/index.html')) run('npm run build');
run('npx tsx scripts/test/scale-site.ts test');
buildInto('.scale-site/out', { SITE_DIR: '.scale-site' });
run('npx playwright test -c playwright.scale.config.ts');
