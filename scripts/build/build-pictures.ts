/**
 * No well-kept package fits: next-image-export-optimizer wants originals in public/, which is published.
 * Publishes the owner's pictures: for every picture content/ names (the sources stay in
 * content/pictures/, which is never published), AVIF and WebP for modern browsers and JPEG
 * (PNG where the picture has transparency) as the fallback, at the widths its layouts need on
 * a dense screen and no wider; plus a 1200 px JPEG for the pictures link previews and
 * structured data point at. They go to public/_img/ (not committed), with a manifest the
 * <picture> markup is built from in .cache/pictures.json:
 *   { "home/home-1.jpg": { width, height, variants: "/_img/<hash>", widths: [320, …], fallback: "jpg", share? } }
 * (variant files are <variants>-<width>.<avif|webp|jpg|png>).
 * Variant names are a hash of the source's bytes, the encoder settings and the widths, and
 * nothing else: an unchanged picture is not encoded again (renamed or used twice included), a
 * swapped one always is, the owner's file names are not published, and a CDN may cache them for good.
 * Runs before every build, after the content check (package.json).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pictureSource, siteFolder } from '../../lib/content/siteFolder';
import { pictureUses, sharedPictures } from '../../lib/content/uses';
import { layoutFor } from '../../components/picture/layouts';
import {
  SHARE_WIDTH,
  encodeShare,
  encodeVariant,
  inspectPicture,
  settings,
  variantWidths,
  type VariantFormat,
} from './lib/pictures';
import { readSite } from '../lib/siteContent';
import { repositoryRoot } from '../lib/repository.cjs';

const root = repositoryRoot;
const folder = siteFolder();
const { variants: outDir } = folder;
/** The build's cache folder, .cache/ (`--cache DIR` for another, as the unit test does). */
const { values } = parseArgs({ options: { cache: { type: 'string' } } });
const cacheDir = path.resolve(values.cache ?? path.join(root, '.cache'));
/** Outside public/: it names the owner's source files, which the site has no reason to publish. */
const manifestFile = path.join(cacheDir, 'pictures.json');
/**
 * Every variant encoded here, whichever site folder it was for. A variant's name is a hash of
 * everything it is made from, so a file of that name is that variant: another site folder with
 * the same picture (the tests' site and the demo owner's share theirs) copies it instead of
 * encoding it again.
 */
const encodedDir = path.join(cacheDir, 'picture-variants');

/** The widest layout each picture appears in, and whether it needs the plain share picture. */
async function pictureNeeds() {
  const site = await readSite();
  const { content, posts } = site;
  const needs = new Map<string, { widest: number; share: boolean }>();
  for (const { picture, layout } of pictureUses(content, [...site.caseStudies, ...posts])) {
    const need = needs.get(picture.src) ?? { widest: 0, share: false };
    need.widest = Math.max(need.widest, layoutFor(layout, content).widest);
    needs.set(picture.src, need);
  }
  for (const picture of sharedPictures(content, posts)) needs.get(picture.src)!.share = true;
  return needs;
}

async function* filesIn(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

/** Runs the jobs with at most `limit` at a time (sharp is CPU-bound; the machines have 2 cores). */
async function pool(jobs: (() => Promise<void>)[], limit: number) {
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (queue.length) await queue.shift()!();
    }),
  );
}

async function main() {
  const needs = await pictureNeeds();
  const wanted = new Set<string>();
  const manifest: Record<string, unknown> = {};
  const jobs: (() => Promise<void>)[] = [];
  const queued = new Set<string>();
  const started = Date.now();
  let encoded = 0;
  /** Pictures whose every missing variant was already encoded for another site folder. */
  let reused = 0;

  for (const [src, { widest, share }] of needs) {
    const source = pictureSource(src, folder.root);
    const bytes = await readFile(source.onDisk);
    const verdict = await inspectPicture(src, bytes);
    // The content check has already refused these; this only guards a build run on its own.
    if ('error' in verdict) throw new Error(`${source.shown} ${verdict.error}`);
    const { hasAlpha } = verdict.facts;
    // The picture as it is, never cropped or padded: each layout frames it on the page.
    const { width, height } = verdict.facts;
    const widths = variantWidths(width, widest);
    const hash = createHash('sha256')
      .update(bytes)
      .update(JSON.stringify({ settings, widths, share, SHARE_WIDTH }))
      .digest('hex')
      .slice(0, 16);
    const base = hash;
    const fallback: VariantFormat = hasAlpha ? 'png' : 'jpg';
    const missing: { file: string; make: () => Promise<Buffer> }[] = [];
    const want = (name: string, make: () => Promise<Buffer>) => {
      const file = path.join(outDir, name);
      wanted.add(file);
      if (!existsSync(file)) missing.push({ file, make });
      return `/_img/${name}`;
    };

    for (const format of ['avif', 'webp', fallback] as const) {
      for (const w of widths) want(`${base}-${w}.${format}`, () => encodeVariant(bytes, w, format));
    }
    const largest = widths.at(-1)!;
    const shown = (w: number) => ({ width: w, height: Math.round((w * height) / width) });
    manifest[src] = {
      // The largest variant's size: the aspect ratio the page reserves, upright.
      ...shown(largest),
      variants: `/_img/${base}`,
      widths,
      fallback,
      ...(share
        ? {
            share: { src: want(`${base}-share.jpg`, () => encodeShare(bytes)), ...shown(Math.min(width, SHARE_WIDTH)) },
          }
        : {}),
    };

    if (missing.length && !queued.has(base)) {
      queued.add(base);
      jobs.push(async () => {
        const start = Date.now();
        let copied = 0;
        for (const { file, make } of missing) {
          await mkdir(path.dirname(file), { recursive: true });
          const stored = path.join(encodedDir, path.basename(file));
          if (existsSync(stored)) {
            await copyFile(stored, file);
            copied += 1;
            continue;
          }
          const variant = await make();
          await writeFile(file, variant);
          // Written whole under another name first: a build running beside this one never copies half a file.
          await mkdir(encodedDir, { recursive: true });
          await writeFile(`${stored}.${process.pid}`, variant);
          await rename(`${stored}.${process.pid}`, stored);
        }
        if (copied === missing.length) {
          reused += 1;
          return;
        }
        encoded += 1;
        console.log(
          `pictures: encoded ${src} (${width} × ${height}, ${missing.length} files up to ${largest} px) ` +
            `in ${((Date.now() - start) / 1000).toFixed(1)} s`,
        );
      });
    }
  }

  await pool(jobs, 2);
  for await (const file of filesIn(outDir)) if (!wanted.has(file)) await rm(file);
  await mkdir(outDir, { recursive: true });
  await mkdir(path.dirname(manifestFile), { recursive: true });
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `pictures: ${needs.size} pictures, ${encoded} encoded, ${reused} copied from earlier encodes, ` +
      `${needs.size - encoded - reused} unchanged, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((problem: Error) => {
  console.error(problem.message);
  process.exit(1);
});
