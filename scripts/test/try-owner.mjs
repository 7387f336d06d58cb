#!/usr/bin/env node
/**
 * No package does this: it follows this repository's own layout.
 * Tries the repository as a new owner would: copies it (the files git tracks or would, as
 * they are in the working tree) into a scratch folder, replaces the owner's content/ (its
 * text modules and pictures) and public/ with another site folder's, and runs the README's
 * test command there, exactly as CI does. Nothing here changes this folder.
 *   node scripts/test/try-owner.mjs e2e/sites/other-owner [--keep] [--command "npm test"]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const {
  values: { keep, command },
  positionals: [set],
} = parseArgs({
  options: { keep: { type: 'boolean' }, command: { type: 'string', default: 'CI=true bash .ci/run' } },
  allowPositionals: true,
});
if (!set || !existsSync(path.join(set, 'content', 'index.ts'))) {
  console.error(
    'usage: node scripts/test/try-owner.mjs <site folder with content/index.ts and public/> ' +
      '[--keep] [--command "npm test"]',
  );
  process.exit(2);
}
const copy = mkdtempSync(path.join(tmpdir(), 'try-owner-'));

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && existsSync(file));
for (const file of files) {
  mkdirSync(path.join(copy, path.dirname(file)), { recursive: true });
  copyFileSync(file, path.join(copy, file));
}
// As an owner would: their own text modules over the demo's, their pictures and media instead.
for (const file of readdirSync(path.join(set, 'content')).filter((name) => name.endsWith('.ts')))
  copyFileSync(path.join(set, 'content', file), path.join(copy, 'content', file));
rmSync(path.join(copy, 'content', 'pictures'), { recursive: true, force: true });
cpSync(path.join(set, 'content', 'pictures'), path.join(copy, 'content', 'pictures'), { recursive: true });
rmSync(path.join(copy, 'public'), { recursive: true, force: true });
cpSync(path.join(set, 'public'), path.join(copy, 'public'), {
  recursive: true,
  filter: (source) => !source.includes(`${path.sep}_img`),
});
execFileSync('git', ['init', '-q'], { cwd: copy });

console.log(`try-owner: ${set} in ${copy}: ${command}`);
const started = Date.now();
const result = spawnSync('bash', ['-c', command], { cwd: copy, stdio: 'inherit' });
console.log(`try-owner: ${command} exited ${result.status} after ${((Date.now() - started) / 60000).toFixed(1)} min`);
if (!keep) rmSync(copy, { recursive: true, force: true });
process.exit(result.status ?? 1);
