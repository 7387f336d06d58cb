#!/usr/bin/env node
/**
 * Tries the repository as a new owner would: copies it into a scratch folder with another site
 * folder's content/ and public/ in place of its own (scripts/lib/owner-copy.mjs: no demo file
 * stays), and runs the README's test command there, exactly as CI does. Nothing here changes
 * this folder.
 *   node scripts/test/try-owner.mjs e2e/sites/other-owner [--keep] [--command "npm test"]
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ownerCopy } from '../lib/owner-copy.mjs';

const {
  values: { keep, command },
  positionals: [set],
} = parseArgs({
  options: { keep: { type: 'boolean' }, command: { type: 'string', default: 'CI=true bash .ci/run' } },
  allowPositionals: true,
});
if (!set) {
  console.error(
    'usage: node scripts/test/try-owner.mjs <site folder with content/ and public/> ' +
      '[--keep] [--command "npm test"]',
  );
  process.exit(2);
}
let copy;
try {
  copy = ownerCopy(set);
} catch (error) {
  console.error(`try-owner: ${error.message}`);
  process.exit(2);
}

console.log(`try-owner: ${set} in ${copy}: ${command}`);
const started = Date.now();
const result = spawnSync('bash', ['-c', command], { cwd: copy, stdio: 'inherit' });
console.log(`try-owner: ${command} exited ${result.status} after ${((Date.now() - started) / 60000).toFixed(1)} min`);
if (!keep) rmSync(copy, { recursive: true, force: true });
process.exit(result.status ?? 1);
