import type { ResolvedPicture } from '@/components/picture/resolvePicture';

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
 *   inside it, each element with `data-format` ("{number} / {count}", "{alt}") is its text.
 * - A play/pause root: `data-playing` ("true" / "false"); inside it, elements with
 *   `data-label-playing` / `data-label-paused` take that one as their aria-label. A track's
 *   root also carries `data-src` (the file) and `data-slug`.
 */

/** A picture a stepper can show, with the `sizes` it is shown at. */
export type EarlyPicture = Pick<ResolvedPicture, 'variants' | 'widths' | 'fallback' | 'width' | 'height' | 'alt'> & { sizes: string };

/** The value of `data-pictures`. */
export const earlyPictures = (pictures: ResolvedPicture[], sizes: (picture: ResolvedPicture) => string): string =>
  JSON.stringify(
    pictures.map((picture): EarlyPicture => {
      const { variants, widths, fallback, width, height, alt } = picture;
      return { variants, widths, fallback, width, height, alt, sizes: sizes(picture) };
    }),
  );

declare global {
  interface Window {
    /** The audio a track's Play started before the page's code ran (its slug in `dataset.slug`): the player takes it over. */
    earlyAudio?: HTMLAudioElement;
  }
}
