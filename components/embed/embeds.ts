import 'server-only';
import type { Picture } from '@/lib/content/schema';
import type { CatalogueTrack } from '@/lib/content/catalogue';
import type { PageContent } from '@/lib/site/pageContent';
import { musicSection } from '@/lib/content/sections';
import { embedHeight } from './embedCode';

/** What another site can embed: a track, a release or the whole list, each a small player of its own. */
export type EmbedKind = 'track' | 'release' | 'list';

export interface Embed {
  kind: EmbedKind;
  /** The track's or release's slug; none for the list. */
  slug?: string;
  /** The embed page's address: /embed/track/<slug>, /embed/release/<slug>, /embed/list. */
  path: string;
  /** The page on the site it stands for, its canonical address: the track's, the release's, /music. */
  page: string;
  title: string;
  cover?: Picture;
  /** The tracks it plays, in order. */
  tracks: CatalogueTrack[];
  /** The iframe's height the embed code gives, in CSS pixels, for its width of 100 % (280 to 700 px). */
  height: number;
}

/** The music of a language and its catalogue, as of the build's day. */
type MusicOf = Pick<PageContent, 'music' | 'catalogue'>;

/**
 * Every embed the music has: each track with a page of its own, each listed release with a track
 * that plays (an unlisted one stays a private link), and the Music page's whole list.
 */
export function embedsOf({ music, catalogue }: MusicOf): Embed[] {
  const shown = musicSection(music);
  const onMusic = catalogue.tracks.filter((entry) => entry.hasPage);
  const tracks = onMusic.map((entry): Embed => ({
    kind: 'track',
    slug: entry.slug,
    path: `/embed/track/${entry.slug}`,
    page: `/music/${entry.slug}`,
    title: entry.track.title,
    cover: entry.release?.release.cover ?? shown.cover,
    tracks: [entry],
    height: embedHeight(1),
  }));
  const releases = catalogue.listed.flatMap((entry): Embed[] => {
    const playing = catalogue.tracks.filter((track) => track.release === entry && track.playable);
    if (!playing.length) return [];
    return [
      {
        kind: 'release',
        slug: entry.slug,
        path: `/embed/release/${entry.slug}`,
        page: `/music/${entry.slug}`,
        title: entry.release.title,
        cover: entry.release.cover,
        tracks: playing,
        height: embedHeight(playing.length),
      },
    ];
  });
  const list: Embed[] = onMusic.length
    ? [
        {
          kind: 'list',
          path: '/embed/list',
          page: '/music',
          title: shown.artist,
          cover: shown.cover,
          tracks: onMusic,
          height: embedHeight(onMusic.length),
        },
      ]
    : [];
  return [...tracks, ...releases, ...list];
}

/** The embeds of one kind (a page's static params). */
export const embedsOfKind = (content: MusicOf, kind: EmbedKind) =>
  embedsOf(content).filter((embed) => embed.kind === kind);

/** The embed of one kind and slug (none for the list). */
export function embedOf(content: MusicOf, kind: EmbedKind, slug?: string): Embed {
  const path = kind === 'list' ? '/embed/list' : `/embed/${kind}/${slug}`;
  const embed = embedsOf(content).find((each) => each.path === path);
  if (!embed) throw new Error(`No embed at ${path}`);
  return embed;
}
