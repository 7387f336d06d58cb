import type { Metadata } from 'next';
import { contentIn, contentOfPage, firstLanguage } from '@/lib/site/pageContent';
import { routePage } from '@/components/seo/sharedPages';
import { TagView } from '@/components/writing/TagView';
import { fill } from '@/lib/i18n/format';
import { WRITING_PATH } from '@/lib/writing/paths';
import { tagPath } from '@/lib/writing/tags';
import { sharedPageMetadata } from '@/app/page-metadata';

/** One page per tag of the language's posts and projects, written at build time; no other tag exists. */
export const dynamicParams = false;

export function generateStaticParams({ params }: { params?: { lang?: string } } = {}) {
  return contentIn(params?.lang ?? firstLanguage).tags.map((tag) => ({ tag: tag.slug }));
}

type Params = Promise<{ tag: string; lang?: string }>;

async function tagOf(params: Params) {
  const content = await contentOfPage(params);
  const slug = decodeURIComponent((await params).tag);
  const tag = content.tags.find((each) => each.slug === slug);
  if (!tag) throw new Error(`No tag has the address ${slug}`);
  return { tag, content };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { tag, content } = await tagOf(params);
  const { ui, owner, local } = content;
  const title = fill(ui.writing.tagged, { tag: tag.name });
  // The writing page's link preview: a tag's page has no picture of its own to draw.
  const metadata = sharedPageMetadata(
    {
      ...routePage(WRITING_PATH, content),
      path: local(tagPath(tag.name)),
      pagePath: tagPath(tag.name),
      title,
      description: fill(ui.writing.tagDescription, { tag: tag.name, name: owner.name }),
    },
    content,
  );
  // Each language's tags are its own words: a tag's page names no other language's.
  return { ...metadata, alternates: { ...metadata.alternates, languages: undefined } };
}

export default async function TagPage({ params }: { params: Params }) {
  const { tag, content } = await tagOf(params);
  return <TagView tag={tag} content={content} />;
}
