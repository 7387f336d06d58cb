/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { WAVEFORM_VIEWBOX } from '../playback/waveformBox';
import { PEAK_MAX, WAVEFORM_BARS, waveformPath } from './waveformPath';

interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The rectangles a path of the form waveformPath() writes (M/m, h, v, z) really draws, in
 * absolute units, followed the way a browser follows them: after `z` the pen is back at the
 * subpath's start.
 */
function barsOf(d: string): Bar[] {
  const bars: Bar[] = [];
  let start = { x: 0, y: 0 };
  let pen = { x: 0, y: 0 };
  let box = { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  for (const [, command, numbers] of d.matchAll(/([MmHhVvZz])([^MmHhVvZz]*)/g)) {
    const values = numbers!
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    for (const value of values) expect(Number.isInteger(value)).toBe(true);
    if (command === 'M' || command === 'm') {
      pen = command === 'M' ? { x: values[0]!, y: values[1]! } : { x: pen.x + values[0]!, y: pen.y + values[1]! };
      start = pen;
      box = { minX: pen.x, maxX: pen.x, minY: pen.y, maxY: pen.y };
    } else if (command === 'h') {
      pen = { ...pen, x: pen.x + values[0]! };
    } else if (command === 'v') {
      pen = { ...pen, y: pen.y + values[0]! };
    } else if (command === 'z') {
      bars.push({ x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY });
      pen = start;
      continue;
    } else {
      throw new Error(`unexpected command ${command}`);
    }
    box = {
      minX: Math.min(box.minX, pen.x),
      maxX: Math.max(box.maxX, pen.x),
      minY: Math.min(box.minY, pen.y),
      maxY: Math.max(box.maxY, pen.y),
    };
  }
  return bars;
}

const { width, height } = WAVEFORM_VIEWBOX;

describe('waveformPath', () => {
  it('draws one bar per peak, side by side, each centred on the middle line and as tall as its peak', () => {
    const peaks = Array.from({ length: WAVEFORM_BARS }, (_, i) => (i < 50 ? 0 : PEAK_MAX));
    const bars = barsOf(waveformPath(peaks));
    expect(bars).toHaveLength(WAVEFORM_BARS);
    bars.forEach((bar, i) => {
      expect(bar.x).toBe(i * 6);
      expect(bar.width).toBe(4);
      expect(bar.y + bar.height / 2).toBe(height / 2);
    });
    // Silence is a thin line; a full peak fills the box.
    expect(new Set(bars.slice(0, 50).map((bar) => bar.height))).toEqual(new Set([2]));
    expect(new Set(bars.slice(50).map((bar) => bar.height))).toEqual(new Set([height]));
  });

  it('scales heights linearly, and keeps every bar inside the box', () => {
    const bars = barsOf(waveformPath([0, 25, 50, 75, 100, 250, -5]));
    expect(bars.map((bar) => bar.height)).toEqual([2, 12, 24, 36, 48, 48, 2]);
    for (const bar of bars) {
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(width);
      expect(bar.y).toBeGreaterThanOrEqual(0);
      expect(bar.y + bar.height).toBeLessThanOrEqual(height);
    }
  });

  it('makes bars wider when there are fewer peaks (a very short file)', () => {
    const bars = barsOf(waveformPath([PEAK_MAX, PEAK_MAX, PEAK_MAX]));
    expect(bars.map((bar) => [bar.x, bar.width])).toEqual([
      [0, 198],
      [200, 198],
      [400, 198],
    ]);
  });

  it('reads peaks on another scale when told its top', () => {
    expect(waveformPath([5, 10], 10)).toBe(waveformPath([50, 100]));
  });

  it('draws nothing for no peaks', () => {
    expect(waveformPath([])).toBe('');
  });

  it('stays under 0.6 KB gzip for a whole track, even of jagged peaks', () => {
    let seed = 7;
    const jagged = Array.from(
      { length: WAVEFORM_BARS },
      () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % (PEAK_MAX + 1),
    );
    const d = waveformPath(jagged);
    expect(barsOf(d)).toHaveLength(WAVEFORM_BARS);
    expect(gzipSync(`<path d="${d}"/>`).length).toBeLessThanOrEqual(600);
  });
});
