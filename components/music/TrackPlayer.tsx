'use client';

import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import AudioPlayer, { RHAP_UI } from 'react-h5-audio-player';
import 'react-h5-audio-player/lib/styles.css';
import { CurrentTimeSlot } from './PlayerSlots';
import { LABELS } from './playerLabels';
import { playerIcons } from './playerIcons';
import { WaveformSeekBar } from './WaveformSeekBar';
import styles from './TrackPlayer.module.css';

export interface TrackPlayerProps {
  src: string;
  /** The duration read at build time ("1:05"), shown until the file's own metadata arrives. */
  durationText?: string;
  /** The same in seconds. */
  duration?: number;
  /** The track's waveform (SVG path), drawn as its seek bar; without one, the library's bar. */
  waveform?: string;
  /**
   * The "Now playing" bar's form: previous and next instead of rewind and forward, no loop or
   * volume, on one line. The same player (and audio) as in the track's row, re-drawn.
   */
  compact?: boolean;
  /** Seconds to start from (where the visitor left the track before a full page load). */
  startAt?: number;
  /** Gives the page the track's audio element (null when it goes away). */
  onAudio: (audio: HTMLAudioElement | null) => void;
  onPlay: () => void;
  onPause?: () => void;
  onEnded?: () => void;
  /** Every second while playing (the library's listen interval). */
  onListen?: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
}

const FULL_CONTROLS = [RHAP_UI.ADDITIONAL_CONTROLS, RHAP_UI.MAIN_CONTROLS, RHAP_UI.VOLUME_CONTROLS];
const COMPACT_CONTROLS = [RHAP_UI.MAIN_CONTROLS];

/**
 * One track's player: react-h5-audio-player with its defaults (SPEC.md §9), except that
 * nothing is downloaded until the visitor presses play (preload "none").
 */
export function TrackPlayer({ src, durationText, duration, waveform, compact = false, startAt, onAudio, onPlay, onPause, onEnded, onListen, onPrevious, onNext }: TrackPlayerProps) {
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  // Read when the audio element arrives or goes, which is once each: the ref below is stable.
  const arrival = useRef({ onAudio, startAt });
  useLayoutEffect(() => {
    arrival.current = { onAudio, startAt };
  });

  // The library keeps its <audio> element to itself; its instance ref is the way in.
  const attach = useCallback((instance: AudioPlayer | null) => {
    const element = instance?.audio.current ?? null;
    const { onAudio, startAt } = arrival.current;
    // With nothing loaded yet, this only says where to start: no byte is fetched before play.
    if (element && startAt && element.currentTime === 0) element.currentTime = startAt;
    setAudio(element);
    onAudio(element);
  }, []);

  const fail = (problem: unknown) => {
    console.error(`Track ${src} could not be played`, problem);
    setUnavailable(true);
  };

  return (
    <div className={`${styles.player} ${compact ? styles.compact : ''}`} data-unavailable={unavailable || undefined}>
      <AudioPlayer
        ref={attach}
        src={src}
        preload="none"
        defaultDuration={durationText ?? '--:--'}
        customIcons={playerIcons}
        i18nAriaLabels={LABELS}
        layout={compact ? 'horizontal' : 'stacked'}
        showJumpControls={!compact}
        showSkipControls={compact}
        customControlsSection={compact ? COMPACT_CONTROLS : FULL_CONTROLS}
        customProgressBarSection={[
          <CurrentTimeSlot key="time" audio={audio} />,
          waveform ? <WaveformSeekBar key="waveform" path={waveform} audio={audio} duration={duration} /> : RHAP_UI.PROGRESS_BAR,
          RHAP_UI.DURATION,
        ]}
        onClickPrevious={onPrevious}
        onClickNext={onNext}
        onPlay={() => {
          setUnavailable(false);
          onPlay();
        }}
        onPause={onPause}
        onEnded={onEnded}
        onListen={onListen}
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
