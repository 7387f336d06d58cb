'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { formatClock } from './trackText';
import { LABELS } from './playerLabels';
import { WAVEFORM_VIEWBOX } from './waveformPath';
import styles from './WaveformSeekBar.module.css';

interface Props {
  /** The waveform as one SVG path in a 600 × 48 box (made at build time from the audio file). */
  path: string;
  /** The audio it seeks; absent for a player at rest (the stand-in), which is drawn the same. */
  audio?: HTMLAudioElement | null;
  /** Seconds, read at build time: what the slider says before the file's own metadata arrives. */
  duration?: number;
}

const VIEWBOX = `0 0 ${WAVEFORM_VIEWBOX.width} ${WAVEFORM_VIEWBOX.height}`;

/**
 * A track's waveform as its seek bar: the part played is drawn in the accent colour, a click
 * or tap seeks there, a drag seeks on release (as the library's bar does). For keyboard and
 * screen reader it is a slider that speaks in time ("1:05 of 3:20"): ← and → move 5 s (the
 * player's own keys), Home and End go to the start and the end, Space plays and pauses.
 */
export function WaveformSeekBar({ path, audio, duration: builtDuration }: Props) {
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(builtDuration ?? 0);
  /** While dragging: where the pointer is, as a fraction (time updates are ignored then). */
  const [dragAt, setDragAt] = useState<number | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  /** A pointer press began on the bar: its release seeks, and the click after it is already handled. */
  const pressed = useRef(false);

  useEffect(() => {
    if (!audio) return;
    const read = () => {
      setTime(audio.currentTime);
      if (Number.isFinite(audio.duration) && audio.duration > 0) setDuration(audio.duration);
    };
    read();
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked', 'emptied'];
    for (const event of events) audio.addEventListener(event, read);
    return () => {
      for (const event of events) audio.removeEventListener(event, read);
    };
  }, [audio]);

  const seekTo = (seconds: number) => {
    if (!audio || !duration) return;
    const target = Math.min(Math.max(seconds, 0), duration);
    moveAudioTo(audio, target);
    setTime(target);
  };

  const fractionAt = (clientX: number) => {
    const box = bar.current!.getBoundingClientRect();
    return box.width ? Math.min(Math.max((clientX - box.left) / box.width, 0), 1) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!audio || event.button !== 0) return;
    pressed.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragAt(fractionAt(event.clientX));
  };
  /**
   * A press that began on the stand-in, replayed here once the player took its place (see
   * useUpgradeWhenNeeded): the drag goes on from it. A real press's own mousedown is ignored.
   */
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (audio && !pressed.current && dragAt === null && event.button === 0) setDragAt(fractionAt(event.clientX));
  };
  /** A tap that began on the stand-in reaches the player as a click only; so does a screen reader's. */
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressed.current) {
      pressed.current = false;
      return;
    }
    // A click from a script or assistive technology has no position: nowhere to seek to.
    if (event.detail > 0) seekTo(fractionAt(event.clientX) * duration);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragAt !== null) setDragAt(fractionAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragAt === null) return;
    setDragAt(null);
    seekTo(fractionAt(event.clientX) * duration);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      seekTo(event.key === 'Home' ? 0 : duration);
    } else if (event.key === ' ') {
      // The library plays and pauses on Space only on its own bar: this is the bar now.
      event.preventDefault();
      event.currentTarget.closest('.rhap_container')?.querySelector<HTMLButtonElement>('.rhap_play-pause-button')?.click();
    }
    // ← and → reach the player, which moves 5 s (its jump step).
  };

  const shown = dragAt !== null ? dragAt * duration : time;
  const played = duration ? Math.min(shown / duration, 1) : 0;

  return (
    <div
      ref={bar}
      {...sliderAttributes(shown, duration)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDragAt(null)}
      onMouseDown={onMouseDown}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <WaveformDrawing path={path} className={styles.wave} />
      {played > 0 && (
        // The same waveform in the accent colour, cut at the time played (a value that changes
        // every frame of a drag, so it is set on the element, as the library sets its own bar's).
        <svg
          className={`${styles.wave} ${styles.played}`}
          viewBox={VIEWBOX}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
          style={{ clipPath: `inset(0 ${(100 - played * 100).toFixed(2)}% 0 0)` }}
        >
          <path d={path} />
        </svg>
      )}
    </div>
  );
}

/**
 * The waveform seek bar of a track not yet played, as plain markup for the player's stand-in
 * (PlayerStandIn): the same element, attributes and drawing as WaveformSeekBar at 0:00.
 */
export function WaveformAtRest({ path, duration }: { path: string; duration?: number }) {
  return (
    <div {...sliderAttributes(0, duration ?? 0)}>
      <WaveformDrawing path={path} className={styles.wave} />
    </div>
  );
}

function sliderAttributes(shown: number, duration: number) {
  return {
    role: 'slider',
    tabIndex: 0,
    'aria-label': LABELS.progressControl,
    'aria-valuemin': 0,
    'aria-valuemax': Math.round(duration),
    'aria-valuenow': Math.round(shown),
    'aria-valuetext': `${positionText(shown, duration)} of ${formatClock(duration)}`,
    className: `rhap_progress-container ${styles.waveform}`,
  } as const;
}

/**
 * The time played, in whole seconds gone by ("0:05" until 0:06 is reached), except at the end,
 * which reads as the total does: the total is rounded, so 83.6 s played of 83.6 s would
 * otherwise read "1:23 of 1:24".
 */
function positionText(shown: number, duration: number) {
  return duration > 0 && shown >= duration - END_TOLERANCE ? formatClock(duration) : formatClock(Math.floor(shown));
}

/** Seconds short of the end that still count as the end (a seek to the end may land a hair before it). */
const END_TOLERANCE = 0.05;

/** The waveform as a picture, stretched to its box: decorative, the control beside it speaks. */
export function WaveformDrawing({ path, className }: { path: string; className?: string }) {
  return (
    <svg className={className} viewBox={VIEWBOX} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** Nothing loaded yet: this sets where playback will start (and the bar shows it at once). */
function moveAudioTo(audio: HTMLAudioElement, seconds: number) {
  audio.currentTime = seconds;
}
