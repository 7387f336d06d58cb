import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { PLAYLIST_TYPE } from '@/components/music/feedLinks';
import { m3uPlaylist } from '@/components/music/feeds';
import { readTracks } from '@/components/music/readTracks';

// Written to out/music/playlist.m3u at build time, like the sitemap: one for every language, in the first;
// every track of the listed releases that are out, and the loose tracks.
export const dynamic = 'force-static';

export async function GET() {
  const content = contentIn(firstLanguage);
  const listed = content.catalogue.tracks.filter((entry) => entry.inFeeds);
  return new Response(m3uPlaylist(await readTracks(listed.map((entry) => entry.track)), content), {
    headers: { 'Content-Type': `${PLAYLIST_TYPE}; charset=utf-8` },
  });
}
