import shareVariant from '@iconify-icons/mdi/share-variant';
import rss from '@iconify-icons/mdi/rss';
import playlistMusic from '@iconify-icons/mdi/playlist-music';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { PictureView } from '@/components/picture/PictureView';
import { pictureLayouts } from '@/components/picture/layouts';
import { resolvePicture, sharePicture } from '@/components/picture/resolvePicture';
import { artworkOf } from './artwork';
import { Playlist } from '@/components/music/Playlist';
import { readTracks } from '@/components/music/readTracks';
import { playerIconData } from '@/components/playback/playerIconData';
import type { PlayerIcons } from '@/components/playback/TrackPlayer';
import { waveformPath } from '@/components/music/waveformPath';
import { ListenOnLinks } from '@/components/music/ListenOnLinks';
import { TrackDetails, hasTrackDetails } from '@/components/music/TrackDetails';
import { artistData, recordingData } from '@/components/music/recordingData';
import { FEED_PATH, PLAYLIST_PATH } from '@/components/music/feedLinks';
import Link from 'next/link';
import type { MusicPlaylist, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/JsonLd';
import { withBasePath } from '@/components/basePath';
import { fill } from '@/lib/i18n/format';
import type { PageContent } from '@/components/i18n/content';
import { musicSection } from '@/lib/content/sections';
import { shareWords } from '@/components/share/shareWords';
import styles from './MusicView.module.css';

/** The players' icons as plain SVG, drawn here once for every row. */
const playerIcons = Object.fromEntries(
  Object.entries(playerIconData).map(([name, icon]) => [name, <SvgIcon key={name} icon={icon} />]),
) as PlayerIcons;

/**
 * The Music page: /music, and each track's own page (the same page, that track marked).
 * `playlistData`: the playlist's structured data, on /music. A track's page describes its
 * recording instead, which names the playlist by its address: repeating the whole list on
 * every track's page would grow each by the size of the list.
 */
export async function MusicView({ content, playlistData = true }: { content: PageContent; playlistData?: boolean }) {
  const { site, ui, lang, local } = content;
  const music = musicSection(content.music);
  const cover = resolvePicture(music.cover);
  const tracks = await readTracks(music.tracks);
  const structuredData: WithContext<MusicPlaylist> = {
    '@context': 'https://schema.org',
    '@type': 'MusicPlaylist',
    name: fill(ui.music.playlistName, { artist: music.artist }),
    url: `${site.url}${local('/music')}`,
    image: sharePicture(music.cover).url,
    numTracks: tracks.length,
    creator: artistData(content),
    track: tracks.map((info, position) => ({ ...recordingData(info, content), position: position + 1 })),
  };

  return (
    <div className={styles.page}>
      {playlistData && <JsonLd data={structuredData} />}
      <div className={styles.inner}>
        <Link href={local('/')} className={styles.home}>
          <span className={styles.backArrow}>←</span> {site.logoText}
        </Link>
        <h1 className={styles.heading}>{music.artist}</h1>
        {music.listenOn && (
          <ListenOnLinks
            links={music.listenOn}
            subject={music.artist}
            words={ui.music}
            className={styles.artistLinks}
          />
        )}
        <PictureView
          picture={cover}
          sizes={pictureLayouts.cover.sizes}
          loading="eager"
          fetchPriority="high"
          words={{ unavailable: ui.picture.unavailable }}
          className={styles.cover}
        />
        <Playlist
          artist={music.artist}
          siteUrl={site.url}
          artwork={artworkOf(cover)}
          shareIcon={<SvgIcon icon={shareVariant} />}
          playerIcons={playerIcons}
          words={{
            ...shareWords(ui),
            shareAt: ui.share.shareAt,
            shareAtTitle: ui.share.shareAtTitle,
            titleAt: ui.share.titleAt,
            sharedTrack: ui.music.sharedTrack,
            playTitle: ui.music.playTitle,
            player: ui.player,
          }}
          tracks={tracks.map(({ track: { title }, src, slug, duration, peaks }) => ({
            title,
            src,
            slug,
            page: local(`/music/${slug}`),
            duration,
            waveform: peaks && waveformPath(peaks),
          }))}
          details={Object.fromEntries(
            tracks
              .filter((info) => hasTrackDetails(info.track))
              .map((info) => [info.slug, <TrackDetails key={info.slug} info={info} words={ui.music} lang={lang} />]),
          )}
        />
        <p className={styles.feeds}>
          <a href={withBasePath(FEED_PATH)} className={styles.feed}>
            <SvgIcon icon={rss} />
            {ui.music.podcastFeed}
          </a>
          <a href={withBasePath(PLAYLIST_PATH)} className={styles.feed}>
            <SvgIcon icon={playlistMusic} />
            {ui.music.playlistFile}
          </a>
        </p>
      </div>
    </div>
  );
}
