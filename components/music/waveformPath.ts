/**
 * A track's waveform as one SVG path: the peaks the build read from its audio file
 * (scripts/build/build-waveforms.mts) drawn as bars in a fixed box. One `d` string with small integers
 * and relative moves, so it costs a page a few hundred bytes per track, whoever places it.
 */

import { WAVEFORM_VIEWBOX } from '../playback/waveformBox';

/** How many bars a waveform has: the build reduces every file to this many peaks. */
export const WAVEFORM_BARS = 100;

/** The loudest a peak can be: the build scales each track's peaks to 0..PEAK_MAX. */
export const PEAK_MAX = 100;

const GAP = 2;

/**
 * The `d` of a path drawing each peak as a bar centred on the middle line, in
 * WAVEFORM_VIEWBOX; bars share the width, so fewer peaks make wider bars. A silent stretch
 * still shows a 2-unit bar, so the line of the track stays visible across a break. Heights
 * are even, so every coordinate is an integer.
 */
export function waveformPath(peaks: readonly number[], peakMax: number = PEAK_MAX): string {
  if (!peaks.length) return '';
  const { width, height } = WAVEFORM_VIEWBOX;
  const step = Math.max(1, Math.floor(width / peaks.length));
  const barWidth = Math.max(1, step - GAP);
  const half = height / 2;
  let d = '';
  let previousTop = 0;
  peaks.forEach((peak, index) => {
    const level = Math.min(1, Math.max(0, peak / peakMax));
    const barHeight = Math.max(2, 2 * Math.round(level * half));
    const top = half - barHeight / 2;
    // After `z` the pen is back at the previous bar's top-left corner: move from there.
    d += index === 0 ? `M0 ${top}` : `m${step} ${top - previousTop}`;
    d += `h${barWidth}v${barHeight}h-${barWidth}z`;
    previousTop = top;
  });
  return d;
}
