import { menuLinkDelayMs } from './timings';

describe('menuLinkDelayMs', () => {
  it('starts a lone link 500 ms after the menu opens', () => {
    expect(menuLinkDelayMs(0, 1)).toBe(500);
  });

  it('starts eight links 80 ms apart', () => {
    expect(Array.from({ length: 8 }, (_, index) => menuLinkDelayMs(index, 8))).toEqual([
      500, 580, 660, 740, 820, 900, 980, 1060,
    ]);
  });

  it.each([11, 20, 60])('starts the last of %i links 560 ms after the first, evenly spaced', (total) => {
    const starts = Array.from({ length: total }, (_, index) => menuLinkDelayMs(index, total));
    expect(starts[0]).toBe(500);
    expect(starts.at(-1)).toBeCloseTo(1060);
    expect(new Set(starts.slice(1).map((start, index) => Math.round((start - starts[index]!) * 1000))).size).toBe(1);
  });
});
