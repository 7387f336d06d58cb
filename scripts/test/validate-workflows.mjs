#!/usr/bin/env node
/**
 * Wraps @action-validator/cli (GitHub's workflow schema, offline), whose command takes one file at a time.
 * Validates every workflow in .github/workflows/ against the schema GitHub reads it with, so a
 * misspelt key or a misplaced step fails `npm test` here rather than the run on GitHub.
 *   npm run validate:workflows
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const dir = '.github/workflows';
const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@action-validator/cli/package.json')),
  'cli.mjs',
);
const files = readdirSync(dir)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort()
  .map((name) => path.join(dir, name));
if (!files.length) {
  console.error(`No workflow in ${dir}/`);
  process.exit(1);
}

let failed = 0;
for (const file of files) {
  const { status } = spawnSync(process.execPath, [cli, file], { stdio: 'inherit' });
  console.log(`${file}: ${status === 0 ? 'valid' : 'INVALID (see above)'}`);
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
