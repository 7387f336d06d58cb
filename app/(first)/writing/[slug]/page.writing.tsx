import type { Metadata } from 'next';
import { contentIn, contentOfPage, firstLanguage } from '@/lib/site/pageContent';
import { JsonLd } from '@/components/seo/JsonLd';
import { postPage } from '@/components/seo/sharedPages';
import { postBody, postCoverHtml } from '@/components/writing/postBody';
import { blogPosting } from '@/components/writing/postingData';
import { PostView } from '@/components/writing/PostView';
import { sharedPageMetadata } from '@/app/page-metadata';

/** One page per post of the language, written at build time; no other slug exists. */
export const dynamicParams = false;

/** The posts' slugs in the page's language (the first's here; its own under /[lang]/). */
export function generateStaticParams({ params }: { params?: { lang?: string } } = {}) {
  return contentIn(params?.lang ?? firstLanguage).posts.map((post) => ({ slug: post.slug }));
}

type Params = Promise<{ slug: string; lang?: string }>;

/** The post the slug names, in the page's language. */
async function postOf(params: Params) {
  const content = await contentOfPage(params);
  const { slug } = await params;
  const post = content.posts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No post has the slug ${slug}`);
  return { post, content };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { post, content } = await postOf(params);
  return sharedPageMetadata(postPage(post, content), content, {
    type: 'article',
    publishedTime: post.published ?? post.date,
    modifiedTime: post.updated ?? post.date,
    authors: [content.owner.name],
    ...(post.tags.length ? { tags: post.tags } : {}),
  });
}

export default async function PostPage({ params }: { params: Params }) {
  const { post, content } = await postOf(params);
  const body = await postBody(post, content);
  return (
    <>
      <JsonLd data={blogPosting(post, content, body)} />
      <PostView post={post} body={body} coverHtml={postCoverHtml(post)} content={content} />
    </>
  );
}
