'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { ShareButton } from '@/components/share/ShareButton';
import { slugIn } from '@/components/shell/section';
import { createPlaybackCoordinator, play } from './playbackCoordinator';
import { LazyTrackPlayer } from './LazyTrackPlayer';
import type { PlayerIcons } from './TrackPlayer';
import styles from './Playlist.module.css';

export interface PlaylistTrack {
  title: string;
  /** The title as shown: exactly as the owner wrote it. */
  heading: string;
  src: string;
  durationText?: string;
  slug: string;
  /** The track's own page, with the base path: what its title links to. */
  href: string;
  /** The same, absolute: what Share shares. */
  url: string;
  /** Server-rendered extras shown in the row after the player (lyrics, credits, links: TrackDetails). */
  details?: ReactNode;
}

interface Props {
  artist: string;
  tracks: PlaylistTrack[];
  /** Cover sizes for the operating system's media controls. */
  artwork: MediaImage[];
  icons: PlayerIcons & { share: ReactNode };
}

/** Seconds the media keys' seek backward / forward move by default (the players' own jump step). */
const SEEK_STEP = 5;

/**
 * The tracks. Starting one pauses the others, and the operating system's media controls
 * (lock screen, media keys) show the track playing and can control it. Each player is a
 * light stand-in until it is needed (LazyTrackPlayer), so a long list costs little to load.
 */
export function Playlist({ artist, tracks, artwork, icons }: Props) {
  const [coordinator] = useState(createPlaybackCoordinator);
  /** The track the address names (/music/<slug>): a shared link's track, marked and brought into view. */
  const sharedSlug = slugIn(usePathname() ?? '', '/music');
  const sharedRow = useRef<HTMLLIElement>(null);
  const audios = useRef(new Map<number, HTMLAudioElement>());
  const unregister = useRef(new Map<number, () => void>());

  const onAudio = useCallback(
    (position: number) => (audio: HTMLAudioElement | null) => {
      unregister.current.get(position)?.();
      if (audio) {
        audios.current.set(position, audio);
        unregister.current.set(position, coordinator.register(position, audio));
      } else {
        audios.current.delete(position);
      }
    },
    [coordinator],
  );
  // One stable callback per track, so the players do not re-attach on every render.
  const audioCallbacks = useMemo(() => tracks.map((_, position) => onAudio(position)), [tracks, onAudio]);

  const onPlay = (position: number) => {
    coordinator.started(position);
    const track = tracks[position];
    if (track) showInMediaControls({ title: track.heading, artist, artwork });
  };

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

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const playing = () => {
      const position = coordinator.current();
      return position === undefined ? undefined : audios.current.get(position);
    };
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => play(playing())],
      ['pause', () => playing()?.pause()],
      ['seekbackward', (details) => seekBy(playing(), -(details.seekOffset ?? SEEK_STEP))],
      ['seekforward', (details) => seekBy(playing(), details.seekOffset ?? SEEK_STEP)],
      ['seekto', (details) => {
        const audio = playing();
        if (audio && details.seekTime !== undefined) audio.currentTime = details.seekTime;
      }],
      ['previoustrack', () => coordinator.skip(-1)],
      ['nexttrack', () => coordinator.skip(1)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // A browser that does not know an action simply goes without it.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
      session.metadata = null;
    };
  }, [coordinator]);

  return (
    <ol className={styles.list}>
      {tracks.map((track, position) => {
        const shared = track.slug === sharedSlug;
        return (
          <li key={track.src} ref={shared ? sharedRow : undefined} className={`${styles.track} ${shared ? styles.shared : ''}`} aria-current={shared || undefined}>
            <div className={styles.head}>
              <h2 className={styles.title}>
                <a href={track.href} className={styles.titleLink} onClick={(event) => pick(event, track)}>
                  {track.heading}
                </a>
              </h2>
              <ShareButton title={track.heading} url={track.url} icon={icons.share} />
            </div>
            {shared && <p className={styles.sharedNote}>Shared track</p>}
            <LazyTrackPlayer
              coordinator={coordinator}
              position={position}
              src={track.src}
              durationText={track.durationText}
              onAudio={audioCallbacks[position]!}
              onPlay={() => onPlay(position)}
              icons={icons}
            />
            <noscript>
              {/* Without JavaScript: the browser's own player. */}
              <audio className={styles.native} controls preload="none" src={track.src} aria-label={`Play ${track.heading}`} />
            </noscript>
            {track.details}
            <hr className={styles.divider} />
          </li>
        );
      })}
    </ol>
  );
}

/** What the operating system's media controls show: the track playing, its artist and cover. */
function showInMediaControls(metadata: MediaMetadataInit) {
  if ('mediaSession' in navigator) navigator.mediaSession.metadata = new MediaMetadata(metadata);
}

function seekBy(audio: HTMLAudioElement | undefined, seconds: number) {
  if (!audio) return;
  const duration = Number.isFinite(audio.duration) ? audio.duration : Infinity;
  audio.currentTime = Math.min(Math.max(audio.currentTime + seconds, 0), duration);
}
