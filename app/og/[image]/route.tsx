import { ogImage } from '@/components/seo/ogImage';
import { sharedPages } from '@/components/seo/sharedPages';
import { contentIn, firstLanguage } from '@/lib/site/pageContent';

const pages = () => sharedPages(contentIn(firstLanguage));

// Written to out/og/<page>.png at build time, one per page a link can lead to. (Next's
// opengraph-image files would be exported without a file extension, which static hosts
// serve as octet-stream.)
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return pages().map((page) => ({ image: `${page.ogName}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const page = pages().find((candidate) => `${candidate.ogName}.png` === image);
  if (!page) return new Response('Not found', { status: 404 });
  return ogImage(page);
}
