import { firstLanguageFeed } from '@/components/writing/feeds';

// Written to out/writing/atom.xml at build time: the first language's posts, whole.
export const dynamic = 'force-static';

export const GET = firstLanguageFeed('atom.xml');
