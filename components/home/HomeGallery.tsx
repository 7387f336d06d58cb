import { home } from '@/content';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { CyclingTile } from './CyclingTile';
import styles from './HomeGallery.module.css';

// SPEC.md §2: three tiles from 425 px up, one tile of nine pictures below. The CSS in
// HomeGallery.module.css switches at the same width.
const WIDE = '(min-width: 425px)';
const NARROW = '(max-width: 424.98px)';

/** The home gallery: both layouts are in the HTML, CSS shows the one that fits. */
export function HomeGallery() {
  const tiles = home.tiles.map((tile) => tile.img.map(resolvePicture));
  const phone = home.phoneGallery.map((item) => resolvePicture(item.img));
  return (
    <section className={styles.gallery} aria-label="Picture gallery">
      <p className={styles.hint}>Click a picture to see the next one.</p>
      <div className={styles.tiles}>
        {tiles.map((pictures, position) => (
          <CyclingTile
            key={home.tiles[position]?.id}
            pictures={pictures}
            label={`gallery tile ${position + 1}`}
            sizes="(min-width: 1296px) 384px, 31vw"
            eager={position === 0}
            blankWhen={NARROW}
          />
        ))}
      </div>
      <div className={styles.phone}>
        <CyclingTile pictures={phone} label="the gallery" sizes="calc(100vw - 2.5rem)" eager blankWhen={WIDE} />
      </div>
    </section>
  );
}
