'use client';

import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { NativeAudio } from '@/components/playback/NativeAudio';
import { withBasePath } from '@/components/basePath';
import { preloadSitePlayer, useSitePlayerWhenIdle } from '@/components/playback/NowPlayingMount';
import { playback, usePlaylistView, type QueueTrack } from '@/components/playback/playbackStore';
import { TrackPlayer, type PlayerIcons, type TrackPlayerWords } from '@/components/playback/TrackPlayer';
import { fill } from '@/lib/i18n/format';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import type { ShareMoment } from './ShareMoment';
import { TrackShares } from './TrackShares';
import styles from './TrackInText.module.css';

export type TrackInTextWords = Pick<InterfaceText['music'], 'playTitle'> &
  ComponentProps<typeof ShareMoment>['words'] & { player: TrackPlayerWords };

interface Props {
  track: QueueTrack;
  /** Every track and audio file of the text, in its order: what plays after this one. */
  list: QueueTrack[];
  artist: string;
  artwork: MediaImage[];
  /** What Share shares: a track's own page, absolute; none for a file of the text's own. */
  shareUrl?: string;
  shareIcon: ReactNode;
  playerIcons: PlayerIcons;
  words: TrackInTextWords;
}

/**
 * A track, or an audio file, where a post or case study plays it: a row of the site's one player
 * (its audio element, so it plays on across pages and shows in "Now playing"), with its waveform,
 * time and, for a track, Share. Until the visitor plays it, the queue is left as it is; then the
 * text's own list becomes it. Without JavaScript, the browser's own player.
 */
export function TrackInText({ track, list, artist, artwork, shareUrl, shareIcon, playerIcons, words }: Props) {
  const shownOf = usePlaylistView();
  const shown = shownOf(track);
  useEffect(() => playback.offer(list, artist, artwork), [list, artist, artwork]);
  // The site's player (its audio element): on the visitor's first intent on the track (below), or when idle.
  useSitePlayerWhenIdle();
  return (
    <figure
      className={styles.track}
      data-track={track.slug}
      onPointerOver={preloadSitePlayer}
      onPointerDown={preloadSitePlayer}
      onFocus={preloadSitePlayer}
    >
      <figcaption className={styles.head}>
        {shareUrl ? (
          <a href={withBasePath(track.page)} className={styles.title}>
            {track.title}
          </a>
        ) : (
          <span className={styles.title}>{track.title}</span>
        )}
        {shareUrl && <TrackShares track={track} url={shareUrl} shown={shown} icon={shareIcon} words={words} />}
      </figcaption>
      <TrackPlayer track={track} shown={shown} icons={playerIcons} words={words.player} />
      <noscript>
        <NativeAudio className={styles.native} track={track} label={fill(words.playTitle, { title: track.title })} />
      </noscript>
    </figure>
  );
}
