import type { Metadata } from 'next';
import { pageMeta, site, type RoutePath } from '@/content';
import { ogAlt, ogImageSlug, ogSize } from '@/components/seo/ogImage';

/** The head of one route: its own title, description, canonical URL and link-preview text. */
export function pageMetadata(route: RoutePath): Metadata {
  const { title, description } = pageMeta[route];
  return {
    title: route === '/' ? { absolute: title } : title,
    description,
    alternates: { canonical: route },
    openGraph: {
      title,
      description,
      url: route,
      siteName: site.name,
      type: route === '/' || route === '/about' ? 'profile' : 'website',
      locale: 'en',
      images: [{ url: `/og/${ogImageSlug(route)}.png`, ...ogSize, alt: ogAlt(route), type: 'image/png' }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [`/og/${ogImageSlug(route)}.png`] },
  };
}
