/**
 * Nothing published may carry the owner's photo metadata or be a heavyweight original: fails
 * the build (listing each file and what it carries) if any picture in the export has EXIF,
 * XMP or IPTC data (a location, a camera, a name, a date) or is over 1 MB. Warns about
 * pictures put in public/ instead of content/pictures/: Next.js copies public/ as it is, so
 * those are published unprocessed. No well-kept package audits a folder for photo metadata;
 * sharp (the picture pipeline's) reads it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Step } from './site';
import { siteRoot } from '../../../lib/content/siteRoot.cjs';

const PICTURE = /\.(jpe?g|png|webp|avif|gif|tiff?|heic|heif)$/i;
const MAX_BYTES = 1024 * 1024;
/** The folder of public/ the build writes its own pictures into (the variants): resized, without metadata. */
const BUILT_IN_PUBLIC = '_img/';

/** Every picture file in `out`, as paths relative to it with forward slashes. */
export const picturesIn = (out: string) =>
  readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && PICTURE.test(entry.name))
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

/**
 * What is wrong with the published pictures, one line each, and those published unprocessed: the
 * ones copied from the site's `publicDir` as they are. A picture the build draws (every
 * language's link previews, the icons) is in no public/ folder, wherever the export puts it.
 */
export async function auditPictures(out: string, publicDir: string) {
  const problems: string[] = [];
  const unprocessed: string[] = [];
  const names = picturesIn(out);
  for (const name of names) {
    if (!name.startsWith(BUILT_IN_PUBLIC) && existsSync(path.join(publicDir, name))) unprocessed.push(name);
    const file = path.join(out, name);
    const { size } = statSync(file);
    if (size > MAX_BYTES)
      problems.push(`${name}: ${(size / MAX_BYTES).toFixed(1)} MB, over the 1 MB a published picture may weigh`);
    try {
      const { exif, xmp, iptc } = await sharp(file).metadata();
      const carried = [exif && 'EXIF', xmp && 'XMP', iptc && 'IPTC'].filter(Boolean);
      if (carried.length)
        problems.push(`${name}: carries ${carried.join(', ')} metadata (location, camera, names or dates)`);
    } catch (problem) {
      problems.push(`${name}: cannot be read as a picture (${(problem as Error).message})`);
    }
  }
  return { count: names.length, problems, unprocessed };
}

export const publishedFiles: Step = {
  name: 'published files',
  async run({ out, siteDir }) {
    // The public/ that was published: the site folder's (publicFiles put it in place of the repository's).
    const { count, problems, unprocessed } = await auditPictures(out, path.join(siteRoot(siteDir), 'public'));
    for (const name of unprocessed) {
      console.warn(
        `published as it is: public/${name} ` +
          '(put pictures in content/pictures/ so the build resizes them and drops their metadata)',
      );
    }
    if (problems.length) {
      throw new Error(
        `${problems.length} published picture${problems.length === 1 ? '' : 's'} must not go out like this:\n` +
          problems.map((problem) => `  out/${problem}`).join('\n'),
      );
    }
    console.log(`published files: ${count} pictures checked, no metadata, none over 1 MB`);
  },
};
