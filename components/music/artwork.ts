import type { ResolvedPicture } from '@/components/picture/resolvePicture';

/** Cover sizes for the operating system's media controls, from the prepared (clean) WebP variants. */
export function artworkOf({ variants, widths, width: fullWidth, height: fullHeight }: ResolvedPicture): MediaImage[] {
  return widths.map((width) => ({
    src: `${variants}-${width}.webp`,
    sizes: `${width}x${Math.round((width * fullHeight) / fullWidth)}`,
    type: 'image/webp',
  }));
}
