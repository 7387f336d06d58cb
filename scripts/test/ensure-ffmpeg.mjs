#!/usr/bin/env node
/**
 * No npm package does this here: ffmpeg-static downloads its binary at install, from a host these
 * machines cannot reach, and the package that ships one inside is a 2018 build.
 * Makes sure an ffmpeg with libopus and libmp3lame (what the build's streaming files are made
 * with, scripts/build/lib/streams.ts) runs before the tests that make a catalogue folder's
 * files. As root on Debian we install the distribution's ffmpeg; elsewhere we say what to install.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ffmpeg = process.env.FFMPEG || 'ffmpeg';
const encoders = () => spawnSync(ffmpeg, ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout ?? '';
const ready = () => /libopus/.test(encoders()) && /libmp3lame/.test(encoders());

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!ready() && isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("No ffmpeg with Opus and MP3 found for the catalogue folder's tests: installing Debian's ffmpeg…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg', { stdio: 'inherit' });
}
if (ready()) {
  console.log(`ffmpeg: ${spawnSync(ffmpeg, ['-version'], { encoding: 'utf8' }).stdout.split('\n')[0]}`);
  process.exit(0);
}
console.error(
  'The tests make audio files with ffmpeg and need one with libopus and libmp3lame on the PATH (or in FFMPEG): ' +
    'install it (Debian/Ubuntu: apt-get install ffmpeg; macOS: brew install ffmpeg; Windows: winget install ffmpeg) ' +
    'and run again.',
);
process.exit(1);
