/** About as much of a description as search results and link previews show. */
const PREVIEW_LIMIT = 160;

/**
 * A description as a search result or a link preview shows it: whole if it fits; else up to the
 * last sentence that fits, if that keeps at least half; else up to the last whole word that fits,
 * with an ellipsis. Never cut mid-word, as a crawler would.
 */
export function previewText(text: string, limit = PREVIEW_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  // One character more: a sentence that ends exactly at the limit is followed by a space.
  const sentences = clean.slice(0, limit + 1).match(/^.*[.!?…](?=\s)/)?.[0];
  if (sentences && sentences.length >= limit / 2) return sentences;
  const words = clean.slice(0, limit - 1).replace(/\s+\S*$/, '');
  return `${words.replace(/[\s,;:–—-]+$/, '')}…`;
}
