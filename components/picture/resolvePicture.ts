import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site, type Picture } from '@/content';
import { withBasePath } from '@/components/basePath';

/** A picture with everything its responsive markup needs; plain data, so it can be passed to client components. */
export interface ResolvedPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** `srcset` candidates per format, smallest first. */
  avif: string;
  webp: string;
  fallback: string;
}

interface ManifestEntry {
  width: number;
  height: number;
  sources: { avif: string; webp: string; fallback: string };
  fallbackSrc: string;
  /** The 1200 px JPEG, for pictures that link previews or structured data show. */
  share?: { src: string; width: number; height: number };
}

let manifest: Record<string, ManifestEntry> | undefined;

/**
 * Looks a content picture up in the variants scripts/build-pictures.ts wrote before the build.
 * Runs at build time only (it reads the file system), in server components.
 */
function entryOf(picture: Picture): ManifestEntry {
  manifest ??= JSON.parse(readFileSync(path.join(process.cwd(), '.cache', 'pictures.json'), 'utf8')) as Record<string, ManifestEntry>;
  const entry = manifest[picture.src];
  if (!entry) {
    throw new Error(`No prepared variants for content/pictures/${picture.src}: run "npm run pictures" after changing pictures.`);
  }
  return entry;
}

export function resolvePicture(picture: Picture): ResolvedPicture {
  const entry = entryOf(picture);
  // "/_img/a-320.avif 320w, /_img/a-640.avif 640w" with the base path on every URL.
  const srcset = (candidates: string) => candidates.split(', ').map(withBasePath).join(', ');
  return {
    src: withBasePath(entry.fallbackSrc),
    alt: picture.alt,
    width: entry.width,
    height: entry.height,
    avif: srcset(entry.sources.avif),
    webp: srcset(entry.sources.webp),
    fallback: srcset(entry.sources.fallback),
  };
}

/**
 * The single clean picture (a 1200 px JPEG, upright, no metadata) that stands for a content
 * picture where one file is needed: its absolute URL, its size and where the build wrote it.
 */
export function sharePicture(picture: Picture) {
  const share = entryOf(picture).share;
  if (!share) throw new Error(`content/pictures/${picture.src} has no share picture: add it to sharedPictures() in content/uses.ts`);
  return { url: `${site.url}${share.src}`, width: share.width, height: share.height, file: path.join(process.cwd(), 'public', share.src) };
}
