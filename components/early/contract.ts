import type { ResolvedPicture } from '@/components/picture/resolvePicture';
import { shapeIn, type PictureShape } from '@/components/picture/shape';

/*
 * What the page's early script (earlyTaps.ts) and the components agree on. The script runs
 * from the page's head before any of the page's code, and finds the controls by these
 * attributes in the pre-rendered HTML:
 *
 * - `data-early` on a control says what a tap on it does: "menu-open", "menu-close" (Escape
 *   too), "step" (the picture `data-step` places on, 1 when absent), "toggle" (play/pause of
 *   a slideshow) or "play" (a track's Play / Pause).
 * - `data-live` on a component's root: its code has taken over (useTakeOver); the script
 *   leaves every control inside it to that code.
 * - The menu: the dialog and the app's frame each carry `data-menu` ("open" / "closed").
 * - A picture stepper's root: `data-pictures` (EarlyPicture[] as JSON) and `data-index`;
 *   inside it, each element with `data-format` ("{number} / {count}", "{alt}") is its text,
 *   and the img takes each picture's `data-shape` where the stepper gives one (shape.ts),
 *   its `data-fit` and its object-position; an element inside it marked `data-shaped` takes
 *   the picture's width ÷ height as `--shown-ratio` in its style (a frame of the picture's shape).
 * - A play/pause root: `data-playing` ("true" / "false"); inside it, elements with
 *   `data-label-playing` / `data-label-paused` take that one as their aria-label. A track's
 *   root also carries `data-src` (the file), `data-slug`, and `data-opus` where the track has an
 *   Opus file too (played instead where the browser plays Opus).
 */

/**
 * A picture a stepper can show, with the `sizes` it is shown at and its box's shape in a size
 * container; `fit` and `position` only where the owner set them (PictureView's `data-fit` and
 * object-position).
 */
export type EarlyPicture = Pick<
  ResolvedPicture,
  'variants' | 'widths' | 'fallback' | 'width' | 'height' | 'alt' | 'fit' | 'position'
> & { sizes: string; shape?: PictureShape };

/**
 * The value of `data-pictures`; `fitIn`: the width ÷ height of the size container the pictures are
 * shown in, if they are (PictureView's fitIn).
 */
export const earlyPictures = (
  pictures: ResolvedPicture[],
  sizes: (picture: ResolvedPicture) => string,
  fitIn?: number,
): string =>
  JSON.stringify(
    pictures.map((picture): EarlyPicture => {
      const { variants, widths, fallback, width, height, alt, fit, position } = picture;
      return {
        variants,
        widths,
        fallback,
        width,
        height,
        alt,
        fit,
        position,
        sizes: sizes(picture),
        ...(fitIn ? { shape: shapeIn(picture, fitIn) } : {}),
      };
    }),
  );

declare global {
  interface Window {
    /**
     * The audio a track's Play started before the page's code ran (its slug in `dataset.slug`): the
     * player takes it over.
     */
    earlyAudio?: HTMLAudioElement;
  }
}
