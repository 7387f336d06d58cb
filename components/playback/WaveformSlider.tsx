'use client';

import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { formatClock } from './clock';
import { fill } from '@/lib/i18n/format';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { playback } from './playbackStore';
import { WaveformDrawing } from './WaveformDrawing';
import styles from './WaveformSlider.module.css';

export interface WaveformSliderProps {
  slug: string;
  /** Seconds played (the current track) or where it was left. */
  time: number;
  /** The waveform as one SVG path in WAVEFORM_VIEWBOX (made at build time); without one, the library's thin bar. */
  path?: string;
  /** Seconds: the file's own length once known, the build's before. */
  duration: number;
  /** Its name, and its spoken value ("{time} of {duration}"). */
  words: Pick<InterfaceText['player'], 'progressControl' | 'timeOf'>;
}

/**
 * A track's seek bar, in its row and in the "Now playing" bar: its waveform with the part
 * played in the accent colour (or the library's thin bar where the build could not read one).
 * A press seeks there, a drag seeks on release (as the library's bar does). For keyboard
 * and screen reader it is a slider that speaks in time ("1:05 of 3:20"): ← and → move 5 s (the
 * player's keys, handled by the player around it), Home and End go to the start and the end,
 * Space plays and pauses.
 */
export function WaveformSlider({ slug, time, path, duration, words: labels }: WaveformSliderProps) {
  /** While dragging: where the pointer is, as a fraction (the time is not followed then). */
  const [dragAt, setDragAt] = useState<number | null>(null);
  const bar = useRef<HTMLDivElement>(null);

  const seekTo = (seconds: number) => {
    if (duration) playback.seek(slug, Math.min(Math.max(seconds, 0), duration));
  };
  const fractionAt = (clientX: number) => {
    const box = bar.current!.getBoundingClientRect();
    return box.width ? Math.min(Math.max((clientX - box.left) / box.width, 0), 1) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragAt(fractionAt(event.clientX));
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
      event.preventDefault();
      event.stopPropagation();
      playback.toggle(slug);
    }
  };

  const shown = dragAt !== null ? dragAt * duration : time;
  const played = duration ? Math.min(shown / duration, 1) : 0;

  return (
    <div
      ref={bar}
      role="slider"
      tabIndex={0}
      aria-label={labels.progressControl}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={fill(labels.timeOf, { time: positionText(shown, duration), duration: formatClock(duration) })}
      className={`rhap_progress-container ${path ? styles.waveform : ''}`}
      // How much is played changes every frame of a drag: a custom property the drawing reads
      // (none at rest, where the stylesheet's 0 holds: sixty rows' HTML stays smaller).
      style={played ? ({ '--played': played.toFixed(4) } as CSSProperties) : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={(event) => dragAt !== null && setDragAt(fractionAt(event.clientX))}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDragAt(null)}
      onKeyDown={onKeyDown}
    >
      {path ? (
        <>
          <WaveformDrawing path={path} className={styles.wave} />
          {/* Drawn once there is something played: a second copy of every path would double the HTML's. */}
          {played > 0 && <WaveformDrawing path={path} className={`${styles.wave} ${styles.played}`} />}
        </>
      ) : (
        <div className="rhap_progress-bar">
          <div className={`rhap_progress-indicator ${styles.indicator}`} />
          <div className={`rhap_progress-filled ${styles.filled}`} />
        </div>
      )}
    </div>
  );
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
