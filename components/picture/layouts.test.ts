import {
  FRAME_MAX_VH,
  fittedSizes,
  galleryColumns,
  galleryPlaces,
  galleryTileLayout,
  placedSizes,
  tileRatio,
  pictureLayouts,
} from './layouts';

describe('fittedSizes: what a picture shown whole in a frame capped at the window height is drawn at', () => {
  it('caps each width at the width the picture has at the frame’s greatest height', () => {
    expect(FRAME_MAX_VH).toBe(70);
    // 600 × 1200: half as wide as tall, so at most 35vh wide.
    expect(fittedSizes(pictureLayouts.project.sizes, { width: 600, height: 1200 })).toBe(
      '(min-width: 1000px) min(760px, 35vh), min(calc(100vw - 2.5rem), 35vh)',
    );
    expect(fittedSizes('420px', { width: 1600, height: 900 })).toBe('min(420px, 124.44vh)');
  });
});

describe('the gallery’s rows', () => {
  it('puts up to four tiles in one row, then three, or four where three would leave one alone', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13].map(galleryColumns)).toEqual([1, 2, 3, 4, 3, 3, 4, 3, 3, 4, 3]);
  });

  it('sizes the tiles for their column count, three to a row as before', () => {
    expect(galleryTileLayout(3)).toEqual({
      sizes: pictureLayouts.galleryTile.sizes,
      widest: pictureLayouts.galleryTile.widest,
    });
    expect(galleryTileLayout(2)).toEqual({ sizes: '(min-width: 1296px) 588px, 46vw', widest: 596 });
    expect(galleryTileLayout(1)).toEqual({ sizes: '(min-width: 689px) 640px, 93vw', widest: 640 });
    expect(galleryTileLayout(4).widest).toBeLessThan(pictureLayouts.galleryTile.widest);
  });
});

describe('the gallery’s tiles of different shapes', () => {
  it('share a row’s width by their shapes, all as tall; a shorter last row as tall as a full row of them', () => {
    // A portrait photo and a phone's screenshot: one row, 3:4 and 1:2.
    expect(galleryPlaces([0.75, 0.5])).toEqual([
      { ratio: 0.75, rowRatio: 1.25, row: { sum: 1.25, count: 2 } },
      { ratio: 0.5, rowRatio: 1.25 },
    ]);
    // Five in rows of three: the last row of two is scaled to three of its kind.
    const places = galleryPlaces([4 / 3, 4 / 3, 4 / 3, 1, 1]);
    expect(places[3]).toEqual({ ratio: 1, rowRatio: 3, row: { sum: 2, count: 2 } });
    expect(places[4]).toEqual({ ratio: 1, rowRatio: 3 });
  });

  it('keeps a tile’s frame between 1:2 and 2:1', () => {
    expect([tileRatio({ width: 4000, height: 1000 }), tileRatio({ width: 600, height: 1200 })]).toEqual([2, 0.5]);
  });

  it('asks for the width a tile has at its place, at most what its shape has at the row’s greatest height', () => {
    const [portrait, phone] = galleryPlaces([0.75, 0.5]);
    const { sizes } = galleryTileLayout(2);
    expect(sizes).toBe('(min-width: 1296px) 588px, 46vw');
    expect(placedSizes(sizes, portrait!, 2)).toBe('(min-width: 1296px) min(705.6px, 52.5vh), min(55.2vw, 52.5vh)');
    expect(placedSizes(sizes, phone!, 2)).toBe('(min-width: 1296px) min(470.4px, 35vh), min(36.8vw, 35vh)');
  });
});
