import { languageFeed } from '@/components/writing/feeds';

// Each other language's feed of its own posts (/es/writing/feed.json).
export const dynamic = 'force-static';
export const dynamicParams = false;
export { writingLanguageParams as generateStaticParams } from '@/components/writing/languages';

export const GET = languageFeed('feed.json');
