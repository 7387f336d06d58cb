import { contentIn } from '@/lib/site/pageContent';
import { tagFeedResponse } from '@/components/writing/feeds';
import { writingLanguageParams } from '@/components/writing/languages';

// Each other language's tag feeds (/es/writing/tags/<tag>/feed.xml).
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Every tag of every other language (a route handler is given no language by the layout above it). */
export function generateStaticParams({ params }: { params?: { lang?: string } } = {}) {
  return writingLanguageParams({ params }).flatMap(({ lang }) =>
    contentIn(lang)
      .tags.filter((tag) => tag.posts.length)
      .map((tag) => ({ lang, tag: tag.slug })),
  );
}

export const GET = tagFeedResponse;
