import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { embedOf } from '@/components/embed/embeds';
import { oembedOf } from '@/components/embed/oembed';

/** The oEmbed answer for the whole list's player (/embed/list/oembed.json). */
export const dynamic = 'force-static';

export function GET() {
  return Response.json(oembedOf(embedOf(contentIn(firstLanguage), 'list'), contentIn(firstLanguage)));
}
