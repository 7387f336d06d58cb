/**
 * Keeps one track playing at a time and knows each track's neighbours, for the page's
 * players and the operating system's media controls. Plain objects, so it is easy to test.
 * A track whose player is still a stand-in (LazyTrackPlayer) is known by its position and a
 * way to ask for its player; it can be skipped to like any other.
 */
export interface Playable {
  pause(): void;
  play(): Promise<void> | void;
  readonly paused: boolean;
}

export interface PlaybackCoordinator {
  /** Adds a track at its position in the list; returns a function that removes it. */
  register(position: number, media: Playable): () => void;
  /** Adds a track that has no player yet; `upgrade` asks for it, and it then registers. Returns a remover. */
  standIn(position: number, upgrade: () => void): () => void;
  /** Called when a track starts: every other track is paused. */
  started(position: number): void;
  /** The track playing (or last started or skipped to), if any. */
  current(): number | undefined;
  /**
   * Starts the track `step` places away from the current one (wrapping), pausing the current
   * one. A stand-in is upgraded first and starts as soon as its player registers.
   */
  skip(step: 1 | -1): number | undefined;
}

/**
 * Starts a track. A start that is interrupted (the visitor skips on at once) rejects its
 * promise: that is expected, and a track that cannot play reports it through its own
 * error event, which the player shows. So the rejection itself is not an error here.
 */
export function play(media: Playable | undefined): void {
  Promise.resolve(media?.play()).catch(() => {});
}

export function createPlaybackCoordinator(): PlaybackCoordinator {
  const tracks = new Map<number, Playable>();
  const standIns = new Map<number, () => void>();
  let active: number | undefined;
  /** A stand-in skipped to: it plays when its player registers. */
  let wanted: number | undefined;

  const positions = () => [...new Set([...tracks.keys(), ...standIns.keys()])].sort((a, b) => a - b);

  return {
    register(position, media) {
      tracks.set(position, media);
      if (wanted === position) {
        wanted = undefined;
        play(media);
      }
      return () => {
        if (tracks.get(position) === media) tracks.delete(position);
        if (active === position) active = undefined;
      };
    },
    standIn(position, upgrade) {
      standIns.set(position, upgrade);
      return () => {
        if (standIns.get(position) === upgrade) standIns.delete(position);
      };
    },
    started(position) {
      active = position;
      // The visitor chose a track themselves: a stand-in skipped to earlier no longer starts.
      wanted = undefined;
      for (const [other, media] of tracks) if (other !== position && !media.paused) media.pause();
    },
    current: () => active,
    skip(step) {
      const order = positions();
      if (!order.length) return undefined;
      const from = active === undefined ? (step === 1 ? -1 : 0) : order.indexOf(active);
      const next = order[(from + step + order.length) % order.length]!;
      if (active !== undefined) tracks.get(active)?.pause();
      // Skipping again before this one has started goes on from here.
      active = next;
      const media = tracks.get(next);
      if (media) {
        play(media);
      } else {
        wanted = next;
        standIns.get(next)?.();
      }
      return next;
    },
  };
}
