import {
  FRAME_MAX_VH,
  fittedSizes,
  galleryColumns,
  galleryLastRow,
  galleryTileLayout,
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

  it('names the first tile of a shorter last row and how many tiles it lacks, and no row when all are full', () => {
    // 5 in rows of 3: the last row is tiles 4 and 5, one short; 7 in rows of 4: one short; 13 in rows of 3: two short.
    expect([1, 3, 4, 5, 6, 7, 13].map(galleryLastRow)).toEqual([
      null,
      null,
      null,
      { start: 3, missing: 1 },
      null,
      { start: 4, missing: 1 },
      { start: 12, missing: 2 },
    ]);
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
