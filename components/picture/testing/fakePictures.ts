import type { ResolvedPicture } from '../resolvePicture';

/** Resolved pictures for unit tests, which do not run the picture build step. */
export function fakePictures(count: number, prefix = 'picture'): ResolvedPicture[] {
  return Array.from({ length: count }, (_, i) => ({
    variants: `/_img/${prefix}-${i + 1}`,
    widths: [320, 640],
    fallback: 'jpg',
    width: 1200,
    height: 900,
    alt: `${prefix} ${i + 1}`,
  }));
}
