import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Picture } from '@/content';
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
}

let manifest: Record<string, ManifestEntry> | undefined;

/**
 * Looks a content picture up in the variants scripts/build-images.mjs wrote before the build.
 * Runs at build time only (it reads the file system), in server components.
 */
export function resolvePicture(picture: Picture): ResolvedPicture {
  manifest ??= JSON.parse(readFileSync(path.join(process.cwd(), 'public', '_img', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const entry = manifest[picture.src];
  if (!entry) {
    throw new Error(`No prepared variants for ${picture.src}: is the file in public/? Run "npm run pictures" after adding pictures.`);
  }
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
