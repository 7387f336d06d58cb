'use client';

import Link from 'next/link';
import { NativeAudio } from '@/components/playback/NativeAudio';
import { usePathname } from 'next/navigation';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { preloadSitePlayer, useSitePlayerWhenIdle } from '@/components/playback/NowPlayingMount';
import { playback, usePlaylistView, type QueueTrack, type TrackShown } from '@/components/playback/playbackStore';
import { TrackPlayer, type PlayerIcons, type TrackPlayerWords } from '@/components/playback/TrackPlayer';
import { WaveformDrawing } from '@/components/playback/WaveformDrawing';
import { slugIn } from '@/components/shell/section';
import { momentIn } from './moment';
import type { ShareMoment } from './ShareMoment';
import { TrackShares } from './TrackShares';
import type { EmbedWords } from '@/components/embed/embedWords';
import { fill } from '@/lib/i18n/format';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import styles from './Playlist.module.css';

interface Props {
  artist: string;
  /** The site's address, for the links Share shares. */
  siteUrl: string;
  /** The site's queue: what the player needs of each track (it also goes into sessionStorage). */
  tracks: QueueTrack[];
  /** Each track's lyrics, credits, listen-on links and download (server-rendered), by slug. */
  details: Record<string, ReactNode>;
  /** Cover sizes for the operating system's media controls. */
  artwork: MediaImage[];
  shareIcon: ReactNode;
  /** The players' icons, drawn on the server. */
  playerIcons: PlayerIcons;
  /** Its own words, the Share buttons' and each row's player's. */
  words: PlaylistWords;
  /**
   * Whether it is the page's first list (the queue when the page opens); a page of releases shows
   * one list for each, and the next track is always the next of the same list. Yes by default.
   */
  first?: boolean;
  /** Each track's Embed (components/embed/): its icon, words and the players' height; none without embeds. */
  embed?: { icon: ReactNode; words: EmbedWords; height: number };
  /** The rows' titles' heading level: 2, or 3 under a release's heading. */
  headingLevel?: 2 | 3;
  /**
   * Whether the tracks' own pages are this page with the track marked (the Music page): a title
   * picked then moves the address and not the page. A release's page links them as any link.
   */
  pagesHere?: boolean;
}

type PlaylistWords = Pick<InterfaceText['music'], 'sharedTrack' | 'playTitle'> &
  ComponentProps<typeof ShareMoment>['words'] & { player: TrackPlayerWords };

/**
 * The tracks. They are the site's queue (the playback store): starting one pauses the others,
 * one that ends starts the next, and the music goes on when the visitor moves to another page.
 * Each row's player is a view of the site's one player.
 */
