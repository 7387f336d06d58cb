import type { Metadata } from 'next';
import { music } from '@/content';
import { contentIn, firstLanguage } from '@/components/i18n/content';
import { embedOf, embedsOfKind } from '@/components/embed/embeds';
import { embedMetadata } from '@/components/embed/embedMetadata';
import { EmbedView } from '@/components/embed/EmbedView';

/** A release's player for other sites to frame (/embed/release/<slug>), in the site's first language. */
export const dynamicParams = false;

export function generateStaticParams() {
  return embedsOfKind(music, 'release').map(({ slug }) => ({ slug: slug! }));
}

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return embedMetadata(embedOf(music, 'release', (await params).slug), contentIn(firstLanguage));
}

export default async function ReleaseEmbed({ params }: { params: Params }) {
  return <EmbedView embed={embedOf(music, 'release', (await params).slug)} content={contentIn(firstLanguage)} />;
}
