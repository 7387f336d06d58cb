import type { Metadata } from 'next';
import type { PageContent } from '@/lib/site/pageContent';
import { fill } from '@/lib/i18n/format';
import { musicSection } from '@/lib/content/sections';

/** The podcast feed of the tracks (RSS 2.0 with iTunes tags), from the site root. */
export const FEED_PATH = '/music/feed.xml';
/** The tracks as a playlist for media players (extended M3U), from the site root. */
export const PLAYLIST_PATH = '/music/playlist.m3u';
/** The type nginx, serve and most hosts give .m3u; a player opens it by this. */
export const PLAYLIST_TYPE = 'audio/x-mpegurl';

/**
 * A music page's head with the feed and the playlist announced as alternates, so a feed
 * reader or podcast app given the page's address finds the feed by itself.
 */
export function withMusicFeeds(metadata: Metadata, { music, ui }: PageContent): Metadata {
  const playlist = fill(ui.music.playlistName, { artist: musicSection(music).artist });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        ...metadata.alternates?.types,
        'application/rss+xml': [
          { url: FEED_PATH, title: fill(ui.music.feedLink, { playlist }) },
          // The writing's feed of the same type, which every page of a language with posts announces.
          ...[metadata.alternates?.types?.['application/rss+xml'] ?? []]
            .flat()
            .map((link) => (typeof link === 'string' || link instanceof URL ? { url: link } : link)),
        ],
        [PLAYLIST_TYPE]: [{ url: PLAYLIST_PATH, title: fill(ui.music.playlistLink, { playlist }) }],
      },
    },
  };
}
