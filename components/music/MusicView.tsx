import shareVariant from '@iconify-icons/mdi/share-variant';
import { music, site } from '@/content';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { PictureView } from '@/components/picture/PictureView';
import { pictureLayouts } from '@/components/picture/layouts';
import { resolvePicture, sharePicture, type ResolvedPicture } from '@/components/picture/resolvePicture';
import { Playlist } from '@/components/music/Playlist';
import { readTracks } from '@/components/music/readTracks';
import { formatClock, isoDuration } from '@/components/music/trackText';
import Link from 'next/link';
import type { MusicPlaylist, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/JsonLd';
import { withBasePath } from '@/components/basePath';
import styles from './MusicView.module.css';

/** Cover sizes for the operating system's media controls, from the prepared (square, clean) WebP variants. */
function artworkOf({ variants, widths }: ResolvedPicture): MediaImage[] {
  return widths.map((width) => ({ src: `${variants}-${width}.webp`, sizes: `${width}x${width}`, type: 'image/webp' }));
}

/** The Music page: /music, and each track's own page (the same page, that track marked). */
export async function MusicView() {
  const cover = resolvePicture(music.cover);
  const tracks = await readTracks(music.tracks);
  const structuredData: WithContext<MusicPlaylist> = {
    '@context': 'https://schema.org',
    '@type': 'MusicPlaylist',
    name: `${music.artist}: tracks`,
    url: `${site.url}/music`,
    image: sharePicture(music.cover).url,
    numTracks: tracks.length,
    creator: { '@type': 'Person', name: music.artist },
    track: tracks.map((track, position) => ({
      '@type': 'MusicRecording',
      position: position + 1,
      name: track.title,
      url: `${site.url}/music/${track.slug}`,
      audio: { '@type': 'AudioObject', contentUrl: `${site.url}${track.path}`, encodingFormat: track.type },
      byArtist: { '@type': 'Person', name: music.artist },
      ...(track.duration ? { duration: isoDuration(track.duration) } : {}),
    })),
  };

  return (
    <div className={styles.page}>
      <JsonLd data={structuredData} />
      <div className={styles.inner}>
        <Link href="/" className={styles.home}>
          ← {site.logoText}
        </Link>
        <h1 className={styles.heading}>{music.artist}</h1>
        <PictureView picture={cover} sizes={pictureLayouts.cover.sizes} loading="eager" fetchPriority="high" className={styles.cover} />
        <Playlist
          artist={music.artist}
          artwork={artworkOf(cover)}
          shareIcon={<SvgIcon icon={shareVariant} />}
          tracks={tracks.map((track) => ({
            title: track.title,
            heading: track.title,
            src: track.src,
            slug: track.slug,
            href: withBasePath(`/music/${track.slug}`),
            page: `/music/${track.slug}`,
            url: `${site.url}/music/${track.slug}`,
            durationText: track.duration ? formatClock(track.duration) : undefined,
          }))}
        />
      </div>
    </div>
  );
}
