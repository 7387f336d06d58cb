'use client';

import { useId, useState } from 'react';
import { PictureView } from '@/components/picture/PictureView';
import type { ResolvedPicture } from '@/components/picture/resolvePicture';
import styles from './CyclingTile.module.css';

interface Props {
  /** The pictures the tile cycles through, in order; with one, the tile is just that picture. */
  pictures: ResolvedPicture[];
  /** Names the tile in its button label, e.g. "gallery tile 2". */
  label: string;
  sizes: string;
  /** Whether the first picture is the first one a visitor sees (loaded eagerly). */
  eager?: boolean;
  /** Media query under which CSS hides this tile; its pictures then load nothing. */
  blankWhen?: string;
}

/** A picture that shows the next one in its list on each click (or Enter/Space), wrapping after the last. */
export function CyclingTile({ pictures, label, sizes, eager = false, blankWhen }: Props) {
  const [index, setIndex] = useState(0);
  const statusId = useId();
  const current = pictures[index];
  const cycles = pictures.length > 1;

  // Only the picture shown is in the page: a tile of 30 costs the HTML no more than a tile of 3.
  const shown = current && (
    <PictureView
      key={current.variants}
      picture={current}
      sizes={sizes}
      loading={eager && index === 0 ? 'eager' : 'lazy'}
      fetchPriority={eager && index === 0 ? 'high' : undefined}
      blankWhen={blankWhen}
      className={styles.picture}
    />
  );

  if (!cycles) return <div className={`${styles.tile} ${styles.frame}`}>{shown}</div>;

  return (
    <div className={styles.tile}>
      <button
        type="button"
        className={`${styles.button} ${styles.frame}`}
        aria-label={`Show the next picture in ${label}`}
        aria-describedby={statusId}
        onClick={() => setIndex((at) => (at + 1) % pictures.length)}
      >
        {shown}
      </button>
      {/* Outside the button: a voice-control user says the button's name, not this count (WCAG 2.5.3). */}
      <span className={styles.counter} aria-hidden="true">
        {index + 1} / {pictures.length}
      </span>
      <p id={statusId} className="visually-hidden" aria-live="polite">
        Picture {index + 1} of {pictures.length}: {current?.alt}
      </p>
    </div>
  );
}
