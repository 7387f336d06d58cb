import type { MetadataRoute } from 'next';
import { contentIn, siteLanguages, type PageContent } from '@/lib/site/pageContent';
import { sharedPages } from '@/components/seo/sharedPages';
import { siteUrl } from '@/lib/content/site';
import { postPath, WRITING_PATH } from '@/lib/writing/paths';
import { languagesWith } from './page-metadata';

export const dynamic = 'force-static';

const absolute = (path: string) => `${siteUrl()}${path === '/' ? '' : path}`;

/** When a page last changed, where the content says: a post's (its update, or its date), the writing's newest. */
function lastModified({ posts }: PageContent, pagePath: string): string | undefined {
  if (pagePath === WRITING_PATH)
    return posts
      .map((post) => post.updated ?? post.date)
      .sort()
      .at(-1);
  const post = posts.find((each) => postPath(each) === pagePath);
  return post && (post.updated ?? post.date);
}

/**
 * Every page a link can lead to, in every language: the routes, and each project's, track's,
 * release's and post's own page. On a site in more than one language each lists all its versions, itself
 * included (a post, only those of the languages it is written in). A tag's page lists what these
 * list already: the sitemap leaves it to the work itself.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return siteLanguages.flatMap(({ code }) => {
    const content = contentIn(code);
    // A page that copies another's (an untranslated post) is that page's to list; an unlisted release's is no one's.
    const own = sharedPages(content).filter((page) => !page.originalPath && !page.unlisted);
    return own.map(({ path, pagePath }) => {
      const versions = languagesWith(pagePath);
      const modified = lastModified(content, pagePath);
      return {
        url: absolute(path),
        ...(modified ? { lastModified: modified } : {}),
        changeFrequency: 'monthly' as const,
        priority: pagePath === '/' ? 1 : pagePath.split('/').length > 2 ? 0.5 : 0.7,
        ...(siteLanguages.length > 1 && versions.length > 1
          ? {
              alternates: {
                languages: Object.fromEntries(
                  versions.map((version) => [version.code, absolute(contentIn(version.code).local(pagePath))]),
                ),
              },
            }
          : {}),
      };
    });
  });
}
