import type { Metadata } from 'next';
import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { embedOf } from '@/components/embed/embeds';
import { embedMetadata } from '@/components/embed/embedMetadata';
import { EmbedView } from '@/components/embed/EmbedView';

/** The Music page's whole list as a player for other sites to frame (/embed/list), in the site's first language. */
export function generateMetadata(): Metadata {
  return embedMetadata(embedOf(contentIn(firstLanguage), 'list'), contentIn(firstLanguage));
}

export default function ListEmbed() {
  return <EmbedView embed={embedOf(contentIn(firstLanguage), 'list')} content={contentIn(firstLanguage)} />;
}
