import type { PictureLayout } from '@/lib/content/uses';
import type { SiteContent } from '@/lib/content/schema';

/**
 * The most of the window's height a project's or a slideshow's frame takes (ProjectViewer.module.css,
 * Slideshow.module.css).
 */
export const FRAME_MAX_VH = 70;

/**
 * How wide each layout shows its pictures: `sizes` tells the browser which variant to fetch,
 * `widest` (CSS px) is the most any viewport gives it, so the build makes no variant wider
 * than twice that (a dense screen). Keep both in step with the layout's CSS.
 */
export const pictureLayouts: Record<PictureLayout, { sizes: string; widest: number }> = {
  // Three to a row: 384 px from 1296 px up, 31vw below it (402 px at 1295 px).
  galleryTile: { sizes: '(min-width: 1296px) 384px, 31vw', widest: 402 },
  // The one tile below 425 px: the viewport less its gutters.
  phoneTile: { sizes: 'calc(100vw - 2.5rem)', widest: 385 },
  // About: at most 420 px wide (about.module.css).
  slide: { sizes: '(min-width: 900px) 420px, calc(100vw - 2.5rem)', widest: 420 },
  // Projects: 760 px beside the list from 1000 px; full width below 900 px (860 px at 899 px).
  project: { sizes: '(min-width: 1000px) 760px, calc(100vw - 2.5rem)', widest: 860 },
  // Music: a 500 px square frame above 768 px; full width up to 768 px (728 px). A cover that
  // is not square is shown whole inside it.
  cover: { sizes: '(max-width: 768px) calc(100vw - 2.5rem), 500px', widest: 728 },
  // A case study's pictures, in the project's text under its facts: the panel's width, as the project's.
  longForm: { sizes: '(min-width: 1000px) 760px, calc(100vw - 2.5rem)', widest: 860 },
  // Only in link previews and structured data, which take the 1200 px share picture.
  portrait: { sizes: '600px', widest: 600 },
};

/**
 * `sizes` for one picture shown whole in a frame capped at FRAME_MAX_VH of the window: a
 * picture taller than the frame's shape is drawn narrower than the frame, and the browser
 * should fetch that width, not the frame's. "(min-width: 1000px) 760px, 90vw" becomes
 * "(min-width: 1000px) min(760px, 35vh), min(90vw, 35vh)" for a picture half as wide as tall.
 */
export function fittedSizes(sizes: string, { width, height }: { width: number; height: number }): string {
  const byHeight = `${+((FRAME_MAX_VH * width) / height).toFixed(2)}vh`;
  return sizes
    .split(/,\s*(?![^()]*\))/)
    .map((entry) => {
      const [, condition = '', length] = entry.trim().match(/^(\([^)]*\)\s+)?(.+)$/)!;
      return `${condition}min(${length}, ${byHeight})`;
    })
    .join(', ');
}

/** Gallery tiles a row: all of them up to four, then three, or four where three would leave one alone. */
export function galleryColumns(count: number): number {
  if (count <= 4) return count;
  return count % 3 === 1 && count % 4 !== 1 ? 4 : 3;
}

/**
 * The gallery tile's layout for a gallery of `count` tiles (HomeGallery.module.css): the row is
 * 1200 px wide from 1296 px up (93 % of the window below), split between the columns with
 * 24 px (2vw) between them; a lone tile is at most 640 px.
 */
export function galleryTileLayout(count: number): { sizes: string; widest: number } {
  const columns = galleryColumns(count);
  if (columns === 1) return { sizes: '(min-width: 689px) 640px, 93vw', widest: 640 };
  const wide = Math.round((1200 - (columns - 1) * 24) / columns);
  const share = Math.floor(93 / columns);
  return {
    sizes: `(min-width: 1296px) ${wide}px, ${share}vw`,
    widest: Math.max(wide, Math.ceil((1295 * share) / 100)),
  };
}

/** The shapes (width ÷ height) a gallery tile's frame keeps to: a panorama or a tall strip would crowd its row. */
export const TILE_SHAPES = { narrowest: 1 / 2, widest: 2 };

/** A gallery tile's frame: its first picture's shape, within TILE_SHAPES. */
export const tileRatio = ({ width, height }: { width: number; height: number }) =>
  Math.min(TILE_SHAPES.widest, Math.max(TILE_SHAPES.narrowest, width / height));

/** Where a gallery tile sits in its row (HomeGallery.module.css reads each value as a custom property). */
export interface GalleryPlace {
  /** The tile's shape. */
  ratio: number;
  /**
   * Its row's shapes added up: the row's tiles share its width in proportion to their shapes, all
   * as tall. A shorter last row's sum is scaled up to a full row's count, so that its tiles are as
   * tall as a full row of them would be, and it is centred.
   */
  rowRatio: number;
  /** For a row's first tile, its row's shapes added up and its count: they centre a row short of the width. */
  row?: { sum: number; count: number };
}

/**
 * Each gallery tile's place: rows of galleryColumns() tiles whose tiles, each of its first
 * picture's shape, are as tall as each other and fill the row between them (a row of tall
 * pictures at most FRAME_MAX_VH of the window tall, then centred).
 */
export function galleryPlaces(ratios: readonly number[]): GalleryPlace[] {
  const columns = galleryColumns(ratios.length);
  return ratios.map((ratio, index) => {
    const start = index - (index % columns);
    const row = ratios.slice(start, start + columns);
    const sum = row.reduce((total, each) => total + each, 0);
    return {
      ratio,
      rowRatio: (sum * columns) / row.length,
      ...(index === start ? { row: { sum, count: row.length } } : {}),
    };
  });
}

/**
 * A gallery tile's `sizes` at its place: the equal column's width (galleryTileLayout) scaled to
 * its share of the row, at most the width its shape has at the row's greatest height.
 */
export function placedSizes(sizes: string, { ratio, rowRatio }: GalleryPlace, columns: number): string {
  const share = (columns * ratio) / rowRatio;
  const byHeight = `${+(FRAME_MAX_VH * ratio).toFixed(2)}vh`;
  return sizes
    .split(/,\s*(?![^()]*\))/)
    .map((entry) => {
      const [, condition = '', number, unit] = entry.trim().match(/^(\([^)]*\)\s+)?([\d.]+)(px|vw)$/)!;
      return `${condition}min(${+(Number(number) * share).toFixed(2)}${unit}, ${byHeight})`;
    })
    .join(', ');
}

/** A layout as this content lays it out: the gallery tile's depends on how many tiles there are. */
export function layoutFor(layout: PictureLayout, content: Pick<SiteContent, 'home'>) {
  return layout === 'galleryTile' ? galleryTileLayout(content.home.tiles.length) : pictureLayouts[layout];
}
