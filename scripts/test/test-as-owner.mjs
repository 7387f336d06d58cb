#!/usr/bin/env node
/**
 * The owner's side of `npm test`, on a site folder put in place as an owner leaves it: a copy of
 * the repository whose content/ and public/ are that folder's, no demo file in them
 * (scripts/lib/owner-copy.mjs). There the parts of the test command that read the owner's files
 * run as they would for the owner: the format check and the docs' links, which must not depend
 * on the demo or on the style of hand-written content, the lint of content/, the import of three
 * other generators' blogs (`npm run import`), then the owner's site checks (`npm run test:site`:
 * the build with its content check, size, HTML, links and the browser checks of e2e/owner/, the
 * imported posts and their old addresses among them), then the fixture blogs' own pages
 * (scripts/test/imported-pages.ts). The copy is kept when a step fails.
 *   node scripts/test/test-as-owner.mjs e2e/sites/other-owner
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ownerCopy } from '../lib/owner-copy.mjs';

/**
 * In this order: the quick checks of files first; then the owner moves in the blogs of three other
 * site generators (e2e/sites/imports/: Hugo, Jekyll, Astro); then the build and the browser.
 */
const STEPS = [
  'npm run format:check',
  'npm run check:readme',
  'npx eslint content --max-warnings 0',
  ...['hugo', 'jekyll', 'astro'].map((blog) => `npm run import -- e2e/sites/imports/${blog}`),
  'npm run test:site',
  // What the blogs' posts became, on the pages built: the fixtures' own, known here.
  'npx tsx scripts/test/imported-pages.ts',
];

const {
  positionals: [set],
} = parseArgs({ allowPositionals: true });
if (!set) {
  console.error('usage: node scripts/test/test-as-owner.mjs <site folder with content/ and public/>');
  process.exit(2);
}

// The copy's own content/ is the site: no other site folder is named to it.
const env = { ...process.env };
delete env.SITE_DIR;
const started = Date.now();
const copy = ownerCopy(path.resolve(set), { modules: 'link' });
console.log(`test-as-owner: ${set} as an owner leaves it, in ${copy}`);
for (const step of STEPS) {
  console.log(`test-as-owner: ${step}`);
  const { status } = spawnSync('bash', ['-c', step], { cwd: copy, stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`test-as-owner: ${step} failed for ${set} as an owner leaves it; the copy stays in ${copy}`);
    process.exit(status ?? 1);
  }
}
rmSync(copy, { recursive: true, force: true });
console.log(`test-as-owner: ${set}: ${STEPS.length} steps passed in ${Math.round((Date.now() - started) / 1000)} s`);
