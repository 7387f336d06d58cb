/**
 * Builds a site into a folder of its own instead of out/, leaving out/ as it was: for the
 * checks that need a second build beside the one under test (a sub-path, ten times the
 * content). `env` sets SITE_DIR, BASE_PATH and the like for that build only.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

export function buildInto(target, env = {}, { stdio = 'inherit' } = {}) {
  const kept = existsSync('out') ? '.out-root' : null;
  if (kept) {
    rmSync(kept, { recursive: true, force: true });
    renameSync('out', kept);
  }
  try {
    const log = execSync('npm run build', {
      stdio: stdio === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    rmSync(target, { recursive: true, force: true });
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync('out', target);
    return log ?? '';
  } finally {
    rmSync('out', { recursive: true, force: true });
    if (kept) renameSync(kept, 'out');
  }
}
