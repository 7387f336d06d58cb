import type { Metadata } from 'next';
import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { embedOf, embedsOfKind } from '@/components/embed/embeds';
import { embedMetadata } from '@/components/embed/embedMetadata';
import { EmbedView } from '@/components/embed/EmbedView';

/** A release's player for other sites to frame (/embed/release/<slug>), in the site's first language. */
export const dynamicParams = false;

export function generateStaticParams() {
  return embedsOfKind(contentIn(firstLanguage), 'release').map(({ slug }) => ({ slug: slug! }));
}

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return embedMetadata(embedOf(contentIn(firstLanguage), 'release', (await params).slug), contentIn(firstLanguage));
}

export default async function ReleaseEmbed({ params }: { params: Params }) {
  return (
    <EmbedView
      embed={embedOf(contentIn(firstLanguage), 'release', (await params).slug)}
      content={contentIn(firstLanguage)}
    />
  );
}
