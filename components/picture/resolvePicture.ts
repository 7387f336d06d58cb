import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Picture } from '@/lib/content/schema';
import { siteUrl } from '@/lib/content/site';
import { siteFolder } from '@/lib/content/siteFolder';
import { withBasePath } from '@/components/basePath';

/**
 * A picture with everything its responsive markup needs, kept small: it is passed to client
 * components, so it travels in every page's HTML twice (markup and React's payload) for every
 * picture a gallery or slideshow holds. PictureView spells out the srcsets from it.
 */
export interface ResolvedPicture {
  /** The variants' common URL, base path included: each file is `${variants}-${width}.${format}`. */
  variants: string;
  /** The widths made, smallest first. */
  widths: number[];
  /** The format for browsers without AVIF or WebP: JPEG, or PNG for a picture with transparency. */
  fallback: 'jpg' | 'png';
  /** The aspect ratio to reserve (the largest variant's size). */
  width: number;
  height: number;
  alt: string;
  /** Set only where the owner asked for it (lib/content/schema.ts): a picture is shown whole otherwise. */
  fit?: 'fill';
  /** With `fit`, the part kept in view (CSS object-position). */
  position?: string;
}

interface ManifestEntry {
  width: number;
  height: number;
  variants: string;
  widths: number[];
  fallback: 'jpg' | 'png';
  /** The 1200 px JPEG, for pictures that link previews or structured data show. */
  share?: { src: string; width: number; height: number };
}

let manifest: Record<string, ManifestEntry> | undefined;

/**
 * Looks a content picture up in the variants scripts/build/build-pictures.ts wrote before the build.
 * Runs at build time only (it reads the file system), in server components.
 */
function entryOf(picture: Picture): ManifestEntry {
  manifest ??= JSON.parse(readFileSync(path.join(process.cwd(), '.cache', 'pictures.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const entry = manifest[picture.src];
  if (!entry) {
    throw new Error(
      `No prepared variants for content/pictures/${picture.src}: run "npm run pictures" after changing pictures.`,
    );
  }
  return entry;
}

export function resolvePicture(picture: Picture): ResolvedPicture {
  const { variants, widths, fallback, width, height } = entryOf(picture);
  const fill =
    picture.fit === 'fill' ? { fit: 'fill' as const, ...(picture.position ? { position: picture.position } : {}) } : {};
  return { variants: withBasePath(variants), widths, fallback, width, height, alt: picture.alt, ...fill };
}

/**
 * The single clean picture (a 1200 px JPEG, upright, no metadata) that stands for a content
 * picture where one file is needed: its absolute URL, its size and where the build wrote it.
 */
export function sharePicture(picture: Picture) {
  const share = entryOf(picture).share;
  if (!share)
    throw new Error(
      `content/pictures/${picture.src} has no share picture: add it to sharedPictures() in lib/content/uses.ts`,
    );
  return {
    url: `${siteUrl()}${share.src}`,
    width: share.width,
    height: share.height,
    file: path.join(siteFolder().public, share.src),
  };
}
