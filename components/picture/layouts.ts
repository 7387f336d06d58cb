import type { PictureLayout } from '@/content/uses';

/**
 * How wide each layout shows its pictures: `sizes` tells the browser which variant to fetch,
 * `widest` (CSS px) is the most any viewport gives it, so the build makes no variant wider
 * than twice that (a dense screen). Keep both in step with the layout's CSS.
 */
export const pictureLayouts: Record<PictureLayout, { sizes: string; widest: number; square?: true }> = {
  // Three to a row: 384 px from 1296 px up, 31vw below it (402 px at 1295 px).
  galleryTile: { sizes: '(min-width: 1296px) 384px, 31vw', widest: 402 },
  // The one tile below 425 px: the viewport less its gutters.
  phoneTile: { sizes: 'calc(100vw - 2.5rem)', widest: 385 },
  // About: at most 420 px wide (about.module.css).
  slide: { sizes: '(min-width: 900px) 420px, calc(100vw - 2.5rem)', widest: 420 },
  // Projects: 760 px beside the list from 1000 px; full width below 900 px (860 px at 899 px).
  project: { sizes: '(min-width: 1000px) 760px, calc(100vw - 2.5rem)', widest: 860 },
  // Music: 500 px square above 768 px; full width up to 768 px (728 px). A cover that is not
  // square is cropped to its centred square, so media controls and previews get a square too.
  cover: { sizes: '(max-width: 768px) calc(100vw - 2.5rem), 500px', widest: 728, square: true },
  // Only in link previews and structured data, which take the 1200 px share picture.
  portrait: { sizes: '600px', widest: 600 },
};
