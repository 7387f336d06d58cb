import type { Metadata } from 'next';
import type { MusicRecording, WithContext } from 'schema-dts';
import { music, site } from '@/content';
import { slugOf } from '@/content/slug';
import { MusicView } from '@/components/music/MusicView';
import { readTracks } from '@/components/music/readTracks';
import { recordingData } from '@/components/music/recordingData';
import { withMusicFeeds } from '@/components/music/feedLinks';
import { sharePicture } from '@/components/picture/resolvePicture';
import { JsonLd } from '@/components/seo/JsonLd';
import { trackPage } from '@/components/seo/sharedPages';
import { sharedPageMetadata } from '../../page-metadata';

/** One page per track, written at build time; no other slug exists. */
export const dynamicParams = false;

export function generateStaticParams() {
  return music.tracks.map((track) => ({ slug: slugOf(track) }));
}

/** The track the slug names, with what the build reads from its file. */
async function trackOf(params: Promise<{ slug: string }>) {
  const { slug } = await params;
  const track = music.tracks.find((candidate) => slugOf(candidate) === slug);
  if (!track) throw new Error(`No track has the slug ${slug}`);
  const [info] = await readTracks([track]);
  return { track, info: info! };
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const { track, info } = await trackOf(params);
  return withMusicFeeds(
    sharedPageMetadata(trackPage(track), {
      type: 'music.song',
      audio: [{ url: `${site.url}${info.path}`, type: info.type }],
      ...(info.duration ? { duration: Math.round(info.duration) } : {}),
    }),
  );
}

export default async function TrackPage({ params }: { params: Promise<{ slug: string }> }) {
  const { track, info } = await trackOf(params);
  const page = trackPage(track);
  const structuredData: WithContext<MusicRecording> = {
    '@context': 'https://schema.org',
    ...recordingData(info),
    url: `${site.url}${page.path}`,
    image: sharePicture(music.cover).url,
    isPartOf: { '@type': 'MusicPlaylist', name: `${music.artist}: tracks`, url: `${site.url}/music` },
  };
  return (
    <>
      <JsonLd data={structuredData} />
      <MusicView playlistData={false} />
    </>
  );
}
