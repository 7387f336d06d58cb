/**
 * Where each track's player is on the page. PlaybackEngine renders every player (through a
 * portal) into a box of its own that outlives the pages; the box is moved, never re-rendered,
 * between the track's row on the Music page, the "Now playing" bar and a hidden holder. An
 * audio element that is moved keeps playing; one that is re-created starts again (and
 * downloads again).
 */

const boxes = new Map<string, HTMLDivElement>();
const rows = new Map<string, HTMLElement>();
let holder: HTMLElement | null = null;
let version = 0;
const listeners = new Set<() => void>();

const changed = () => {
  version++;
  for (const listener of listeners) listener();
};

export const placement = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Changes whenever a row comes or goes (for useSyncExternalStore). */
  version: () => version,

  /** The track's box, made on first use. */
  boxOf(slug: string): HTMLDivElement {
    let box = boxes.get(slug);
    if (!box) {
      box = document.createElement('div');
      boxes.set(slug, box);
    }
    return box;
  },

  /** Forgets the boxes of tracks that no longer have a player. */
  keepOnly(slugs: readonly string[]) {
    for (const [slug, box] of boxes) {
      if (slugs.includes(slug)) continue;
      box.remove();
      boxes.delete(slug);
    }
  },

  /** PlaybackEngine is mounted (it gives its holder), so a row can show the real player. */
  setHolder(element: HTMLElement | null) {
    holder = element;
    changed();
  },
  engineMounted: () => holder !== null,

  /**
   * A row on the Music page offers (element) or withdraws (null) its place for the track's
   * player. A withdrawn row is about to leave the page: the player is taken out at once, in
   * the same task, so its audio is never out of the document long enough to be paused.
   */
  row(slug: string, element: HTMLElement | null) {
    if (element) {
      rows.set(slug, element);
    } else {
      const row = rows.get(slug);
      const box = boxes.get(slug);
      if (row && box && row.contains(box) && holder) holder.appendChild(box);
      rows.delete(slug);
    }
    changed();
  },
  rowOf: (slug: string) => rows.get(slug),

  /** Puts the track's box into `target` (or the holder), if it is not there already. */
  put(slug: string, target: HTMLElement | null | undefined) {
    const box = boxes.get(slug);
    const place = target ?? holder;
    if (box && place && box.parentNode !== place) place.appendChild(box);
  },
};
