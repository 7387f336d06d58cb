import type { Metadata } from 'next';
import type { MusicRecording, WithContext } from 'schema-dts';
import { contentIn, contentOfPage, firstLanguage } from '@/lib/site/pageContent';
import { fill } from '@/lib/i18n/format';
import { MusicView } from '@/components/music/MusicView';
import { ReleaseView } from '@/components/music/ReleaseView';
import { readTracks } from '@/components/music/readTracks';
import { recordingData } from '@/components/music/recordingData';
import { withMusicFeeds } from '@/components/music/feedLinks';
import { datedTrack } from '@/lib/content/catalogue';
import { musicSection } from '@/lib/content/sections';
import { sharePicture } from '@/components/picture/resolvePicture';
import { JsonLd } from '@/components/seo/JsonLd';
import { releasePage, trackPage } from '@/components/seo/sharedPages';
import { sharedPageMetadata } from '@/app/page-metadata';
import { withEmbed } from '@/components/embed/embedMetadata';

/** One page per track that has one and per release, written at build time; no other slug exists. */
export const dynamicParams = false;

/** The tracks' and releases' slugs, the same in every language (they share /music/: the check keeps them apart). */
export function generateStaticParams() {
  const { tracks, releases } = contentIn(firstLanguage).catalogue;
  // A single's track has its release's page (catalogue.ts, pageIsRelease).
  return [...tracks.filter((entry) => entry.hasPage && !entry.pageIsRelease), ...releases].map(({ slug }) => ({
    slug,
  }));
}

type Params = Promise<{ slug: string; lang?: string }>;

/** What the slug names, in the page's language: a release, or a track with what the build reads from its file. */
async function pageOf(params: Params) {
  const content = await contentOfPage(params);
  const { slug } = await params;
  const { catalogue } = content;
  const release = catalogue.releases.find((entry) => entry.slug === slug);
  if (release) return { kind: 'release' as const, release, catalogue, content };
  const track = catalogue.tracks.find((entry) => entry.hasPage && entry.slug === slug);
  if (!track) throw new Error(`No track or release has the slug ${slug}`);
  const [info] = await readTracks([datedTrack(track)]);
  return { kind: 'track' as const, track, info: info!, catalogue, content };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = await pageOf(params);
  const { content } = page;
  if (page.kind === 'release') {
    const { release } = page.release;
    const metadata = sharedPageMetadata(releasePage(page.release, content), content, {
      type: 'music.album',
      ...(page.release.upcoming ? {} : { releaseDate: release.released }),
    });
    // An unlisted release is a private link: its page asks search engines not to list it.
    return withEmbed(
      withMusicFeeds(page.release.listed ? metadata : { ...metadata, robots: { index: false } }, content),
      `/embed/release/${page.release.slug}`,
      content,
    );
  }
  const { track, info } = page;
  const metadata = withMusicFeeds(
    sharedPageMetadata(trackPage(track.track, content), content, {
      type: 'music.song',
      audio: [{ url: `${content.site.url}${info.path}`, type: info.type }],
      ...(info.duration ? { duration: Math.round(info.duration) } : {}),
      ...(track.release ? { albums: [`${content.site.url}${content.local(`/music/${track.release.slug}`)}`] } : {}),
    }),
    content,
  );
  return withEmbed(metadata, `/embed/track/${track.slug}`, content);
}

export default async function MusicSlugPage({ params }: { params: Params }) {
  const page = await pageOf(params);
  const { content, catalogue } = page;
  if (page.kind === 'release') return <ReleaseView entry={page.release} catalogue={catalogue} content={content} />;
  const { site, ui, local } = content;
  const music = musicSection(content.music);
  const { track, info } = page;
  const release = track.release;
  const structuredData: WithContext<MusicRecording> = {
    '@context': 'https://schema.org',
    ...recordingData(info, content, {
      album: release && { name: release.release.title, page: `/music/${release.slug}` },
    }),
    url: `${site.url}${trackPage(track.track, content).path}`,
    image: sharePicture(release?.release.cover ?? music.cover).url,
    isPartOf: {
      '@type': 'MusicPlaylist',
      name: fill(ui.music.playlistName, { artist: music.artist }),
      url: `${site.url}${local('/music')}`,
    },
  };
  return (
    <>
      <JsonLd data={structuredData} />
      <MusicView content={content} playlistData={false} marked={track.slug} />
    </>
  );
}
