/**
 * The site's content in another language: the first language's records with a translation's
 * words laid over them (lib/content/schema.ts, Translation). Lists are matched by position; what a
 * translation leaves out reads as in the first language.
 */
import { slugOf } from './slug';
import { trackFile } from './audio';
import type { Wording } from '../i18n/interfaceText';
import type { MenuLink, MusicContent, PageMetas, SiteContent, Track, Translation } from './schema';
import type { SiteSettings } from './site';
import { languageCode } from './locale';

/**
 * Everything a page reads of the content, in one language: the records, and the site's settings,
 * page heads and links.
 */
export interface LanguageContent extends Omit<SiteContent, 'wording' | 'translations'> {
  site: SiteSettings;
  pageMeta: PageMetas;
  primaryLinks: MenuLink[];
  secondaryLinks: MenuLink[];
  footerLinks: MenuLink[];
  wording: Wording;
}

/** A record with the words of `texts` over it, at any depth; lists position by position. */
export function withTexts<T>(base: T, texts: unknown): T {
  if (texts === undefined || texts === null) return base;
  if (typeof base === 'string') return (typeof texts === 'string' ? texts : base) as T;
  if (Array.isArray(base))
    return base.map((item, index) => withTexts(item, Array.isArray(texts) ? texts[index] : undefined)) as T;
  if (typeof base === 'object' && base !== null && typeof texts === 'object') {
    const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [key, value] of Object.entries(texts)) if (key in result) result[key] = withTexts(result[key], value);
    return result as T;
  }
  return base;
}

/** Translated tracks keep the first language's addresses and files (both made from the title where none is given). */
const keptTracks = (tracks: Track[], firstTracks: Track[]) =>
  tracks.map((track, index) => ({ ...track, slug: slugOf(firstTracks[index]!), file: trackFile(firstTracks[index]!) }));

function translatedMusic(first: MusicContent, translation: Translation): MusicContent {
  const music = withTexts(first, translation.music);
  return {
    ...music,
    tracks: keptTracks(music.tracks, first.tracks),
    ...(music.releases && {
      releases: music.releases.map((release, index) => {
        const firstRelease = first.releases![index]!;
        return { ...release, slug: slugOf(firstRelease), tracks: keptTracks(release.tracks, firstRelease.tracks) };
      }),
    }),
  };
}

/** The content in a translation's language. */
export function translated(first: LanguageContent, translation: Translation): LanguageContent {
  const { locale, navigation = {} } = translation;
  return {
    owner: { ...withTexts(first.owner, translation.owner), locale },
    home: withTexts(first.home, translation.home),
    about: withTexts(first.about, translation.about),
    // A translated title keeps the first language's address and file (both are made from the title
    // where none is given).
    projects: withTexts(first.projects, translation.projects).map((project, index) => ({
      ...project,
      slug: slugOf(first.projects[index]!),
    })),
    music: translatedMusic(first.music, translation),
    services: withTexts(first.services, translation.services),
    contact: withTexts(first.contact, translation.contact),
    resume: first.resume && withTexts(first.resume, translation.resume),
    site: { ...first.site, name: translation.site?.name ?? first.site.name, locale, lang: languageCode(locale) },
    pageMeta: withTexts(first.pageMeta, translation.pageMeta),
    primaryLinks: withTexts(first.primaryLinks, navigation.primaryLinks),
    secondaryLinks: withTexts(first.secondaryLinks, navigation.secondaryLinks),
    footerLinks: withTexts(first.footerLinks, navigation.footerLinks),
    wording: translation.wording ?? {},
  };
}
