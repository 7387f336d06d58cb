import { music } from '@/content';
import { contentIn, firstLanguage } from '@/components/i18n/content';
import { PLAYLIST_TYPE } from '@/components/music/feedLinks';
import { m3uPlaylist } from '@/components/music/feeds';
import { readTracks } from '@/components/music/readTracks';
import { catalogueOf } from '@/lib/content/catalogue';

/** A playlist per release, beside its page (/music/<release>/playlist.m3u): its tracks that play, in its order. */
export const dynamicParams = false;

export function generateStaticParams() {
  return catalogueOf(music).releases.map(({ slug }) => ({ slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { tracks, releases } = catalogueOf(music);
  const release = releases.find((entry) => entry.slug === slug)!;
  const playing = tracks.filter((entry) => entry.release === release && entry.playable);
  const content = contentIn(firstLanguage);
  return new Response(
    m3uPlaylist(await readTracks(playing.map((entry) => entry.track)), content, release.release.title),
    {
      headers: { 'Content-Type': `${PLAYLIST_TYPE}; charset=utf-8` },
    },
  );
}
