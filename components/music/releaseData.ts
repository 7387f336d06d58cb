import type { MusicAlbum, MusicRecording } from 'schema-dts';
import type { PageContent } from '@/lib/site/pageContent';
import { sharePicture } from '@/components/picture/resolvePicture';
import { plainText } from '@/components/text/markdown';
import {
  knownKind,
  trackPagePath,
  type CatalogueRelease,
  type CatalogueTrack,
  type ReleaseKind,
} from '@/lib/content/catalogue';
import type { TrackInfo } from './readTracks';
import { artistData, recordingData } from './recordingData';

/** schema.org's release types for the kinds the site knows. */
const RELEASE_TYPES: Record<ReleaseKind, string> = {
  album: 'https://schema.org/AlbumRelease',
  ep: 'https://schema.org/EPRelease',
  single: 'https://schema.org/SingleRelease',
};

/**
 * A release as schema.org's MusicAlbum: its artist, day (a day ahead while it is not out), kind,
 * cover and its tracks in order (those that play with their audio; the others by title), and, where
 * the owner names its label, catalogue number or licence, the MusicRelease that carries them.
 */
export function releaseData(
  entry: CatalogueRelease,
  tracks: { entry: CatalogueTrack; info?: TrackInfo }[],
  content: Pick<PageContent, 'music' | 'site' | 'local'>,
): MusicAlbum {
  const { release, slug } = entry;
  const { site, local } = content;
  const page = `/music/${slug}`;
  const url = `${site.url}${local(page)}`;
  const kind = knownKind(release.kind);
  const track = tracks.map(({ entry: each, info }, index): MusicRecording => ({
    ...(info
      ? recordingData(info, content, { page: trackPagePath(each) })
      : { '@type': 'MusicRecording', name: each.track.title }),
    position: index + 1,
  }));
  const hasRelease = release.label || release.catalogNumber || release.download;
  return {
    '@type': 'MusicAlbum',
    name: release.title,
    url,
    image: sharePicture(release.cover).url,
    byArtist: artistData(content),
    datePublished: release.released,
    numTracks: release.tracks.length,
    ...(kind ? { albumReleaseType: RELEASE_TYPES[kind] as MusicAlbum['albumReleaseType'] } : {}),
    ...(release.description ? { description: plainText(release.description) } : {}),
    ...(release.listenOn ? { sameAs: release.listenOn.map((link) => link.url) } : {}),
    track,
    ...(hasRelease
      ? {
          albumRelease: {
            '@type': 'MusicRelease',
            name: release.title,
            url,
            datePublished: release.released,
            musicReleaseFormat: 'https://schema.org/DigitalFormat',
            ...(release.label ? { recordLabel: { '@type': 'Organization', name: release.label } } : {}),
            ...(release.catalogNumber ? { catalogNumber: release.catalogNumber } : {}),
            ...(release.download ? { license: release.download.license.url } : {}),
          },
        }
      : {}),
  };
}
