'use client';

import { usePlayback } from './playbackStore';
import { WaveformSlider, type WaveformSliderProps } from './WaveformSlider';

/** A track's seek bar following the store by itself: the "Now playing" bar's (a list hands its rows their time). */
export function WaveformSeekBar({
  slug,
  duration: builtDuration = 0,
  ...rest
}: Omit<WaveformSliderProps, 'time' | 'duration'> & {
  /** Seconds, read at build time: the length until the file's own is known. */
  duration?: number;
}) {
  const time = usePlayback((state) => (state.current === slug ? state.time : (state.positions[slug] ?? 0)));
  const duration = usePlayback((state) => (state.current === slug && state.duration ? state.duration : builtDuration));
  return <WaveformSlider slug={slug} time={time} duration={duration} {...rest} />;
}
