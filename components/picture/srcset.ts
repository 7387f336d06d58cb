import type { ResolvedPicture } from './resolvePicture';

/** "/_img/ab12-320.avif 320w, /_img/ab12-640.avif 640w": a picture's variants in one format. */
export const srcsetOf = ({ variants, widths }: ResolvedPicture, format: string) =>
  widths.map((width) => `${variants}-${width}.${format} ${width}w`).join(', ');

/** The single file for browsers that read no srcset: the fallback format (or the one given) at about 800 px. */
export const fallbackSrcOf = ({ variants, widths, fallback }: ResolvedPicture, format: string = fallback) =>
  `${variants}-${widths.find((width) => width >= 800) ?? widths.at(-1)}.${format}`;
