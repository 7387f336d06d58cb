import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { PLAYLIST_TYPE } from '@/components/music/feedLinks';
import { m3uPlaylist } from '@/components/music/feeds';
import { readTracks } from '@/components/music/readTracks';

/** A playlist per release, beside its page (/music/<release>/playlist.m3u): its tracks that play, in its order. */
export const dynamicParams = false;

export function generateStaticParams() {
  return contentIn(firstLanguage).catalogue.releases.map(({ slug }) => ({ slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const content = contentIn(firstLanguage);
  const { tracks, releases } = content.catalogue;
  const release = releases.find((entry) => entry.slug === slug)!;
  const playing = tracks.filter((entry) => entry.release === release && entry.playable);
  return new Response(
    m3uPlaylist(await readTracks(playing.map((entry) => entry.track)), content, release.release.title),
    {
      headers: { 'Content-Type': `${PLAYLIST_TYPE}; charset=utf-8` },
    },
  );
}
