/**
 * The site's player on a site with no music: nothing, and no code. next.config.js builds such a
 * site with this module in place of NowPlayingMount, so its pages ship none of the player.
 */
export function NowPlayingMount() {
  return null;
}
