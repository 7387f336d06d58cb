'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { loadPlaybackEngine } from '@/components/playback/NowPlayingMount';
import { playback, type QueueTrack } from '@/components/playback/playbackStore';
import { ShareButton } from '@/components/share/ShareButton';
import { slugIn } from '@/components/shell/section';
import { momentIn } from './moment';
import { ShareMoment } from './ShareMoment';
import { TrackRowPlayer } from './TrackRowPlayer';
import { WaveformDrawing } from './WaveformSeekBar';
import styles from './Playlist.module.css';

/** A track as the list shows it: the queue's record, plus its links and details. */
export interface PlaylistTrack extends QueueTrack {
  /** The track's own page, with the base path: what its title links to. */
  href: string;
  /** The same, absolute: what Share shares. */
  url: string;
  /** Lyrics, credits, listen-on links and download (server-rendered), if any. */
  details?: ReactNode;
}

interface Props {
  artist: string;
  tracks: PlaylistTrack[];
  /** Cover sizes for the operating system's media controls. */
  artwork: MediaImage[];
  shareIcon: ReactNode;
}

/**
 * The tracks. They are the site's queue (PlaybackEngine): starting one pauses the others, one
 * that ends starts the next, and the music goes on when the visitor moves to another page.
 * Each player is a light stand-in until it is needed (TrackRowPlayer), so a long list costs
 * little to load.
 */
export function Playlist({ artist, tracks, artwork, shareIcon }: Props) {
  /** The track the address names (/music/<slug>): a shared link's track, marked and brought into view. */
  const sharedSlug = slugIn(usePathname() ?? '', '/music');
  const sharedRow = useRef<HTMLLIElement>(null);
  // The queue keeps only what the player needs (it also goes into sessionStorage).
  const queue = useMemo(
    (): QueueTrack[] => tracks.map(({ slug, title, src, page, durationText, duration, waveform }) => ({ slug, title, src, page, durationText, duration, waveform })),
    [tracks],
  );

  useEffect(() => {
    playback.setQueue(queue, artist, artwork);
  }, [queue, artist, artwork]);

  // The players' code, after the page's own: a failed fetch is tried again on the next use.
  useEffect(() => {
    loadPlaybackEngine().catch(() => {});
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
  const pick = (event: MouseEvent, track: PlaylistTrack) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (track.slug !== sharedSlug) window.history.pushState(null, '', track.href);
  };

  return (
    <ol className={styles.list}>
      {tracks.map((track) => {
        const shared = track.slug === sharedSlug;
        return (
          <li key={track.src} data-track={track.slug} ref={shared ? sharedRow : undefined} className={shared ? styles.shared : undefined} aria-current={shared || undefined}>
            <div className={styles.head}>
              <h2 className={styles.title}>
                <a href={track.href} className={styles.titleLink} onClick={(event) => pick(event, track)}>
                  {track.title}
                </a>
              </h2>
              <span className={styles.shares}>
                <ShareButton title={track.title} url={track.url} icon={shareIcon} />
                <ShareMoment slug={track.slug} title={track.title} url={track.url} icon={shareIcon} />
              </span>
            </div>
            {shared && <p className={styles.sharedNote}>Shared track</p>}
            <TrackRowPlayer track={track} />
            <noscript>
              {/* Without JavaScript: the waveform as a picture, and the browser's own player. */}
              {track.waveform && <WaveformDrawing path={track.waveform} className={styles.nativeWave} />}
              <audio className={styles.native} controls preload="none" src={track.src} aria-label={`Play ${track.title}`} />
            </noscript>
            {track.details}
            <hr className={styles.divider} />
          </li>
        );
      })}
    </ol>
  );
}
