/** Durations of the shell's animations: the page transition, the menu's push and its links, the resize debounce. */

/** Page exit, then page entrance, each this long. */
export const PAGE_TRANSITION_SECONDS = 0.7;

/** The menu pushes the app down (and back up) over this time; the menu stays shown until it ends. */
export const MENU_SLIDE_MS = 1000;

/** The menu's links start appearing this long after it opens. */
export const MENU_LINKS_DELAY_MS = 500;

/** Each of the menu's links starts this long after the one before it… */
const MENU_LINK_STEP_MS = 80;

/**
 * …but the last starts at most this long after the first, however many links an owner has:
 * the menu is in place as soon with twenty links as with eight.
 */
const MENU_LINKS_SPREAD_MS = 560;

/** When the menu's link `index` of `total` starts rising in, in ms after the menu opens. */
export function menuLinkDelayMs(index: number, total: number): number {
  const step = Math.min(MENU_LINK_STEP_MS, MENU_LINKS_SPREAD_MS / Math.max(total - 1, 1));
  return MENU_LINKS_DELAY_MS + index * step;
}

/** `--vh` is updated this long after the last resize. */
export const RESIZE_DEBOUNCE_MS = 1000;
