'use client';

import type { ReactNode } from 'react';
import { loadSitePlayer } from '@/components/playback/NowPlayingMount';
import { playback } from '@/components/playback/playbackStore';
import { fill } from '@/lib/i18n/format';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import styles from './PlayAll.module.css';

/**
 * "Play all": a release from its first track, whatever was left part-way, in the site's one
 * player; the release's list becomes the queue, so its tracks follow in order. Its list must be
 * on the page (Playlist offers it). Without JavaScript there is nothing it could do, so it is not shown.
 */
export function PlayAll({
  first,
  title,
  icon,
  words,
}: {
  /** The slug of the release's first track that plays. */
  first: string;
  /** The release's title, for a screen reader. */
  title: string;
  icon: ReactNode;
  words: Pick<InterfaceText['music'], 'playAll' | 'playAllOf'>;
}) {
  return (
    <button
      type="button"
      className={styles.playAll}
      aria-label={fill(words.playAllOf, { title })}
      onClick={() => {
        playback.cue(first, 0);
        playback.play(first);
        loadSitePlayer().catch(() => {});
      }}
    >
      {icon}
      {words.playAll}
    </button>
  );
}
