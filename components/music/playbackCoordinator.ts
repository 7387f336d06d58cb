/**
 * Keeps one track playing at a time and knows each track's neighbours, for the page's
 * players and the operating system's media controls. Plain objects, so it is easy to test.
 */
export interface Playable {
  pause(): void;
  play(): Promise<void> | void;
  readonly paused: boolean;
}

export interface PlaybackCoordinator {
  /** Adds a track at its position in the list; returns a function that removes it. */
  register(position: number, media: Playable): () => void;
  /** Called when a track starts: every other track is paused. */
  started(position: number): void;
  /** The track playing (or last started), if any. */
  current(): number | undefined;
  /** Starts the track `step` places away from the current one (wrapping), pausing the current one. */
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
  let active: number | undefined;

  const positions = () => [...tracks.keys()].sort((a, b) => a - b);

  return {
    register(position, media) {
      tracks.set(position, media);
      return () => {
        if (tracks.get(position) === media) tracks.delete(position);
        if (active === position) active = undefined;
      };
    },
    started(position) {
      active = position;
      for (const [other, media] of tracks) if (other !== position && !media.paused) media.pause();
    },
    current: () => active,
    skip(step) {
      const order = positions();
      if (!order.length) return undefined;
      const from = active === undefined ? (step === 1 ? -1 : 0) : order.indexOf(active);
      const next = order[(from + step + order.length) % order.length]!;
      if (active !== undefined) tracks.get(active)?.pause();
      play(tracks.get(next));
      return next;
    },
  };
}
