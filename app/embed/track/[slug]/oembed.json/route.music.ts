import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { embedOf, embedsOfKind } from '@/components/embed/embeds';
import { oembedOf } from '@/components/embed/oembed';

/** The oEmbed answer for a track's player, a static file beside it (/embed/track/<slug>/oembed.json). */
export const dynamicParams = false;

export function generateStaticParams() {
  return embedsOfKind(contentIn(firstLanguage), 'track').map(({ slug }) => ({ slug: slug! }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return Response.json(
    oembedOf(embedOf(contentIn(firstLanguage), 'track', (await params).slug), contentIn(firstLanguage)),
  );
}
