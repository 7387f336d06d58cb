import type { Metadata } from 'next';
import type { MusicRecording, WithContext } from 'schema-dts';
import { music } from '@/content';
import { slugOf } from '@/lib/content/slug';
import { contentOfPage } from '@/components/i18n/content';
import { fill } from '@/lib/i18n/format';
import { MusicView } from '@/components/music/MusicView';
import { readTracks } from '@/components/music/readTracks';
import { recordingData } from '@/components/music/recordingData';
import { withMusicFeeds } from '@/components/music/feedLinks';
import { musicSection } from '@/lib/content/sections';
import { sharePicture } from '@/components/picture/resolvePicture';
import { JsonLd } from '@/components/seo/JsonLd';
import { trackPage } from '@/components/seo/sharedPages';
import { sharedPageMetadata } from '@/app/page-metadata';

/** One page per track, written at build time; no other slug exists. */
export const dynamicParams = false;

/** The tracks' slugs, the same in every language. */
export function generateStaticParams() {
  return music.tracks.map((track) => ({ slug: slugOf(track) }));
}

type Params = Promise<{ slug: string; lang?: string }>;

/** The track the slug names, in the page's language, with what the build reads from its file. */
async function trackOf(params: Params) {
  const content = await contentOfPage(params);
  const { slug } = await params;
  const track = content.music.tracks.find((candidate) => slugOf(candidate) === slug);
  if (!track) throw new Error(`No track has the slug ${slug}`);
  const [info] = await readTracks([track]);
  return { track, info: info!, content };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { track, info, content } = await trackOf(params);
  return withMusicFeeds(
    sharedPageMetadata(trackPage(track, content), content, {
      type: 'music.song',
      audio: [{ url: `${content.site.url}${info.path}`, type: info.type }],
      ...(info.duration ? { duration: Math.round(info.duration) } : {}),
    }),
    content,
  );
}

export default async function TrackPage({ params }: { params: Params }) {
  const { track, info, content } = await trackOf(params);
  const { site, ui, local } = content;
  const music = musicSection(content.music);
  const page = trackPage(track, content);
  const structuredData: WithContext<MusicRecording> = {
    '@context': 'https://schema.org',
    ...recordingData(info, content),
    url: `${site.url}${page.path}`,
    image: sharePicture(music.cover).url,
    isPartOf: {
      '@type': 'MusicPlaylist',
      name: fill(ui.music.playlistName, { artist: music.artist }),
      url: `${site.url}${local('/music')}`,
    },
  };
  return (
    <>
      <JsonLd data={structuredData} />
      <MusicView content={content} playlistData={false} />
    </>
  );
}
