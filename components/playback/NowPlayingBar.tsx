'use client';

import Link from 'next/link';
import type { RefObject } from 'react';
import { playerIcons } from '@/components/music/playerIcons';
import type { QueueTrack } from './playbackStore';
import styles from './NowPlayingBar.module.css';

interface Props {
  track: QueueTrack;
  artist: string;
  playing: boolean;
  /** Where the track's player (the same one as in its row on the Music page) is put. */
  playerSlot: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}

/**
 * The track playing (or paused part-way), on every page but Music: its title and artist, its
 * player in compact form, a way back to Music and a close button. It sits at the bottom of the
 * window but in the page's flow (sticky), so the page ends above it and nothing stays hidden.
 */
export function NowPlayingBar({ track, artist, playing, playerSlot, onClose }: Props) {
  return (
    <section aria-label="Now playing" className={styles.bar}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <p className={styles.what}>
            <Link href={track.page} className={styles.title}>
              {track.title}
            </Link>
            <span className={styles.artist}>{artist}</span>
          </p>
          <Link href="/music" className={styles.music}>
            Music
          </Link>
          <button type="button" className={styles.close} aria-label="Stop and close the player" onClick={onClose}>
            {playerIcons.close}
          </button>
        </div>
        <div ref={playerSlot} className={styles.player} />
        <p className="visually-hidden" aria-live="polite">
          {playing ? `Playing: ${track.title}` : `Paused: ${track.title}`}
        </p>
      </div>
    </section>
  );
}
