'use client';

import { useId, useRef, useState, type CSSProperties } from 'react';
import { earlyPictures } from '@/components/early/contract';
import { useTakeOver } from '@/components/early/useTakeOver';
import { PictureView } from '@/components/picture/PictureView';
import type { ResolvedPicture } from '@/components/picture/resolvePicture';
import { fill } from '@/lib/i18n/format';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import styles from './CyclingTile.module.css';

interface Props {
  /** The pictures the tile cycles through, in order; with one, the tile is just that picture. */
  pictures: ResolvedPicture[];
  /** The tile's button's name, e.g. "Show the next picture in gallery tile 2". */
  buttonName: string;
  /**
   * Its visible place ("{number} / {count}"), what is said after a click ("Picture {number} of
   * {count}: {alt}") and where a picture failed.
   */
  words: Pick<InterfaceText['picture'], 'counter' | 'unavailable'> & { status: string };
  /** The page's language, for its numbers. */
  lang: string;
  sizes: string;
  /** Whether the first picture is the first one a visitor sees (loaded eagerly). */
  eager?: boolean;
  /** Media query under which CSS hides this tile; its pictures then load nothing. */
  blankWhen?: string;
  /** Its place in the gallery's layout, from the gallery's stylesheet. */
  className?: string;
  /** The frame's width ÷ height (its first picture's shape, in the gallery); 4:3 where none is given. */
  frameRatio?: number;
  /** Its place in the gallery's rows, as custom properties (its shape among them: --tile-ratio). */
  style?: CSSProperties;
}

/** The frame's width ÷ height where none is given: the fallback of its aspect-ratio in CyclingTile.module.css. */
const FRAME_RATIO = 4 / 3;

/** A picture that shows the next one in its list on each click (or Enter/Space), wrapping after the last. */
export function CyclingTile({
  pictures,
  buttonName,
  words,
  lang,
  sizes,
  eager = false,
  blankWhen,
  className,
  frameRatio = FRAME_RATIO,
  style,
}: Props) {
  const [index, setIndex] = useState(0);
  const statusId = useId();
  const tile = useRef<HTMLDivElement>(null);
  // Clicked before this code ran (earlyTaps.ts): the picture the tile has moved on to.
  useTakeOver(tile, (element) => setIndex(Number(element.dataset.index) || 0));
  const current = pictures[index];
  const cycles = pictures.length > 1;
  const tileClass = className ? `${styles.tile} ${className}` : styles.tile;

  // Only the picture shown is in the page: a tile of 30 costs the HTML no more than a tile of 3.
  const shown = current && (
    <PictureView
      key={current.variants}
      picture={current}
      sizes={sizes}
      loading={eager && index === 0 ? 'eager' : 'lazy'}
      fetchPriority={eager && index === 0 ? 'high' : undefined}
      blankWhen={blankWhen}
      fitIn={frameRatio}
      words={words}
    />
  );

  if (!cycles) {
    return (
      <div className={tileClass} style={style}>
        <div className={styles.frame}>
          <div className={`${styles.onPicture} ${styles.single}`}>{shown}</div>
        </div>
      </div>
    );
  }

  return (
    <div
      ref={tile}
      className={tileClass}
      style={style}
      data-pictures={earlyPictures(pictures, () => sizes, frameRatio)}
      data-index={index}
    >
      {/* The frame keeps one box for every picture, so a click never moves the page; inside it,
          the button and its count sit on the picture shown, whatever its shape. */}
      <div className={styles.frame}>
        <div className={styles.onPicture}>
          <button
            type="button"
            className={styles.button}
            aria-label={buttonName}
            aria-describedby={statusId}
            data-early="step"
            onClick={() => setIndex((at) => (at + 1) % pictures.length)}
          >
            {shown}
          </button>
          {/* Outside the button: a voice-control user says the button's name, not this count (WCAG 2.5.3). */}
          {/*
            The texts the early script may have moved on before hydration: React keeps them until it renders
            its own.
          */}
          <span className={styles.counter} aria-hidden="true" data-format={words.counter} suppressHydrationWarning>
            {fill(words.counter, { number: index + 1, count: pictures.length }, lang)}
          </span>
        </div>
      </div>
      <p
        id={statusId}
        className="visually-hidden"
        aria-live="polite"
        data-format={words.status}
        suppressHydrationWarning
      >
        {fill(words.status, { number: index + 1, count: pictures.length, alt: current?.alt ?? '' }, lang)}
      </p>
    </div>
  );
}
