import type { Metadata } from 'next';
import { contentOfPage, type LanguageParams } from '@/lib/site/pageContent';
import { MusicView } from '@/components/music/MusicView';
import { withMusicFeeds } from '@/components/music/feedLinks';
import { routeMetadata } from '@/app/page-metadata';
import { withEmbed } from '@/components/embed/embedMetadata';

export async function generateMetadata(props: { params?: LanguageParams }): Promise<Metadata> {
  const content = await contentOfPage(props.params);
  return withEmbed(withMusicFeeds(await routeMetadata('/music')(props), content), '/embed/list', content);
}

export default async function MusicPage({ params }: { params?: LanguageParams }) {
  return <MusicView content={await contentOfPage(params)} />;
}
