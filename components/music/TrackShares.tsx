'use client';

import type { ComponentProps, ReactNode } from 'react';
import { ShareButton } from '@/components/share/ShareButton';
import { EmbedButton } from '@/components/embed/EmbedButton';
import type { QueueTrack, TrackShown } from '@/components/playback/playbackStore';
import { ShareMoment } from './ShareMoment';
import styles from './TrackShares.module.css';

/**
 * A track's two Share buttons, where its row is (the Music page, a post): its link, and while it
 * plays or is paused part-way, its link at that moment, which appears to the left of the plain
 * one, so that one stays where it is; and, where the track has a player other sites can embed,
 * Embed after them.
 */
export function TrackShares({
  track,
  url,
  shown,
  icon,
  words,
  embed,
}: {
  track: Pick<QueueTrack, 'title' | 'duration'>;
  /** The track's page, absolute: what Share shares. */
  url: string;
  shown: Pick<TrackShown, 'current' | 'time'>;
  icon: ReactNode;
  words: ComponentProps<typeof ShareMoment>['words'];
  /** The track's embed page (ComponentProps of EmbedButton): its address, height, and the button's icon and words. */
  embed?: Omit<ComponentProps<typeof EmbedButton>, 'subject'>;
}) {
  return (
    <span className={styles.shares}>
      <ShareMoment
        // Whole seconds: one render a second while the track plays, not one per time update.
        seconds={shown.current ? Math.floor(shown.time ?? 0) : 0}
        title={track.title}
        url={url}
        duration={track.duration}
        icon={icon}
        words={words}
      />
      {/* Share and Embed keep one line between them: the moment's room wraps under both. */}
      <span className={styles.plain}>
        <ShareButton title={track.title} url={url} icon={icon} words={words} />
        {embed && <EmbedButton subject={track.title} {...embed} />}
      </span>
    </span>
  );
}
