import { ogImage, ogImageSlug } from '@/components/seo/ogImage';
import { pageMeta, type RoutePath } from '@/content';

// Written to out/og/<route>.png at build time. (Next's opengraph-image files would be
// exported without a file extension, which static hosts serve as octet-stream.)
export const dynamic = 'force-static';
export const dynamicParams = false;

const routes = Object.keys(pageMeta) as RoutePath[];

export function generateStaticParams() {
  return routes.map((route) => ({ image: `${ogImageSlug(route)}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const route = routes.find((candidate) => `${ogImageSlug(candidate)}.png` === image);
  if (!route) return new Response('Not found', { status: 404 });
  return ogImage(route);
}
