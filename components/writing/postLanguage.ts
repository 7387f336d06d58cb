import { firstLanguage, type PageContent } from '@/lib/site/pageContent';
import type { Post } from '@/lib/writing/posts';

/**
 * The language a post is shown in where it is not the page's (a post not translated into it):
 * its code, and its name in the page's language ("inglés"); undefined where they are the same.
 */
export function otherLanguageOf(post: Post, { lang }: Pick<PageContent, 'lang'>) {
  const written = post.lang ?? firstLanguage;
  if (written === lang) return undefined;
  return { code: written, name: new Intl.DisplayNames([lang], { type: 'language' }).of(written) ?? written };
}
