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
  /**
   * 'high' for the picture that is the first view's largest: the build also preloads it from the top
   * of the page's head (scripts/build/postbuild/picturePreloads.ts).
   */
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
 * with width and height so the page never shifts. If the file fails, it says so: its words are
 * written beside it, hidden, and the page's first script shows them (pictureFailures.ts), so a
 * picture needs none of the page's code, in a server component or a client one. Whatever the
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
  return (
    <span className={`${styles.frame} ${className ?? ''}`} hidden={hidden} data-picture="">
      <picture>
        {blankWhen && <source media={blankWhen} srcSet={BLANK.srcSet} sizes={BLANK.sizes} />}
        <source type="image/avif" srcSet={srcsetOf(picture, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={srcsetOf(picture, 'webp')} sizes={sizes} />
        <img
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
        />
      </picture>
      <span className={styles.failed} role="status" hidden>
        {fill(words.unavailable, { alt: picture.alt })}
      </span>
    </span>
  );
}
