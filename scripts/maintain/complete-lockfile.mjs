#!/usr/bin/env node
/**
 * No package does this: no installer can lock entries that the mirror never lists.
 * The npm registry mirror on our build machines serves only Linux builds of platform-specific
 * packages (SWC, unrs-resolver…), so `npm install` here writes a lock file without the macOS,
 * Windows and other entries, and `npm ci` then refuses it as "out of sync". This adds the
 * missing optional entries, with the os/cpu/libc their names encode, exactly as a lock written
 * against the full registry would list them. `npm ci` skips entries for other platforms
 * without fetching them, and installs them by name and version on the platforms they are for.
 * Run after `npm install` on such a machine: node scripts/maintain/complete-lockfile.mjs
 */
import { execSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(await readFile(file, 'utf8'));
const packages = lock.packages;

const OS = 'android|darwin|freebsd|linux|openharmony|win32';
const CPU = 'arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x|wasm32';
const PLATFORM = new RegExp(String.raw`-(${OS})-(${CPU})(?:-(\w+))?$`);

/** os, cpu and libc from a platform suffix such as darwin-arm64, linux-arm-gnueabihf, win32-x64-msvc. */
function platformOf(name) {
  const match = name.match(PLATFORM);
  if (!match) return undefined;
  const [, os, cpu, abi] = match;
  const libc = abi?.startsWith('musl') ? ['musl'] : abi?.startsWith('gnu') ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = platformOf(name);
    if (!platform) continue;
    // npm hoists these next to their parent's node_modules, or to the top level.
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (packages[nested] || packages[top]) continue;
    packages[top] = { version, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
    added++;
  }
}

await writeFile(file, `${JSON.stringify(lock, null, 2)}\n`);
// Let npm put the new entries in its own order, so later installs leave the file alone.
execSync('npm install --package-lock-only --ignore-scripts', { stdio: 'ignore' });
console.log(`package-lock.json: added ${added} optional platform entries`);
