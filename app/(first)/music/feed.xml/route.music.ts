import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { podcastFeed, podcastTracks } from '@/components/music/feeds';
import { readTracks } from '@/components/music/readTracks';
import { datedTrack } from '@/lib/content/catalogue';

// Written to out/music/feed.xml at build time, like the sitemap: one feed for every language of
// the site, in the first (a podcast app takes a show in one language).
export const dynamic = 'force-static';

export async function GET() {
  // A release not out yet, or unlisted, stays out of the feed: an app would tell every listener.
  const content = contentIn(firstLanguage);
  const listed = content.catalogue.tracks.filter((entry) => entry.inFeeds);
  const { carried, left } = podcastTracks(await readTracks(listed.map(datedTrack)));
  if (left.length) {
    const titles = left.map((info) => `"${info.track.title}" (${info.type})`).join(', ');
    console.warn(`podcast feed: left out ${titles}: podcast apps play MP3 and M4A/AAC only`);
  }
  const xml = podcastFeed(carried, content);
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
