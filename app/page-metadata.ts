import type { Metadata } from 'next';
import { site, type RoutePath } from '@/content';
import { ogAlt, ogSize } from '@/components/seo/ogImage';
import { routePage, type SharedPage } from '@/components/seo/sharedPages';

/** The head of one page: its own title, description, canonical URL and link preview. */
export function sharedPageMetadata(page: SharedPage, openGraph: Partial<NonNullable<Metadata['openGraph']>> = {}): Metadata {
  const { path, title, description } = page;
  const image = `/og/${page.ogName}.png`;
  return {
    title: path === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: site.name,
      type: path === '/' || path === '/about' ? 'profile' : 'website',
      locale: site.locale,
      images: [{ url: image, ...ogSize, alt: ogAlt(page), type: 'image/png' }],
      ...openGraph,
    } as Metadata['openGraph'],
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** The head of one of the six routes. */
export const pageMetadata = (route: RoutePath): Metadata => sharedPageMetadata(routePage(route));
