import type { Blog, BlogPosting, WithContext } from 'schema-dts';
import { firstLanguage, siteLanguages, type PageContent } from '@/components/i18n/content';
import { postPage, routePage } from '@/components/seo/sharedPages';
import { postPath, WRITING_PATH } from '@/lib/writing/paths';
import type { Post } from '@/lib/writing/posts';

/**
 * The language a post is written in, as a language tag ("en-US"): its own, which is the first
 * language's where a page in another shows it untranslated.
 */
const writtenIn = (post: Post) =>
  siteLanguages.find(({ code }) => code === (post.lang ?? firstLanguage))!.locale.replace('_', '-');

/** A post as schema.org's BlogPosting: what search engines show of an article, and whose it is. */
function posting(post: Post, content: PageContent): BlogPosting {
  const { site, owner, local } = content;
  const url = `${site.url}${local(postPath(post))}`;
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { '@type': 'Person', name: owner.name, url: site.url },
    inLanguage: writtenIn(post),
    image: `${site.url}${postPage(post, content).ogImage}`,
    url,
    mainEntityOfPage: url,
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
}

/** A post page's structured data. */
export const blogPosting = (post: Post, content: PageContent): WithContext<BlogPosting> => ({
  '@context': 'https://schema.org',
  ...posting(post, content),
});

/** The writing page's structured data: the blog, with its posts. */
export function blog(content: PageContent): WithContext<Blog> {
  const { site, owner, local, posts } = content;
  const page = routePage(WRITING_PATH, content);
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: page.title,
    description: page.description,
    url: `${site.url}${local(WRITING_PATH)}`,
    inLanguage: site.locale.replace('_', '-'),
    author: { '@type': 'Person', name: owner.name, url: site.url },
    blogPost: posts.map((post) => posting(post, content)),
  };
}
