'use client';

import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import type { ResolvedPicture } from './resolvePicture';
import { fill } from '@/lib/i18n/format';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { fallbackSrcOf, srcsetOf } from './srcset';
import { shapeIn } from './shape';
import styles from './PictureView.module.css';

/**
 * A 1×1 transparent GIF: the source chosen where the picture's container is hidden, so nothing is
 * fetched there. Written as a width candidate with its own `sizes`, like its sibling sources: the
 * Nu HTML Checker reads a bare URL beside width-described sources as missing `sizes` (an error),
 * and the HTML standard allows `sizes` only where every candidate has a width. The browser still
 * picks it, being the only candidate, so the hidden widths load nothing.
 */
const BLANK = { srcSet: 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw== 1w', sizes: '1px' };

interface Props {
  picture: ResolvedPicture;
  /** The `sizes` attribute: how wide the picture is shown, so the browser fetches the right file. */
  sizes: string;
  /** Only the first picture a visitor sees loads eagerly; every other one lazily. */
  loading?: 'eager' | 'lazy';
  /** 'high' for the picture that is the first view's largest: it is also preloaded from the page's head. */
  fetchPriority?: 'high' | 'auto';
  /** A media query under which CSS hides this picture: it then loads nothing at all. */
  blankWhen?: string;
  hidden?: boolean;
  /**
   * The width ÷ height of the size container the picture sits in: its box then takes the
   * picture's own shape, as large as fits, instead of the frame's (a tile's count on its
   * corner sits on the picture). A picture the owner asked to fill its frame fills the container.
   */
  fitIn?: number;
  /** What it says where its file failed: "{alt}" and that it is unavailable. */
  words: Pick<InterfaceText['picture'], 'unavailable'>;
  className?: string;
}

/**
 * Responsive picture: AVIF, then WebP, then the original format, each at several widths,
 * with width and height so the page never shifts. If the file fails, it says so. Whatever the
 * frame's shape, the whole picture shows, unless the owner asked it to fill the frame.
 */
export function PictureView({
  picture,
  sizes,
  loading = 'lazy',
  fetchPriority,
  blankWhen,
  hidden,
  fitIn,
  words,
  className,
}: Props) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  // A preload at the top of the head (React puts high-priority image preloads before the
  // stylesheets) asks for it with the first bytes of the page, ahead of its code, and tells the
  // page's script loader which picture the first view waits for.
  // AVIF only: a browser without it skips the preload (type) and finds the <img> as before.
  if (fetchPriority === 'high') {
    preload(fallbackSrcOf(picture, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcsetOf(picture, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
      media: blankWhen && `not all and ${blankWhen}`,
    });
  }

  // An error that happened before hydration fired no React handler: check once mounted.
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc && !img.currentSrc.startsWith('data:'))
      setFailed(true);
  }, []);

  return (
    <span className={`${styles.frame} ${className ?? ''}`} hidden={hidden}>
      <picture>
        {blankWhen && <source media={blankWhen} srcSet={BLANK.srcSet} sizes={BLANK.sizes} />}
        <source type="image/avif" srcSet={srcsetOf(picture, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={srcsetOf(picture, 'webp')} sizes={sizes} />
        <img
          ref={image}
          className={styles.img}
          data-shape={fitIn ? shapeIn(picture, fitIn) : undefined}
          // An attribute, not a class: the early script sets it too when it steps to a picture.
          data-fit={picture.fit}
          // The owner's focal point: any position they chose, so it cannot be a class.
          style={picture.position ? { objectPosition: picture.position } : undefined}
          src={fallbackSrcOf(picture)}
          srcSet={srcsetOf(picture, picture.fallback)}
          sizes={sizes}
          width={picture.width}
          height={picture.height}
          alt={picture.alt}
          loading={loading}
          decoding="async"
          fetchPriority={fetchPriority}
          onError={() => setFailed(true)}
          onLoad={() => setFailed(false)}
        />
      </picture>
      {failed && (
        <span className={styles.failed} role="status">
          {fill(words.unavailable, { alt: picture.alt })}
        </span>
      )}
    </span>
  );
}
