import type { ResolvedPicture } from './resolvePicture';
import styles from './FrameSizer.module.css';

/**
 * Gives a frame the shape of the tallest picture it will show: an empty SVG whose viewBox has
 * that picture's proportions takes the frame's width and the matching height (CSS caps it at
 * FRAME_MAX_VH of the window). Every picture of the set then fits whole inside the same box, so
 * stepping through pictures of different shapes never moves what is below. Drawn, not
 * fetched, and hidden from assistive technology.
 */
export function FrameSizer({ pictures }: { pictures: readonly ResolvedPicture[] }) {
  const tallest = pictures.reduce(
    (most, picture) => (picture.height / picture.width > most.height / most.width ? picture : most),
    pictures[0]!,
  );
  return (
    <svg
      className={styles.sizer}
      viewBox={`0 0 ${tallest.width} ${tallest.height}`}
      aria-hidden="true"
      focusable="false"
    />
  );
}
