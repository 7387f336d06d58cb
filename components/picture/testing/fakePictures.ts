import type { ResolvedPicture } from '../resolvePicture';

/** Resolved pictures for unit tests, which do not run the picture build step. */
export function fakePictures(count: number, prefix = 'picture'): ResolvedPicture[] {
  return Array.from({ length: count }, (_, i) => ({
    src: `/_img/${prefix}-${i + 1}.jpg`,
    alt: `${prefix} ${i + 1}`,
    width: 1200,
    height: 900,
    avif: `/_img/${prefix}-${i + 1}-640.avif 640w`,
    webp: `/_img/${prefix}-${i + 1}-640.webp 640w`,
    fallback: `/_img/${prefix}-${i + 1}-640.jpg 640w`,
  }));
}
