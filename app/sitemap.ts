import type { MetadataRoute } from 'next';
import { site } from '@/content';
import { sharedPages } from '@/components/seo/sharedPages';

export const dynamic = 'force-static';

/** Every page a link can lead to: the routes, and each project's and track's own page. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sharedPages().map(({ path }) => ({
    url: `${site.url}${path === '/' ? '' : path}`,
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.5 : 0.7,
  }));
}
