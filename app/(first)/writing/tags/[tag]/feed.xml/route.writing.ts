import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { tagFeedResponse } from '@/components/writing/feeds';

// Each tag's feed of its posts, written to out/writing/tags/<tag>/feed.xml at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return contentIn(firstLanguage)
    .tags.filter((tag) => tag.posts.length)
    .map((tag) => ({ tag: tag.slug }));
}

export const GET = tagFeedResponse;
