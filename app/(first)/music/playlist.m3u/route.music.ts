import { music } from '@/content';
import { contentIn, firstLanguage } from '@/components/i18n/content';
import { PLAYLIST_TYPE } from '@/components/music/feedLinks';
import { m3uPlaylist } from '@/components/music/feeds';
import { readTracks } from '@/components/music/readTracks';

// Written to out/music/playlist.m3u at build time, like the sitemap: one for every language, in the first.
export const dynamic = 'force-static';

export async function GET() {
  return new Response(m3uPlaylist(await readTracks(music.tracks), contentIn(firstLanguage)), {
    headers: { 'Content-Type': `${PLAYLIST_TYPE}; charset=utf-8` },
  });
}
