#!/usr/bin/env node
/**
 * No package does this: vnu-jar ships the checker, not Java, and its fallback downloads a runtime
 * from a host these machines cannot reach.
 * Makes sure a Java 11 or later (what vnu.jar is compiled for) is on the PATH before the Nu
 * HTML Checker runs. As root on Debian we install the distribution's default-jre-headless;
 * elsewhere we say what to install.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDED = 11;

/** The major version of the `java` on the PATH (17 of "17.0.15", 8 of "1.8.0"), or 0 if none runs. */
function javaVersion() {
  const { stdout = '', stderr = '' } = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return Number(`${stderr}${stdout}`.match(/version "(?:1\.)?(\d+)/)?.[1] ?? 0);
}

let found = javaVersion();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (found < NEEDED && isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(
    `${found ? `Java ${found} is too old` : 'No Java found'} for the Nu HTML Checker: ` +
      "installing Debian's default-jre-headless (apt-get)…",
  );
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless', {
    stdio: 'inherit',
  });
  found = javaVersion();
}
if (found >= NEEDED) {
  console.log(`Nu HTML Checker: Java ${found}`);
  process.exit(0);
}

console.error(
  `The Nu HTML Checker (npm run validate:vnu) needs Java ${NEEDED} or later on the PATH` +
    `${found ? `, found Java ${found}` : ''}. ` +
    'Install a Java runtime (Debian/Ubuntu: apt-get install default-jre-headless; ' +
    'macOS: brew install openjdk) and run again.',
);
process.exit(1);
