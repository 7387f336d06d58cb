import { contentIn, firstLanguage, siteLanguages } from '@/lib/site/pageContent';
import { ogImage } from '@/components/seo/ogImage';
import { sharedPages } from '@/components/seo/sharedPages';

// Each other language's link-preview images, under its code (/es/og/<page>.png): their words are the language's.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Every other language's images (a route handler is given no language by the layout above it). */
export function generateStaticParams({ params }: { params?: { lang?: string } }) {
  const codes = params?.lang
    ? [params.lang]
    : siteLanguages.map(({ code }) => code).filter((code) => code !== firstLanguage);
  return codes.flatMap((lang) => sharedPages(contentIn(lang)).map((page) => ({ lang, image: `${page.ogName}.png` })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; image: string }> }) {
  const { lang, image } = await params;
  const page = sharedPages(contentIn(lang)).find((candidate) => `${candidate.ogName}.png` === image);
  if (!page) return new Response('Not found', { status: 404 });
  return ogImage(page);
}
