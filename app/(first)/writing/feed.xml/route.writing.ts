import { firstLanguageFeed } from '@/components/writing/feeds';

// Written to out/writing/feed.xml at build time: the first language's posts, whole.
export const dynamic = 'force-static';

export const GET = firstLanguageFeed('feed.xml');
