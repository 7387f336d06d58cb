'use client';

import { useCallback, useState, type ReactNode } from 'react';
import AudioPlayer, { RHAP_UI } from 'react-h5-audio-player';
import 'react-h5-audio-player/lib/styles.css';
import { CurrentTimeSlot } from './PlayerSlots';
import { LABELS } from './playerLabels';
import styles from './TrackPlayer.module.css';

/**
 * An icon for every control shown, rendered on the server from bundled data: without
 * them the library fetches its icons from a public icon API at run time, and they would
 * be missing from the pre-rendered HTML.
 */
export interface PlayerIcons {
  play: ReactNode;
  pause: ReactNode;
  rewind: ReactNode;
  forward: ReactNode;
  loop: ReactNode;
  loopOff: ReactNode;
  volume: ReactNode;
  volumeMute: ReactNode;
}

export interface TrackPlayerProps {
  src: string;
  /** The duration read at build time ("0:06"), shown until the file's own metadata arrives. */
  durationText?: string;
  /** Gives the page the track's audio element (null when it goes away). */
  onAudio: (audio: HTMLAudioElement | null) => void;
  onPlay: () => void;
  icons: PlayerIcons;
}

/**
 * One track's player: react-h5-audio-player with its defaults (SPEC.md §9), except that
 * nothing is downloaded until the visitor presses play (preload "none").
 */
export function TrackPlayer({ src, durationText, onAudio, onPlay, icons }: TrackPlayerProps) {
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  // The library keeps its <audio> element to itself; its instance ref is the way in.
  const attach = useCallback(
    (instance: AudioPlayer | null) => {
      const element = instance?.audio.current ?? null;
      setAudio(element);
      onAudio(element);
    },
    [onAudio],
  );

  const fail = (problem: unknown) => {
    console.error(`Track ${src} could not be played`, problem);
    setUnavailable(true);
  };

  return (
    <div className={styles.player} data-unavailable={unavailable || undefined}>
      <AudioPlayer
        ref={attach}
        src={src}
        preload="none"
        defaultDuration={durationText ?? '--:--'}
        customIcons={icons}
        i18nAriaLabels={LABELS}
        customProgressBarSection={[<CurrentTimeSlot key="time" audio={audio} />, RHAP_UI.PROGRESS_BAR, RHAP_UI.DURATION]}
        onPlay={() => {
          setUnavailable(false);
          onPlay();
        }}
        onPlayError={fail}
        onChangeCurrentTimeError={fail}
        onError={(event) => fail((event.target as HTMLAudioElement | null)?.error ?? event)}
      />
      {unavailable && (
        <p className={styles.unavailable} role="status">
          This track is unavailable right now.
        </p>
      )}
    </div>
  );
}
