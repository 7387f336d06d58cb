/** Durations of the shell's animations (SPEC.md §9). */

/** Page exit, then page entrance, each this long. */
export const PAGE_TRANSITION_SECONDS = 0.7;

/** The menu pushes the app down (and back up) over this time; the menu stays shown until it ends. */
export const MENU_SLIDE_MS = 1000;

/** The menu's links start appearing this long after it opens. */
export const MENU_LINKS_DELAY_MS = 500;

/** `--vh` is updated this long after the last resize. */
export const RESIZE_DEBOUNCE_MS = 1000;
