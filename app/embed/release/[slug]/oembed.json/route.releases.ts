import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { embedOf, embedsOfKind } from '@/components/embed/embeds';
import { oembedOf } from '@/components/embed/oembed';

/** The oEmbed answer for a release's player, a static file beside it (/embed/release/<slug>/oembed.json). */
export const dynamicParams = false;

export function generateStaticParams() {
  return embedsOfKind(contentIn(firstLanguage), 'release').map(({ slug }) => ({ slug: slug! }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return Response.json(
    oembedOf(embedOf(contentIn(firstLanguage), 'release', (await params).slug), contentIn(firstLanguage)),
  );
}
