/**
 * The sections an owner can leave out, and what follows from it. A section is on when its list
 * has something in it (a project, a track or release, a service) and off when the list is empty: an
 * owner with no music writes `tracks: []` and no releases, and the site then has no /music route, no
 * link to it, no sitemap line, feed, player or structured data for it.
 *
 * next.config.js reads the same answer (scripts/lib/site-shape.cjs) to leave the section's route
 * files out of the build: each one ends in the section's name (`page.music.tsx`).
 */
import { hasMusic, musicCover } from './catalogue';
import type { MusicContent, PageMeta, PageMetas, Picture, RoutePath, SiteContent } from './schema';

/** The sections an owner can leave out, each named as its route files' ending. */
export const SECTIONS = ['projects', 'music', 'services'] as const;

export type Section = (typeof SECTIONS)[number];

/** Each section's page. */
export const sectionRoute: Record<Section, RoutePath> = {
  projects: '/projects',
  music: '/music',
  services: '/services',
};

/** The routes every site has, whatever its shape. */
export const CORE_ROUTES = ['/', '/contact', '/about'] as const satisfies readonly RoutePath[];

type SectionLists = Pick<SiteContent, Section>;

/** Whether the section has anything to show. */
export function hasSection(content: SectionLists, section: Section): boolean {
  switch (section) {
    case 'projects':
      return content.projects.length > 0;
    case 'music':
      return hasMusic(content.music);
    case 'services':
      return content.services.items.length > 0;
  }
}

/** The sections this content shows, in the order of SECTIONS. */
export const sectionsOf = (content: SectionLists): Section[] =>
  SECTIONS.filter((section) => hasSection(content, section));

/**
 * The routes this content has, in the order the site lists them (home first); /writing with posts
 * in the language (a language's content carries its own, components/i18n/content.ts).
 */
export function routesOf(content: SectionLists & { posts?: readonly unknown[] }): RoutePath[] {
  const shown = new Set(sectionsOf(content).map((section) => sectionRoute[section]));
  if (content.posts?.length) shown.add('/writing');
  const all: RoutePath[] = ['/', '/projects', '/contact', '/services', '/about', '/music', '/writing'];
  return all.filter((route) => (CORE_ROUTES as readonly string[]).includes(route) || shown.has(route));
}

/**
 * Whether a link of the site leads into a section the content leaves out: "/music" and
 * "/music/night-drive" do on a site with no tracks. Other links (files, profiles, "/") never do.
 */
export function leadsToLeftOut(href: string, content: SectionLists): boolean {
  return SECTIONS.some((section) => {
    const route = sectionRoute[section];
    return (href === route || href.startsWith(`${route}/`)) && !hasSection(content, section);
  });
}

/** A page's title and description; only a page the site has is asked for (the check sees that each has one). */
export function pageMetaOf(pageMeta: PageMetas, route: RoutePath): PageMeta {
  const meta = pageMeta[route];
  if (!meta) throw new Error(`content/site.ts: pageMeta['${route}']: needs a title and a description`);
  return meta;
}

/**
 * The music section as its pages read it: with tracks or releases, so with the artist (the check
 * sees to it) and a cover, the artist's own or the newest release's.
 */
export type Music = MusicContent & { artist: string; cover: Picture };

/** The music section, for the pages that exist only with music; a build without tracks has none of them. */
export function musicSection(music: MusicContent): Music {
  const { artist } = music;
  const cover = musicCover(music);
  if (!hasMusic(music) || artist === undefined || cover === undefined)
    throw new Error('The music pages are built only for a site with tracks, an artist and a cover');
  return { ...music, artist, cover };
}
