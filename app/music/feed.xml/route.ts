import { music } from '@/content';
import { podcastFeed } from '@/components/music/feeds';
import { readTracks } from '@/components/music/readTracks';

// Written to out/music/feed.xml at build time, like the sitemap.
export const dynamic = 'force-static';

export async function GET() {
  const xml = podcastFeed(await readTracks(music.tracks));
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
