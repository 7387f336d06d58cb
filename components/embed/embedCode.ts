/**
 * The code another site pastes to show a player (an embed page): the same in the oEmbed answer
 * (oembed.ts, at build time) and in the Embed dialog (EmbedButton.tsx, in the browser).
 */

/** The width the code and the oEmbed answer give; the player fits any from 280 to 700 px. */
export const EMBED_WIDTH = 400;

/** One track's player: the cover thumbnail, titles and the controls, in one band (118 px and the frame's border). */
const ONE_TRACK_HEIGHT = 122;
/** Each row of a release's or the list's tracklist. */
const ROW_HEIGHT = 36;
/** The most rows the code makes room for; a longer list scrolls inside the player. */
const ROWS_SHOWN = 8;

/** The frame's height for a player of `tracks` tracks, in CSS pixels. */
export const embedHeight = (tracks: number) =>
  ONE_TRACK_HEIGHT + (tracks > 1 ? Math.min(tracks, ROWS_SHOWN) * ROW_HEIGHT : 0);

/** The frame's accessible name, "Audio player: Night Drive", from the site's word for a player. */
export const frameTitle = (player: string, title: string) => `${player}: ${title}`;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An iframe as wide as its column up to 700 px, fetched only when scrolled near, named for screen readers. */
export function iframeCode({ src, height, title }: { src: string; height: number; title: string }) {
  return (
    `<iframe src="${escapeAttribute(src)}" width="${EMBED_WIDTH}" height="${height}" ` +
    `style="width: 100%; max-width: 700px; border: 0" loading="lazy" title="${escapeAttribute(title)}"></iframe>`
  );
}
