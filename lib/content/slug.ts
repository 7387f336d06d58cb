import transliterate from 'slugify';

/**
 * The last part of a project's or a track's own address (/projects/<slug>, /music/<slug>):
 * made from its title unless the owner sets one, stable across builds.
 */

/** What a slug may look like: lower-case ASCII letters and digits, joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The Latin letters and digits of a title: "Café noir (live) 🎷" → "cafe-noir-live". */
function fromLatin(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * "Distant_album_114_v1" → "distant-album-114-v1". A title with no Latin letter or digit is
 * spelled in Latin letters first ("Ночной поезд" → "nochnoj-poezd", "خريطة الحافلات" →
 * "khryth-alhaflat"); only such a title, which made no address before, so no address changes.
 * A script the spelling does not know (Hebrew, Chinese) still makes none: the owner gives a slug.
 */
export function slugify(title: string): string {
  return fromLatin(title) || fromLatin(transliterate(title, { lower: true, strict: true }));
}

export const slugOf = (item: { title: string; slug?: string }) => item.slug ?? slugify(item.title);
