/**
 * The last part of a project's or a track's own address (/projects/<slug>, /music/<slug>):
 * made from its title unless the owner sets one, stable across builds.
 */

/** "Distant_album_114_v1" → "distant-album-114-v1", "Café noir (live) 🎷" → "cafe-noir-live". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a slug may look like: lower-case ASCII letters and digits, joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const slugOf = (item: { title: string; slug?: string }) => item.slug ?? slugify(item.title);
