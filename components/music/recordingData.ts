import type { MusicComposition, MusicGroup, MusicRecording, Person } from 'schema-dts';
import type { Track } from '@/lib/content/schema';
import type { PageContent } from '@/lib/site/pageContent';
import type { TrackInfo } from './readTracks';
import { isoDuration } from './trackText';

const person = (name: string): Person => ({ '@type': 'Person', name });

/**
 * The artist as structured data (one musician, or a group with its members), with their pages on
 * other platforms as the same artist elsewhere.
 */
export function artistData({ music }: Pick<PageContent, 'music'>): Person | MusicGroup {
  const sameAs = music.listenOn ? { sameAs: music.listenOn.map((link) => link.url) } : {};
  if (music.artistIs !== 'group') return { '@type': 'Person', name: music.artist, ...sameAs };
  return {
    '@type': 'MusicGroup',
    name: music.artist,
    ...(music.members ? { member: music.members.map(person) } : {}),
    ...sameAs,
  };
}

/**
 * The song a track records, when the content says anything of it: its writers (as composers,
 * and as lyricists when it has lyrics) and its lyrics.
 */
function compositionOf({ title, lyrics, credits }: Track): MusicComposition | undefined {
  const writers = credits?.writtenBy?.map(person);
  if (!lyrics && !writers) return undefined;
  return {
    '@type': 'MusicComposition',
    name: title,
    ...(writers ? { composer: writers } : {}),
    ...(writers && lyrics ? { lyricist: writers } : {}),
    ...(lyrics ? { lyrics: { '@type': 'CreativeWork', text: lyrics } } : {}),
  };
}

/**
 * A track as a schema.org MusicRecording, for the music page's playlist and the track's own
 * page alike: its audio, duration, artist and date, who produced and played it (each musician
 * as a Role carrying what they did), where it was recorded, its pages on other platforms, its
 * licence and the song it records.
 */
export function recordingData(
  info: TrackInfo,
  content: Pick<PageContent, 'music' | 'site' | 'local'>,
  {
    page = `/music/${info.slug}`,
    album,
  }: {
    /** Its page (in the first language): its own, or its release's where it has none. */
    page?: string;
    /** The release it is on, by name and page. */
    album?: { name: string; page: string };
  } = {},
): MusicRecording {
  const { track } = info;
  const { credits, listenOn, download, released } = track;
  const recordingOf = compositionOf(track);
  const url = (path: string) => `${content.site.url}${content.local(path)}`;
  return {
    '@type': 'MusicRecording',
    name: track.title,
    url: url(page),
    ...(album ? { inAlbum: { '@type': 'MusicAlbum', name: album.name, url: url(album.page) } } : {}),
    audio: { '@type': 'AudioObject', contentUrl: `${content.site.url}${info.path}`, encodingFormat: info.type },
    byArtist: artistData(content),
    ...(info.duration ? { duration: isoDuration(info.duration) } : {}),
    ...(released ? { datePublished: released } : {}),
    ...(credits?.producedBy ? { producer: credits.producedBy.map(person) } : {}),
    ...(credits?.musicians
      ? {
          contributor: credits.musicians.map(({ name, role }) => ({
            '@type': 'Role' as const,
            roleName: role,
            contributor: person(name),
          })),
        }
      : {}),
    ...(credits?.recordedAt ? { locationCreated: { '@type': 'Place', name: credits.recordedAt } } : {}),
    ...(listenOn ? { sameAs: listenOn.map((link) => link.url) } : {}),
    ...(download ? { license: download.license.url } : {}),
    ...(recordingOf ? { recordingOf } : {}),
  };
}
