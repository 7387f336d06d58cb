import codeTags from '@iconify-icons/mdi/code-tags';
import shareVariant from '@iconify-icons/mdi/share-variant';
import Link from 'next/link';
import type { PageContent } from '@/lib/site/pageContent';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { richText } from '@/components/i18n/richText';
import { serverPlayerIcons } from '@/components/playback/serverPlayerIcons';
import { shareWords } from '@/components/share/shareWords';
import { trackPagePath, type CatalogueTrack } from '@/lib/content/catalogue';
import { musicSection } from '@/lib/content/sections';
import { Playlist } from './Playlist';
import { queueTrackOf } from './queueTrack';
import { readTracks } from './readTracks';
import { TrackDetails, hasTrackDetails } from './TrackDetails';
import { embedHeight } from '@/components/embed/embedCode';
import { embedWords } from '@/components/embed/embedWords';
import styles from './TrackRows.module.css';

/**
 * Tracks that play, as rows of the site's one player (Playlist) with what each carries besides its
 * audio (TrackDetails), read from their files at build time: the Music page's list, or one of its
 * releases', or a release page's.
 */
export async function TrackRows({
  entries,
  content,
  artwork,
  first = true,
  headingLevel = 2,
  pagesHere = true,
  marked,
}: {
  /** The tracks, in the list's order; each one that plays. */
  entries: CatalogueTrack[];
  content: PageContent;
  /** The list's cover, for the operating system's media controls. */
  artwork: MediaImage[];
  /** Whether it is the page's first list (Playlist). */
  first?: boolean;
  headingLevel?: 2 | 3;
  /** Whether the tracks' own pages are this page with the track marked (Playlist). */
  pagesHere?: boolean;
  /** The track whose own page this is: its row names the release it is on. */
  marked?: string;
}) {
  const { site, ui, lang, local } = content;
  const music = musicSection(content.music);
  const infos = await readTracks(entries.map((entry) => entry.track));
  const details = (entry: CatalogueTrack, index: number) => {
    const fromRelease = entry.slug === marked && entry.release;
    const info = infos[index]!;
    if (!fromRelease && !hasTrackDetails(entry.track)) return undefined;
    return (
      <>
        {fromRelease && (
          <p className={styles.fromRelease}>
            {richText(ui.music.fromRelease, {
              release: <Link href={local(`/music/${fromRelease.slug}`)}>{fromRelease.release.title}</Link>,
            })}
          </p>
        )}
        {hasTrackDetails(entry.track) && <TrackDetails info={info} words={ui.music} lang={lang} />}
      </>
    );
  };
  return (
    <Playlist
      artist={music.artist}
      siteUrl={site.url}
      artwork={artwork}
      shareIcon={<SvgIcon icon={shareVariant} />}
      playerIcons={serverPlayerIcons}
      words={{
        ...shareWords(ui),
        shareAt: ui.share.shareAt,
        shareAtTitle: ui.share.shareAtTitle,
        titleAt: ui.share.titleAt,
        sharedTrack: ui.music.sharedTrack,
        playTitle: ui.music.playTitle,
        player: ui.player,
      }}
      tracks={infos.map((info, index) =>
        queueTrackOf(info, { slug: info.slug, title: info.track.title, page: local(trackPagePath(entries[index]!)) }),
      )}
      details={Object.fromEntries(entries.map((entry, index) => [entry.slug, details(entry, index)]))}
      first={first}
      headingLevel={headingLevel}
      pagesHere={pagesHere}
      // Tracks with a page of their own have a player other sites can embed (components/embed/embeds.ts).
      embed={
        entries.every((entry) => entry.hasPage)
          ? { icon: <SvgIcon icon={codeTags} />, words: embedWords(ui), height: embedHeight(1) }
          : undefined
      }
    />
  );
}
