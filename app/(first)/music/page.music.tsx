import type { Metadata } from 'next';
import { contentOfPage, type LanguageParams } from '@/components/i18n/content';
import { MusicView } from '@/components/music/MusicView';
import { withMusicFeeds } from '@/components/music/feedLinks';
import { routeMetadata } from '@/app/page-metadata';

export async function generateMetadata(props: { params?: LanguageParams }): Promise<Metadata> {
  return withMusicFeeds(await routeMetadata('/music')(props), await contentOfPage(props.params));
}

export default async function MusicPage({ params }: { params?: LanguageParams }) {
  return <MusicView content={await contentOfPage(params)} />;
}
