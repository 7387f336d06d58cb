import { Feed } from 'feed';
import type { Track } from '@/lib/content/schema';
import type { PageContent } from '@/lib/site/pageContent';
import { musicSection, pageMetaOf } from '@/lib/content/sections';
import { sharePicture } from '@/components/picture/resolvePicture';
import { trackPage } from '@/components/seo/sharedPages';
import { fill } from '@/lib/i18n/format';
import { FEED_PATH } from './feedLinks';
import type { TrackInfo } from './readTracks';

/** The day a track came out (its `released` date), or the build's when the content gives none. */
const dateOf = (track: Track, built: Date) => (track.released ? new Date(`${track.released}T00:00:00Z`) : built);

/** The enclosure types Apple Podcasts, Spotify and the other main podcast apps play. */
const PODCAST_TYPES = new Set(['audio/mpeg', 'audio/mp4', 'audio/aac']);

/** The tracks a podcast feed can carry, and those it leaves out (Ogg, Opus, WAV, FLAC: the apps do not play them). */
export function podcastTracks(tracks: TrackInfo[]): { carried: TrackInfo[]; left: TrackInfo[] } {
  return {
    carried: tracks.filter((info) => PODCAST_TYPES.has(info.type)),
    left: tracks.filter((info) => !PODCAST_TYPES.has(info.type)),
  };
}

/**
 * The tracks as a podcast feed (RSS 2.0 with the iTunes tags Apple Podcasts, Spotify and other
 * apps read), written by the `feed` library. Each item's enclosure is the track's file at its
 * absolute URL, with its exact size in bytes and its type; its guid is the track's slug, the
 * same on every build and on any host, so moving the site does not make apps fetch every
 * track again. The artwork is the cover's 1200 px share JPEG.
 */
export function podcastFeed(tracks: TrackInfo[], content: PageContent, built = new Date()): string {
  const { owner, pageMeta, site } = content;
  const music = musicSection(content.music);
  const cover = sharePicture(music.cover).url;
  const dates = tracks.map(({ track }) => dateOf(track, built).getTime());
  const newest = dates.length ? Math.max(...dates) : built.getTime();
  const feed = new Feed({
    title: music.artist,
    id: `${site.url}/music`,
    link: `${site.url}/music`,
    description: pageMetaOf(pageMeta, '/music').description,
    language: site.lang,
    image: cover,
    updated: new Date(newest),
    feedLinks: { rss: `${site.url}${FEED_PATH}` },
    author: { name: music.artist },
    // Podcast mode: the itunes and googleplay namespaces, itunes:author and itunes:duration.
    podcast: true,
    generator: false,
    copyright: `© ${music.artist}`,
  });
  // What the library does not write itself (and its category would be text, where Apple reads an attribute).
  feed.addExtension({ name: 'itunes:image', objects: { _attributes: { href: cover } } });
  feed.addExtension({ name: 'itunes:category', objects: { _attributes: { text: 'Music' } } });
  feed.addExtension({ name: 'itunes:explicit', objects: { _text: 'false' } });
  feed.addExtension({
    name: 'itunes:owner',
    objects: {
      'itunes:name': { _text: owner.name },
      ...(owner.email ? { 'itunes:email': { _text: owner.email } } : {}),
    },
  });

  for (const info of tracks) {
    const { track } = info;
    const page = trackPage(track, content);
    feed.addItem({
      title: track.title,
      id: info.slug,
      guid: info.slug,
      link: `${site.url}${page.path}`,
      date: dateOf(track, built),
      description: page.description,
      audio: {
        url: `${site.url}${info.path}`,
        type: info.type,
        ...(info.bytes !== undefined ? { length: info.bytes } : {}),
        // The library writes itunes:duration as mm:ss from whole seconds.
        ...(info.duration ? { duration: Math.round(info.duration) } : {}),
      },
      extensions: [{ name: 'itunes:image', objects: { _attributes: { href: cover } } }],
    });
  }
  return feed.rss2();
}

/** A title or artist on one line of the playlist (a line break would end the entry). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The tracks as an extended M3U playlist, in the page's order (`name`: a release's title, which
 * names the playlist after the artist): each entry its duration in
 * whole seconds (-1 when unknown), "artist - title", and the file's absolute URL. VLC, iTunes
 * and most media players open it and stream the files.
 */
export function m3uPlaylist(tracks: TrackInfo[], { site, ui, ...content }: PageContent, name?: string): string {
  const music = musicSection(content.music);
  const title = name ? `${music.artist}: ${name}` : fill(ui.music.playlistName, { artist: music.artist });
  const lines = ['#EXTM3U', `#PLAYLIST:${oneLine(title)}`];
  for (const { track, duration, path } of tracks) {
    lines.push(
      `#EXTINF:${duration ? Math.round(duration) : -1},${oneLine(music.artist)} - ${oneLine(track.title)}`,
      `${site.url}${path}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
