#!/usr/bin/env node
/**
 * No well-kept package audits a build folder for photo metadata; sharp (already here) reads it.
 * After the static export: nothing published may carry the owner's photo metadata or be a
 * heavyweight original. Fails the build (listing each file and what it carries) if any
 * picture under out/ has EXIF, XMP or IPTC data (a location, a camera, a name, a date) or is
 * over 1 MB. Warns about pictures put in public/ instead of content/pictures/: Next.js copies
 * public/ as it is, so those are published unprocessed.
 *   node scripts/check-published.mjs [out]
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(process.argv[2] ?? 'out');
const PICTURE = /\.(jpe?g|png|webp|avif|gif|tiff?|heic|heif)$/i;
const MAX_BYTES = 1024 * 1024;

async function* picturesIn(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* picturesIn(full);
    else if (PICTURE.test(entry.name)) yield full;
  }
}

const problems = [];
const unprocessed = [];
let count = 0;
for await (const file of picturesIn(out)) {
  count += 1;
  const name = path.relative(out, file);
  if (!name.startsWith(`_img${path.sep}`) && !name.startsWith(`og${path.sep}`) && !name.startsWith(`icons${path.sep}`)) unprocessed.push(name);
  const { size } = await stat(file);
  if (size > MAX_BYTES) problems.push(`${name}: ${(size / MAX_BYTES).toFixed(1)} MB, over the 1 MB a published picture may weigh`);
  try {
    const { exif, xmp, iptc } = await sharp(file).metadata();
    const carried = [exif && 'EXIF', xmp && 'XMP', iptc && 'IPTC'].filter(Boolean);
    if (carried.length) problems.push(`${name}: carries ${carried.join(', ')} metadata (location, camera, names or dates)`);
  } catch (problem) {
    problems.push(`${name}: cannot be read as a picture (${problem.message})`);
  }
}

for (const name of unprocessed) {
  console.warn(`published as it is: public/${name} (put pictures in content/pictures/ so the build resizes them and drops their metadata)`);
}
if (problems.length) {
  console.error(`${problems.length} published picture${problems.length === 1 ? '' : 's'} must not go out like this:`);
  for (const problem of problems) console.error(`  out/${problem}`);
  process.exit(1);
}
console.log(`published pictures: ${count} checked, no metadata, none over 1 MB`);
