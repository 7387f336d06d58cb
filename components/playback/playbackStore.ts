/**
 * What is playing, for the whole site: the list of tracks (the queue), the track playing or
 * paused part-way (current), and which tracks have a player. It lives outside every page, so
 * leaving the Music page does not stop the music; the players subscribe to it, and the pages
 * and the "Now playing" bar act on it. Plain objects and callbacks, so it is easy to test.
 */
import type { QueueTrack } from './queueTrack';
import { RESUME_VERSION, type ResumeRecord } from './resumeRecord';

export type { QueueTrack };

/** What a player's audio element offers the store (an HTMLAudioElement, or a fake in tests). */
export interface Playable {
  pause(): void;
  play(): Promise<void> | void;
  readonly paused: boolean;
  currentTime: number;
}

export interface PlaybackSnapshot {
  readonly queue: readonly QueueTrack[];
  readonly artist: string;
  /** Cover sizes for the operating system's media controls. */
  readonly artwork: readonly MediaImage[];
  /** The track playing, or paused part-way, or last started: what the bar shows. */
  readonly current?: string;
  readonly playing: boolean;
  /** The tracks that have a real player, in list order: the ones pages ask for, and the current one. */
  readonly live: readonly string[];
  /** After a full page load: where the visitor left the current track, to start from there. */
  readonly resumeAt?: number;
}

export interface PlaybackStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PlaybackSnapshot;
  /** The Music page's list. The current track stays current if it is still in it. */
  setQueue(queue: readonly QueueTrack[], artist: string, artwork: readonly MediaImage[]): void;
  /** A page shows this track's player (its row needs it); `release` when it no longer does. */
  want(slug: string): void;
  release(slug: string): void;
  /** A player's audio element, or null when the player goes. */
  register(slug: string, media: Playable | null): void;
  media(slug: string | undefined): Playable | undefined;
  /** A track started playing: it is current, every other one is paused. */
  started(slug: string): void;
  paused(slug: string): void;
  /** Starts the track `step` places away from the current one, wrapping: the visitor asked. */
  skip(step: 1 | -1): string | undefined;
  /** A track played to its end: the next one starts; after the last one, playback stops. */
  ended(slug: string): void;
  /** Makes a track current, paused at `seconds`, ready to play (a link to a moment of it). */
  cue(slug: string, seconds: number): void;
  /** Stops the current track and forgets it (the bar's close button). */
  close(): void;
  /** Where the visitor is, for the next full page load (undefined when nothing is current). */
  resumeRecord(time: number): ResumeRecord | undefined;
  restore(record: ResumeRecord): void;
}

/**
 * Starts a track. A start that is interrupted (the visitor skips on at once) rejects its
 * promise: that is expected, and a track that cannot play reports it through its own error
 * event, which its player shows. So the rejection itself is not an error here.
 */
export function play(media: Playable | undefined): void {
  Promise.resolve(media?.play()).catch(() => {});
}

export function createPlaybackStore(): PlaybackStore {
  let snapshot: PlaybackSnapshot = { queue: [], artist: '', artwork: [], playing: false, live: [] };
  const listeners = new Set<() => void>();
  const wanted = new Map<string, number>();
  const players = new Map<string, Playable>();
  /** A track skipped to before it had a player: it plays as soon as its player registers. */
  let playWhenReady: string | undefined;

  const update = (change: Partial<PlaybackSnapshot>) => {
    const next = { ...snapshot, ...change };
    const live = next.queue.map((track) => track.slug).filter((slug) => wanted.has(slug) || slug === next.current);
    snapshot = { ...next, live: sameList(live, snapshot.live) ? snapshot.live : live };
    for (const listener of listeners) listener();
  };

  const indexOf = (slug: string | undefined) => snapshot.queue.findIndex((track) => track.slug === slug);

  const start = (slug: string) => {
    const media = players.get(slug);
    if (media) {
      playWhenReady = undefined;
      play(media);
    } else {
      playWhenReady = slug;
    }
  };

  const moveTo = (slug: string) => {
    players.get(snapshot.current ?? '')?.pause();
    update({ current: slug, resumeAt: undefined });
    start(slug);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setQueue(queue, artist, artwork) {
      const current = queue.some((track) => track.slug === snapshot.current) ? snapshot.current : undefined;
      update({ queue, artist, artwork, current, ...(current ? {} : { playing: false, resumeAt: undefined }) });
    },
    want(slug) {
      wanted.set(slug, (wanted.get(slug) ?? 0) + 1);
      if (wanted.get(slug) === 1) update({});
    },
    release(slug) {
      const count = (wanted.get(slug) ?? 0) - 1;
      if (count > 0) {
        wanted.set(slug, count);
        return;
      }
      wanted.delete(slug);
      update({});
    },
    register(slug, media) {
      if (!media) {
        players.delete(slug);
        return;
      }
      players.set(slug, media);
      if (playWhenReady === slug) start(slug);
    },
    media: (slug) => (slug === undefined ? undefined : players.get(slug)),
    started(slug) {
      // The visitor chose a track themselves: one skipped to earlier no longer starts.
      if (playWhenReady !== slug) playWhenReady = undefined;
      for (const [other, media] of players) if (other !== slug && !media.paused) media.pause();
      update({ current: slug, playing: true, resumeAt: undefined });
    },
    paused(slug) {
      if (slug === snapshot.current && snapshot.playing) update({ playing: false });
    },
    skip(step) {
      const { queue } = snapshot;
      if (!queue.length) return undefined;
      const from = indexOf(snapshot.current);
      const index = from < 0 ? (step === 1 ? 0 : queue.length - 1) : (from + step + queue.length) % queue.length;
      const slug = queue[index]!.slug;
      moveTo(slug);
      return slug;
    },
    ended(slug) {
      if (slug !== snapshot.current) return;
      const next = snapshot.queue[indexOf(slug) + 1];
      if (next) moveTo(next.slug);
      else update({ playing: false });
    },
    cue(slug, seconds) {
      if (indexOf(slug) < 0) return;
      if (snapshot.current !== slug) players.get(snapshot.current ?? '')?.pause();
      const media = players.get(slug);
      playWhenReady = undefined;
      if (media) {
        media.pause();
        media.currentTime = seconds;
        // Before anything has loaded the browser only notes the new start and says nothing:
        // the player's time and seek bar learn it from the event they already listen to.
        if (media instanceof EventTarget && 'readyState' in media && media.readyState === 0) media.dispatchEvent(new Event('timeupdate'));
        update({ current: slug, playing: false, resumeAt: undefined });
      } else {
        update({ current: slug, playing: false, resumeAt: seconds });
      }
    },
    close() {
      players.get(snapshot.current ?? '')?.pause();
      playWhenReady = undefined;
      update({ current: undefined, playing: false, resumeAt: undefined });
    },
    resumeRecord(time) {
      const { queue, artist, artwork, current } = snapshot;
      if (current === undefined) return undefined;
      return { version: RESUME_VERSION, queue: [...queue], artist, artwork: [...artwork], slug: current, time };
    },
    restore(record) {
      if (!record.queue.some((track) => track.slug === record.slug)) return;
      update({ queue: record.queue, artist: record.artist, artwork: record.artwork, current: record.slug, playing: false, resumeAt: record.time });
    },
  };
}

function sameList(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** The one store the site uses. */
export const playback = createPlaybackStore();
