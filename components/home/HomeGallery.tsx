import type { CSSProperties } from 'react';
import {
  galleryColumns,
  galleryPlaces,
  galleryTileLayout,
  pictureLayouts,
  placedSizes,
  tileRatio,
  type GalleryPlace,
} from '@/components/picture/layouts';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { fill } from '@/lib/i18n/format';
import type { HomeContent } from '@/lib/content/schema';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { CyclingTile } from './CyclingTile';
import styles from './HomeGallery.module.css';

// Tiles three to a row from 425 px up (fewer, or four, where three would leave
// a gap or a lone tile), one tile of the phone pictures below. The CSS in
// HomeGallery.module.css switches at the same width.
const WIDE = '(min-width: 425px)';
const NARROW = '(max-width: 424.98px)';

/** A tile's place as the custom properties HomeGallery.module.css lays it out by. */
const placeStyle = ({ ratio, rowRatio, row }: GalleryPlace) =>
  ({
    '--tile-ratio': +ratio.toFixed(4),
    '--row-ratio': +rowRatio.toFixed(4),
    ...(row ? { '--row-sum': +row.sum.toFixed(4), '--row-count': row.count } : {}),
  }) as CSSProperties;

/** The home gallery: both layouts are in the HTML, CSS shows the one that fits. */
export function HomeGallery({ home, ui, lang }: { home: HomeContent; ui: InterfaceText; lang: string }) {
  const tiles = home.tiles.map((tile) => tile.img.map(resolvePicture));
  const phone = home.phoneGallery.map((item) => resolvePicture(item.img));
  const cycles = phone.length > 1 || tiles.some((pictures) => pictures.length > 1);
  const tileLayout = galleryTileLayout(tiles.length);
  const columns = galleryColumns(tiles.length);
  // Each tile the shape of its first picture; a row's tiles as tall as each other, filling it.
  const places = galleryPlaces(tiles.map((pictures) => tileRatio(pictures[0]!)));
  const tileWords = { ...ui.picture, status: ui.home.pictureStatus };
  return (
    <section className={styles.gallery} aria-label={ui.home.galleryName}>
      {cycles && <p className={styles.hint}>{ui.home.galleryHint}</p>}
      <div className={`${styles.tiles} ${styles[`columns${columns}`]}`}>
        {tiles.map((pictures, position) => (
          <CyclingTile
            key={home.tiles[position]?.id}
            pictures={pictures}
            buttonName={fill(ui.home.nextPicture, { tile: fill(ui.home.tileName, { number: position + 1 }) })}
            words={tileWords}
            lang={lang}
            sizes={placedSizes(tileLayout.sizes, places[position]!, columns)}
            frameRatio={places[position]!.ratio}
            style={placeStyle(places[position]!)}
            // The first row is on screen at once; only its first picture is the page's largest.
            eager={position === 0}
            blankWhen={NARROW}
            className={places[position]!.row ? styles.rowStart : undefined}
          />
        ))}
      </div>
      <div className={styles.phone}>
        <CyclingTile
          pictures={phone}
          buttonName={fill(ui.home.nextPicture, { tile: ui.home.phoneTileName })}
          words={tileWords}
          lang={lang}
          sizes={pictureLayouts.phoneTile.sizes}
          eager
          blankWhen={WIDE}
        />
      </div>
    </section>
  );
}
