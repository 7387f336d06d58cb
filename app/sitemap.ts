import type { MetadataRoute } from 'next';
import { pageMeta, site, type RoutePath } from '@/content';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return (Object.keys(pageMeta) as RoutePath[]).map((route) => ({
    url: `${site.url}${route === '/' ? '' : route}`,
    changeFrequency: 'monthly',
    priority: route === '/' ? 1 : 0.7,
  }));
}
