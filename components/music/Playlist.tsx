'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { loadSitePlayer } from '@/components/playback/NowPlayingMount';
import { playback, type QueueTrack } from '@/components/playback/playbackStore';
import { TrackPlayer, type PlayerIcons, type TrackPlayerWords } from '@/components/playback/TrackPlayer';
import { WaveformDrawing } from '@/components/playback/WaveformSeekBar';
import { withBasePath } from '@/components/basePath';
import { ShareButton } from '@/components/share/ShareButton';
import { slugIn } from '@/components/shell/section';
import { momentIn } from './moment';
import { ShareMoment } from './ShareMoment';
import { fill } from '@/components/i18n/format';
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
  words: Pick<InterfaceText['music'], 'sharedTrack' | 'playTitle'> &
    ComponentProps<typeof ShareMoment>['words'] & { player: TrackPlayerWords };
}

/**
 * The tracks. They are the site's queue (the playback store): starting one pauses the others,
 * one that ends starts the next, and the music goes on when the visitor moves to another page.
 * Each row's player is a view of the site's one player.
 */
export function Playlist({ artist, siteUrl, tracks, details, artwork, shareIcon, playerIcons, words }: Props) {
  /** The track the address names (/music/<slug>): a shared link's track, marked and brought into view. */
  const sharedSlug = slugIn(usePathname() ?? '', '/music');
  const sharedRow = useRef<HTMLLIElement>(null);
  useEffect(() => {
    playback.setQueue(tracks, artist, artwork);
  }, [tracks, artist, artwork]);

  // The site's player (its audio element), after the page's own code: a failed fetch is tried again on the next use.
  useEffect(() => {
    loadSitePlayer().catch(() => {});
  }, []);

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
  const pick = (event: MouseEvent<HTMLAnchorElement>, slug: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (slug !== sharedSlug) window.history.pushState(null, '', event.currentTarget.href);
  };

  return (
    <ol className={styles.list}>
      {tracks.map((track) => {
        const shared = track.slug === sharedSlug;
        const url = siteUrl + track.page;
        return (
          <li
            key={track.src}
            data-track={track.slug}
            ref={shared ? sharedRow : undefined}
            className={shared ? styles.shared : undefined}
            aria-current={shared || undefined}
          >
            <div className={styles.head}>
              <h2 className={styles.title}>
                <a
                  href={withBasePath(track.page)}
                  className={styles.titleLink}
                  onClick={(event) => pick(event, track.slug)}
                >
                  {track.title}
                </a>
              </h2>
              <span className={styles.shares}>
                {/* The moment's Share first: it appears to the left of the plain one, which stays where it is. */}
                <ShareMoment
                  slug={track.slug}
                  title={track.title}
                  url={url}
                  duration={track.duration}
                  icon={shareIcon}
                  words={words}
                />
                <ShareButton title={track.title} url={url} icon={shareIcon} words={words} />
              </span>
            </div>
            {shared && <p className={styles.sharedNote}>{words.sharedTrack}</p>}
            <TrackPlayer track={track} icons={playerIcons} words={words.player} />
            <noscript>
              {/* Without JavaScript: the waveform as a picture, and the browser's own player. */}
              {track.waveform && <WaveformDrawing path={track.waveform} className={styles.nativeWave} />}
              <audio
                className={styles.native}
                controls
                preload="none"
                src={track.src}
                aria-label={fill(words.playTitle, { title: track.title })}
              />
            </noscript>
            {details[track.slug]}
            <hr className={styles.divider} />
          </li>
        );
      })}
    </ol>
  );
}
