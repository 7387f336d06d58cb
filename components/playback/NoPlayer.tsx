/**
 * The site's player on a site that plays nothing (no tracks, and no audio in its posts or case
 * studies): nothing, and no code. next.config.js builds such a site with this module in place of
 * NowPlayingMount, so its pages ship none of the player.
 */
export function NowPlayingMount() {
  return null;
}

/** There is no player to load: the code that would ask for it is never shown on such a site. */
export const loadSitePlayer = (): Promise<void> => Promise.resolve();

/** Nothing to fetch, on intent or when idle. */
export const preloadSitePlayer = () => {};

export const useSitePlayerWhenIdle = () => {};
