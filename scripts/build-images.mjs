#!/usr/bin/env node
/**
 * Responsive variants of every picture in public/ (JPG and PNG), made with sharp before each
 * build: AVIF and WebP for modern browsers and the original format as the fallback, each at
 * the widths below up to the picture's own width. They go to public/_img/ (not committed),
 * with a manifest the <picture> markup is built from:
 *   { "/images/home/home-1.jpg": { width, height, sources: { avif: "srcset", webp: "…", fallback: "…" }, fallbackSrc } }
 * Variant names carry a hash of the source's bytes and the encoder settings: an unchanged
 * picture is not encoded again, a swapped one always is (whatever its file date), and a CDN
 * may cache them for good.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const outDir = path.join(publicDir, '_img');
const manifestFile = path.join(outDir, 'manifest.json');

/** Candidate widths; together with `sizes` they let a phone fetch a small file and a retina desktop a large one. */
// 720 fits the common phone (360-412 px wide at 1.75-2x) without jumping to 800.
const WIDTHS = [320, 480, 640, 720, 800, 1024, 1280, 1600];

/**
 * Encoder settings per format. AVIF with 4:2:0 chroma at quality 42 looks the same as sharp's
 * default 4:4:4 at 50 on these pictures at a normal viewing size, for ~30 % fewer bytes: the
 * largest picture of a page then arrives in the first two round trips of a phone's connection.
 */
const settings = {
  avif: { quality: 42, effort: 2, chromaSubsampling: '4:2:0' },
  webp: { quality: 72 },
  jpg: { quality: 74, mozjpeg: true, progressive: true },
  png: { palette: true, compressionLevel: 9 },
};
const encoders = {
  avif: (image) => image.avif(settings.avif),
  webp: (image) => image.webp(settings.webp),
  jpg: (image) => image.jpeg(settings.jpg),
  png: (image) => image.png(settings.png),
};

async function* picturesIn(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== outDir) yield* picturesIn(full);
    } else if (/\.(jpe?g|png)$/i.test(entry.name)) {
      yield full;
    }
  }
}

async function exists(target) {
  try {
    await stat(target);
    return true;
  } catch {
    return false;
  }
}

async function* filesIn(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/** Runs the tasks with at most `limit` at a time (sharp is CPU-bound; the machines have 2 cores). */
async function pool(tasks, limit) {
  const queue = [...tasks];
  await Promise.all(Array.from({ length: limit }, async () => {
    while (queue.length) await queue.shift()();
  }));
}

/** Every variant file this run wants; anything else in public/_img/ is stale and removed. */
const wanted = new Set([manifestFile]);

async function variantsOf(file) {
  const bytes = await readFile(file);
  // The settings are part of the name too: changing them re-encodes every picture.
  const hash = createHash('sha256').update(bytes).update(JSON.stringify({ settings, WIDTHS })).digest('hex').slice(0, 10);
  const relative = path.relative(publicDir, file);
  const url = `/${relative.split(path.sep).join('/')}`;
  const { width, height } = await sharp(bytes).metadata();
  if (!width || !height) throw new Error(`${relative}: cannot read the picture's size`);
  const fallback = /\.png$/i.test(file) ? 'png' : 'jpg';
  const widths = [...WIDTHS.filter((w) => w < width), width];
  const base = `${relative.replace(/\.(jpe?g|png)$/i, '')}-${hash}`;
  const sources = {};
  const tasks = [];
  for (const format of ['avif', 'webp', fallback]) {
    const entries = [];
    for (const w of widths) {
      const name = `${base}-${w}.${format}`;
      const target = path.join(outDir, name);
      entries.push(`/_img/${name.split(path.sep).join('/')} ${w}w`);
      wanted.add(target);
      tasks.push(async () => {
        if (await exists(target)) return;
        await mkdir(path.dirname(target), { recursive: true });
        await encoders[format](sharp(bytes).resize({ width: w })).toFile(target);
      });
    }
    sources[format === fallback ? 'fallback' : format] = entries.join(', ');
  }
  const fallbackWidth = widths.find((w) => w >= 800) ?? width;
  return {
    url,
    tasks,
    entry: { width, height, sources, fallbackSrc: `/_img/${base.split(path.sep).join('/')}-${fallbackWidth}.${fallback}` },
  };
}

const started = Date.now();
const manifest = {};
const tasks = [];
for await (const file of picturesIn(publicDir)) {
  const { url, entry, tasks: own } = await variantsOf(file);
  manifest[url] = entry;
  tasks.push(...own);
}
await pool(tasks, 2);
for await (const file of filesIn(outDir)) if (!wanted.has(file)) await rm(file);
await mkdir(outDir, { recursive: true });
await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`pictures: ${Object.keys(manifest).length} sources, ${tasks.length} variants checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
