import codeTags from '@iconify-icons/mdi/code-tags';
import rss from '@iconify-icons/mdi/rss';
import playlistMusic from '@iconify-icons/mdi/playlist-music';
import Link from 'next/link';
import type { MusicPlaylist, WithContext } from 'schema-dts';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { PictureView } from '@/components/picture/PictureView';
import { pictureLayouts } from '@/components/picture/layouts';
import { resolvePicture, sharePicture } from '@/components/picture/resolvePicture';
import { JsonLd } from '@/components/seo/JsonLd';
import { withBasePath } from '@/components/basePath';
import type { PageContent } from '@/lib/site/pageContent';
import { trackPagePath } from '@/lib/content/catalogue';
import { musicSection } from '@/lib/content/sections';
import { fill } from '@/lib/i18n/format';
import { artworkOf } from './artwork';
import { FEED_PATH, PLAYLIST_PATH } from './feedLinks';
import { ListenOnLinks } from './ListenOnLinks';
import { readTracks } from './readTracks';
import { artistData, recordingData } from './recordingData';
import { ReleaseSection } from './ReleaseSection';
import { TrackRows } from './TrackRows';
import { EmbedButton } from '@/components/embed/EmbedButton';
import { embedHeight } from '@/components/embed/embedCode';
import { embedWords } from '@/components/embed/embedWords';
import styles from './MusicView.module.css';

/**
 * The Music page: /music, and each track's own page (the same page, that track marked). With
 * releases, each listed one newest first (its cover, facts and tracks), then the loose tracks;
 * without, the artist's cover over the one list. `playlistData`: the playlist's structured data,
 * on /music. A track's page describes its recording instead, which names the playlist by its
 * address: repeating the whole list on every track's page would grow each by the size of the list.
 * `marked`: the slug of the track whose page this is.
 */
export async function MusicView({
  content,
  playlistData = true,
  marked,
}: {
  content: PageContent;
  playlistData?: boolean;
  marked?: string;
}) {
  const { site, ui, local } = content;
  const music = musicSection(content.music);
  const { catalogue } = content;
  /** The tracks the list's player other sites embed holds (components/embed/embeds.ts). */
  const onMusic = catalogue.tracks.filter((entry) => entry.hasPage);
  const cover = resolvePicture(music.cover);
  const shown = [
    ...catalogue.listed.flatMap((release) => catalogue.tracks.filter((track) => track.release === release)),
    ...catalogue.loose,
  ].filter((track) => track.hasPage);
  const infos = playlistData ? await readTracks(shown.map((entry) => entry.track)) : [];
  const structuredData: WithContext<MusicPlaylist> = {
    '@context': 'https://schema.org',
    '@type': 'MusicPlaylist',
    name: fill(ui.music.playlistName, { artist: music.artist }),
    url: `${site.url}${local('/music')}`,
    image: sharePicture(music.cover).url,
    numTracks: shown.length,
    creator: artistData(content),
    track: infos.map((info, position) => {
      const release = shown[position]!.release;
      const album = release && { name: release.release.title, page: `/music/${release.slug}` };
      return {
        ...recordingData(info, content, { page: trackPagePath(shown[position]!), album }),
        position: position + 1,
      };
    }),
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
        {catalogue.listed.length ? (
          <>
            {catalogue.listed.map((entry, index) => (
              <ReleaseSection
                key={entry.slug}
                entry={entry}
                catalogue={catalogue}
                content={content}
                first={index === 0}
                marked={marked}
              />
            ))}
            {catalogue.loose.length > 0 && (
              <section className={styles.loose} aria-labelledby="more-tracks">
                <h2 id="more-tracks" className={styles.looseHeading}>
                  {ui.music.moreTracks}
                </h2>
                <TrackRows
                  entries={catalogue.loose}
                  content={content}
                  artwork={artworkOf(cover)}
                  first={false}
                  headingLevel={3}
                  marked={marked}
                />
              </section>
            )}
          </>
        ) : (
          <>
            <PictureView
              picture={cover}
              sizes={pictureLayouts.cover.sizes}
              loading="eager"
              fetchPriority="high"
              words={{ unavailable: ui.picture.unavailable }}
              className={styles.cover}
            />
            <TrackRows entries={catalogue.loose} content={content} artwork={artworkOf(cover)} marked={marked} />
          </>
        )}
        <p className={styles.feeds}>
          <a href={withBasePath(FEED_PATH)} className={styles.feed}>
            <SvgIcon icon={rss} />
            {ui.music.podcastFeed}
          </a>
          <a href={withBasePath(PLAYLIST_PATH)} className={styles.feed}>
            <SvgIcon icon={playlistMusic} />
            {ui.music.playlistFile}
          </a>
          {onMusic.length > 0 && (
            <EmbedButton
              subject={music.artist}
              path="/embed/list"
              siteUrl={content.site.url}
              height={embedHeight(onMusic.length)}
              icon={<SvgIcon icon={codeTags} />}
              words={embedWords(ui)}
            />
          )}
        </p>
      </div>
    </div>
  );
}
