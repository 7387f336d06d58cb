import type { MetadataRoute } from 'next';
import { contentIn, siteLanguages } from '@/components/i18n/content';
import { sharedPages } from '@/components/seo/sharedPages';
import { siteUrl } from '@/lib/content/site';

export const dynamic = 'force-static';

const absolute = (path: string) => `${siteUrl()}${path === '/' ? '' : path}`;

/**
 * Every page a link can lead to, in every language: the routes, and each project's and track's
 * own page. On a site in more than one language each lists all its versions, itself included.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const languages = siteLanguages.map(({ code }) => ({ code, pages: sharedPages(contentIn(code)) }));
  return languages.flatMap(({ pages }) =>
    pages.map(({ path, pagePath }) => ({
      url: absolute(path),
      changeFrequency: 'monthly' as const,
      priority: pagePath === '/' ? 1 : pagePath.split('/').length > 2 ? 0.5 : 0.7,
      ...(languages.length > 1
        ? {
            alternates: {
              languages: Object.fromEntries(
                languages.map(({ code }) => [code, absolute(contentIn(code).local(pagePath))]),
              ),
            },
          }
        : {}),
    })),
  );
}