export function Playlist({
  artist,
  siteUrl,
  tracks,
  details,
  artwork,
  shareIcon,
  playerIcons,
  words,
  first = true,
  headingLevel = 2,
  pagesHere = true,
  embed,
}: Props) {
  /**
   * The track the address names (/music/<slug>): a shared link's track, marked and brought into
   * view. On a release's page the address is the release's, a single's too (its one track's slug).
   */
  const pathname = usePathname();
  const sharedSlug = pagesHere ? slugIn(pathname ?? '', '/music') : undefined;
  const sharedRow = useRef<HTMLLIElement>(null);
  // The store, read here once for every row.
  const shownOf = usePlaylistView();
  useEffect(() => {
    playback.present(tracks, artist, artwork, first);
  }, [tracks, artist, artwork, first]);

  // The site's player (its audio element): on the visitor's first intent on a row (below), or when idle.
  useSitePlayerWhenIdle();

  // A link to a moment (#t=1m30s on a track's page, #<slug>&t=90 here): that track, cued there.
  useEffect(() => {
    const cue = () => {
      const moment = momentIn(location.hash);
      const slug = moment?.slug ?? sharedSlug;
      if (!moment || !slug) return;
      playback.cue(slug, moment.seconds);
      document.querySelector(`[data-track="${CSS.escape(slug)}"]`)?.scrollIntoView({ block: 'center' });
    };
    cue();
    addEventListener('hashchange', cue);
    return () => removeEventListener('hashchange', cue);
  }, [sharedSlug]);

  // A visitor who followed a track's link lands on it, ready to play (nothing plays by itself).
  useEffect(() => {
    sharedRow.current?.scrollIntoView({ block: 'center' });
    // Only on arrival: picking a title on the page moves the address, not the view.
  }, []);

  /** A title picked on the page: the address becomes the track's own, the page stays. */
  const pick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, slug: string) => {
      if (!pagesHere || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (slug !== sharedSlug) window.history.pushState(null, '', event.currentTarget.href);
    },
    [sharedSlug, pagesHere],
  );

  return (
    <ol
      className={styles.list}
      onPointerOver={preloadSitePlayer}
      onPointerDown={preloadSitePlayer}
      onFocus={preloadSitePlayer}
    >
      {tracks.map((track) => {
        const shared = track.slug === sharedSlug;
        return (
          <TrackRow
            key={track.src}
            track={track}
            shared={shared}
            rowRef={shared ? sharedRow : undefined}
            siteUrl={siteUrl}
            details={details[track.slug]}
            shareIcon={shareIcon}
            playerIcons={playerIcons}
            words={words}
            onPick={pick}
            headingLevel={headingLevel}
            embed={embed}
            embedPath={embed && `/embed/track/${track.slug}`}
            {...shownOf(track)}
          />
        );
      })}
    </ol>
  );
}

interface RowProps extends TrackShown {
  track: QueueTrack;
  /** The track the address names. */
  shared: boolean;
  rowRef?: RefObject<HTMLLIElement | null>;
  /** The site's public address: the track's own page, which Share shares, is there. */
  siteUrl: string;
  details: ReactNode;
  shareIcon: ReactNode;
  playerIcons: PlayerIcons;
  words: PlaylistWords;
  onPick: (event: MouseEvent<HTMLAnchorElement>, slug: string) => void;
  headingLevel: 2 | 3;
  embed?: Props['embed'];
  /** The track's embed page from the site root (a string, so the row's memo holds). */
  embedPath?: string;
}

/**
 * One track's row. Everything it shows of the store comes as plain values, so a row renders
 * again only when its own change: while a track plays, its row alone.
 */
const TrackRow = memo(function TrackRow({
  track,
  shared,
  rowRef,
  siteUrl,
  details,
  shareIcon,
  playerIcons,
  words,
  onPick,
  headingLevel,
  embed,
  embedPath,
  ...shown
}: RowProps) {
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <li
      data-track={track.slug}
      ref={rowRef}
      className={shared ? styles.shared : undefined}
      aria-current={shared || undefined}
    >
      <div className={styles.head}>
        <Title className={styles.title}>
          <Link
            href={track.page}
            prefetch={false}
            className={styles.titleLink}
            onClick={(event) => onPick(event, track.slug)}
          >
            {track.title}
          </Link>
        </Title>
        <TrackShares
          track={track}
          url={siteUrl + track.page}
          shown={shown}
          icon={shareIcon}
          words={words}
          embed={embed && embedPath ? { ...embed, path: embedPath, siteUrl } : undefined}
        />
      </div>
      {shared && <p className={styles.sharedNote}>{words.sharedTrack}</p>}
      <TrackPlayer track={track} shown={shown} icons={playerIcons} words={words.player} />
      <noscript>
        {/* Without JavaScript: the waveform as a picture, and the browser's own player. */}
        {track.waveform && <WaveformDrawing path={track.waveform} className={styles.nativeWave} />}
        <NativeAudio className={styles.native} track={track} label={fill(words.playTitle, { title: track.title })} />
      </noscript>
      {details}
      <hr className={styles.divider} />
    </li>
  );
});
