/**
 * What is playing, for the whole site, and the only code that talks to its one audio element.
 * It holds the list of tracks (the queue), the current track, whether it plays, its time and
 * duration, where every other track was left, the volume and the loop. Every player on the
 * pages is a view of it: it renders from the snapshot and sends actions. The audio element is
 * the "Now playing" bar's (NowPlayingBar), which outlives every page; until it exists, actions
 * are kept and take effect once it is attached. Plain objects and callbacks, so it is easy to
 * test; `usePlayback` is how components read it.
 */
import { useSyncExternalStore } from 'react';
import { audioSource } from './audioSource';

/** A track as the site's player knows it: what it plays and shows, and what a resumed visit keeps. */
export interface QueueTrack {
  /** The track's own page slug (/music/<slug>): its identity here. */
  slug: string;
  title: string;
  /** The URL the browser loads the audio from (with the base path, if any): an MP3 or the owner's own file. */
  src: string;
  /** The same audio as Opus, played instead where the browser plays Opus (audioSource.ts). */
  opus?: string;
  /** The track's own page, without the base path (for client-side links). */
  page: string;
  /** Its length in seconds, read at build time; shown until the file's own metadata arrives. */
  duration?: number;
  /** The track's waveform (an SVG path made at build time), its seek bar; none if it could not be read. */
  waveform?: string;
}

/** Where the visitor is, kept across a full page load (resumeRecord.ts stores it). */
export interface ResumeRecord {
  queue: QueueTrack[];
  artist: string;
  artwork: MediaImage[];
  /** The current track. */
  slug: string;
  /** Seconds into it. */
  time: number;
}

/** What the store uses of the site's audio element (an HTMLAudioElement, or a fake in tests). */
export type SiteAudio = Pick<
  HTMLMediaElement,
  | 'src'
  | 'currentTime'
  | 'duration'
  | 'paused'
  | 'readyState'
  | 'preload'
  | 'volume'
  | 'loop'
  | 'error'
  | 'play'
  | 'pause'
  | 'load'
  | 'addEventListener'
  | 'removeEventListener'
>;

export interface PlaybackSnapshot {
  readonly queue: readonly QueueTrack[];
  readonly artist: string;
  /** Cover sizes for the operating system's media controls. */
  readonly artwork: readonly MediaImage[];
  /** The track playing, or paused part-way, or last started: what the bar shows. */
  readonly current?: string;
  /** Playing, or asked to (the audio may still be loading). */
  readonly playing: boolean;
  /** Seconds into the current track. */
  readonly time: number;
  /** The current track's length in seconds: the file's own once known, the build's before. */
  readonly duration: number;
  /** Where the visitor left each other track they played or moved in (seconds). */
  readonly positions: Readonly<Record<string, number>>;
  readonly volume: number;
  readonly loop: boolean;
  /** A track whose file could not be played. */
  readonly unavailable?: string;
}

/** Seconds that ← → and the rewind and forward buttons move (the library's jump step). */
export const JUMP_SECONDS = 5;
/** How much ↑ ↓ change the volume (the library's step). */
const VOLUME_STEP = 0.1;

/** Nothing playing, nothing known: also what the pages are rendered with at build time. */
export const RESTING: PlaybackSnapshot = {
  queue: [],
  artist: '',
  artwork: [],
  playing: false,
  time: 0,
  duration: 0,
  positions: {},
  volume: 1,
  loop: false,
};

/**
 * `standIn` makes an audio element for a Play asked before the site's own element exists (its code,
 * the "Now playing" bar's, is fetched on the visitor's first intent): the track starts in that
 * element at once, within the tap, as browsers require, and hands over to the site's when it comes.
 */
export function createPlaybackStore({ standIn }: { standIn?: () => SiteAudio } = {}) {
  let snapshot = RESTING;
  const listeners = new Set<() => void>();
  let audio: SiteAudio | null = null;
  /** The track whose file the audio element holds. */
  let loaded: string | undefined;
  /** The volume before mute, restored by unmute. */
  let volumeBeforeMute = 1;
  /**
   * While the site's element gets its file ready: the early element (earlyTaps.ts), still
   * sounding in its place, and what ends the hand-over (the early one stops, the site's takes
   * its place). Until then the early element's time is the track's.
   */
  let handing: { early: SiteAudio; settle: () => void } | null = null;
  /**
   * Lists a page shows besides the queue (a post's tracks and audio files): playing one of their
   * tracks makes its list the queue, so what follows it is what followed it on the page.
   */
  let offered: { queue: readonly QueueTrack[]; artist: string; artwork: readonly MediaImage[] }[] = [];

  const update = (change: Partial<PlaybackSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  };
  const trackOf = (slug: string | undefined) => snapshot.queue.find((track) => track.slug === slug);
  const indexOf = (slug: string | undefined) => snapshot.queue.findIndex((track) => track.slug === slug);
  const builtDuration = (slug: string | undefined) => trackOf(slug)?.duration ?? 0;
  const clamp = (seconds: number, duration: number) => Math.min(Math.max(seconds, 0), duration || Infinity);

  /** The current track's time: the element's own while it holds the track (time updates lag it). */
  const now = () =>
    handing ? handing.early.currentTime : audio && loaded === snapshot.current ? audio.currentTime : snapshot.time;

  /** Stops whatever sounds: the site's element, and an early one still handing over to it. */
  const silence = () => {
    handing?.settle();
    audio?.pause();
  };

  /** Puts the current track's file and place into the audio element (nothing is fetched before play). */
  const load = () => {
    const track = trackOf(snapshot.current);
    if (!audio || !track || loaded === track.slug) return;
    audio.src = audioSource(track, audio as Partial<HTMLMediaElement>);
    loaded = track.slug;
    // With nothing loaded yet, this only says where to start.
    if (snapshot.time) audio.currentTime = snapshot.time;
  };

  const start = () => {
    // Attached, the stand-in is started as the site's element would be (attach starts what was asked).
    if (!audio && standIn && snapshot.current) return store.attach(standIn());
    if (!audio || !snapshot.current) return;
    load();
    if (audio.error) audio.load();
    // A start interrupted by the next one (a quick skip) rejects: that is expected. A file that
    // cannot play says so through the error event; any other refusal leaves the track paused.
    Promise.resolve(audio.play()).catch((problem: unknown) => {
      if ((problem as Error | undefined)?.name !== 'AbortError' && audio?.paused) update({ playing: false });
    });
  };

  /** Makes `slug` the current track, at `at` or where it was left; the one before keeps its place. */
  const select = (slug: string, at?: number) => {
    const previous = snapshot.current;
    if (previous === slug) {
      if (at !== undefined) seekCurrent(at);
      return;
    }
    const positions = { ...snapshot.positions };
    if (previous !== undefined) positions[previous] = now();
    const time = at ?? positions[slug] ?? 0;
    delete positions[slug];
    silence();
    update({ current: slug, positions, time, duration: builtDuration(slug), playing: false, unavailable: undefined });
    load();
  };

  const seekCurrent = (seconds: number) => {
    const time = clamp(seconds, snapshot.duration);
    update({ time });
    if (handing) handing.early.currentTime = time;
    if (audio && loaded === snapshot.current) audio.currentTime = time;
  };

  /** What each of the audio element's events tells the store. */
  const onMedia: Record<string, (media: SiteAudio) => void> = {
    play: () => update({ playing: true, unavailable: undefined }),
    pause: (media) => update({ playing: false, time: media.currentTime }),
    timeupdate: (media) => loaded === snapshot.current && update({ time: media.currentTime }),
    durationchange: (media) =>
      Number.isFinite(media.duration) && media.duration > 0 && update({ duration: media.duration }),
    ended: () => ended(),
    error(media) {
      // An error at the very end is the end (the library's rule).
      if (media.error && media.currentTime === media.duration) return ended();
      console.error(`Track ${media.src} could not be played`, media.error);
      update({ playing: false, unavailable: snapshot.current });
    },
    volumechange: (media) => update({ volume: media.volume }),
  };
  const onMediaEvent = (event: Event) => audio && onMedia[event.type]?.(audio);

  /** The current track played to its end: the next one starts; after the last one, playback stops. */
  const ended = () => {
    const next = snapshot.queue[indexOf(snapshot.current) + 1];
    if (!next) return update({ playing: false });
    const finished = snapshot.current!;
    select(next.slug);
    update({ positions: { ...snapshot.positions, [finished]: 0 }, playing: true });
    start();
  };

  /**
   * An element that was playing (the early one) hands over to the site's: it plays on while the
   * site's element fetches the file, paused; once that one can play, in one step, the early
   * one stops and the site's starts from where it had got to. Only one ever sounds, nothing is
   * heard twice, and the silence between is no longer than the start of a buffered element.
   * The site's element cannot play the file: the early one stops too (the error says why).
   */
  const handOver = (early: SiteAudio, element: SiteAudio) => {
    const preload = element.preload;
    const onTime = () => update({ time: early.currentTime });
    /** Stopped on its own (at the end of the track, or by the system's media keys): the store follows. */
    const onStop = () => {
      settle();
      // A browser pauses an element that reaches the end before it says it ended.
      if (early.currentTime >= early.duration) ended();
      else update({ playing: false, time: now() });
    };
    const ready = () => {
      if (handing?.early !== early) return;
      settle();
      if (snapshot.playing) start();
    };
    const failed = () => settle();
    const settle = () => {
      handing = null;
      early.removeEventListener('timeupdate', onTime);
      early.removeEventListener('pause', onStop);
      element.removeEventListener('canplay', ready);
      element.removeEventListener('error', failed);
      element.preload = preload;
      if (loaded === snapshot.current) element.currentTime = early.currentTime;
      early.pause();
    };
    handing = { early, settle };
    early.addEventListener('timeupdate', onTime);
    early.addEventListener('pause', onStop);
    element.addEventListener('canplay', ready);
    element.addEventListener('error', failed);
    // Fetched now, though the site's player fetches nothing before a Play.
    element.preload = 'auto';
    // HAVE_FUTURE_DATA: enough to start at once.
    if (element.readyState >= 3) ready();
  };

  /** A track of an offered list, not in the queue: its list becomes the queue, with its artist and cover. */
  const enter = (slug: string | undefined) => {
    if (slug === undefined || trackOf(slug)) return;
    const list = offered.find(({ queue }) => queue.some((track) => track.slug === slug));
    if (list) update({ queue: list.queue, artist: list.artist, artwork: list.artwork });
  };

  const setVolume = (volume: number) => {
    const level = Math.min(Math.max(volume, 0), 1);
    update({ volume: level });
    if (audio) audio.volume = level;
  };

  const store = {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    /** The site's audio element, once it exists (null when it goes). What was asked before takes effect now. */
    attach(element: SiteAudio | null) {
      if (element === audio) return;
      // Another element while one was handing over: the early one has had its turn.
      handing?.settle();
      const previous = audio;
      if (previous) update({ time: now() });
      for (const type of Object.keys(onMedia)) previous?.removeEventListener(type, onMediaEvent);
      audio = element;
      loaded = undefined;
      if (!element) return previous?.pause();
      for (const type of Object.keys(onMedia)) element.addEventListener(type, onMediaEvent);
      element.volume = snapshot.volume;
      element.loop = snapshot.loop;
      load();
      if (previous && !previous.paused && snapshot.playing) return handOver(previous, element);
      previous?.pause();
      if (snapshot.playing) start();
    },

    /**
     * The audio a track's Play started before the page's code ran (earlyTaps.ts): it becomes the
     * site's audio where it is (playing or paused, at its time), until the bar's own element is
     * attached and takes over from it.
     */
    adopt(track: QueueTrack, element: SiteAudio) {
      if (audio) return;
      if (!trackOf(track.slug)) update({ queue: [...snapshot.queue, track] });
      audio = element;
      loaded = track.slug;
      for (const type of Object.keys(onMedia)) element.addEventListener(type, onMediaEvent);
      update({
        current: track.slug,
        time: element.currentTime,
        duration: builtDuration(track.slug),
        playing: !element.paused,
        unavailable: undefined,
        volume: element.volume,
        loop: element.loop,
      });
    },

    /**
     * The list to play from (the Music page's). The current track stays current and plays on: one
     * the list does not hold (a post's audio file, heard while the visitor opens Music) is kept
     * after it, and ends the queue.
     */
    setQueue(queue: readonly QueueTrack[], artist: string, artwork: readonly MediaImage[]) {
      const current = trackOf(snapshot.current);
      const outside = current && !queue.some((track) => track.slug === current.slug);
      // A track kept from elsewhere keeps the artist and cover it was playing with.
      update({
        queue: outside ? [...queue, current] : queue,
        current: current?.slug,
        ...(outside ? {} : { artist, artwork }),
      });
    },

    /**
     * One of the lists a page shows as rows of the player (a release's tracks, the loose tracks): the
     * queue while it holds the current track, so the next is the next of its own list and never
     * another release's. `first`: the page's first list, which is made the queue as setQueue does
     * (a list after it that holds the current track then takes its place: a page's lists come in
     * order). The others are offered, and become the queue once one of their tracks plays.
     */
    present(queue: readonly QueueTrack[], artist: string, artwork: readonly MediaImage[], first: boolean) {
      store.offer(queue, artist, artwork);
      const current = snapshot.current;
      if (current !== undefined && queue.some((track) => track.slug === current)) update({ queue, artist, artwork });
      else if (first) store.setQueue(queue, artist, artwork);
    },

    /**
     * A list shown on the page beside the queue (a post's tracks and audio files), which the queue
     * becomes when the visitor plays one of its tracks. Nothing changes until then: what plays plays on.
     */
    offer(queue: readonly QueueTrack[], artist: string, artwork: readonly MediaImage[]) {
      const first = queue[0]?.slug;
      offered = [...offered.filter((list) => list.queue[0]?.slug !== first), { queue, artist, artwork }];
    },

    /** Plays `slug` (the current track if none is named) from where it was left; every other track is paused. */
    play(slug: string | undefined = snapshot.current) {
      enter(slug);
      if (!trackOf(slug)) return;
      select(slug!);
      update({ playing: true, unavailable: undefined });
      start();
    },
    pause() {
      silence();
      update({ playing: false });
    },
    /** A track's Play / Pause button. */
    toggle(slug: string) {
      if (slug === snapshot.current && snapshot.playing) store.pause();
      else store.play(slug);
    },
    /** Moves a track to `seconds`: the current one where it plays; another becomes current there, paused. */
    seek(slug: string, seconds: number) {
      if (slug === snapshot.current) seekCurrent(seconds);
      else store.cue(slug, seconds);
    },
    /** Moves a track by `seconds` (rewind and forward). */
    jump(slug: string, seconds: number) {
      if (slug === snapshot.current) seekCurrent(now() + seconds);
      else store.cue(slug, (snapshot.positions[slug] ?? 0) + seconds);
    },
    /** Makes a track current, paused at `seconds`, ready to play (a link to a moment of it). */
    cue(slug: string, seconds: number) {
      enter(slug);
      if (!trackOf(slug)) return;
      store.pause();
      select(slug, clamp(seconds, builtDuration(slug)));
    },
    /** Starts the track `step` places away from the current one, wrapping: the visitor asked. */
    skip(step: 1 | -1) {
      const { queue } = snapshot;
      if (!queue.length) return;
      const from = indexOf(snapshot.current);
      const index = from < 0 ? (step === 1 ? 0 : queue.length - 1) : (from + step + queue.length) % queue.length;
      store.play(queue[index]!.slug);
    },
    /** Stops the current track and forgets it (the bar's close button). */
    close() {
      store.pause();
      // Played again, the track starts over.
      loaded = undefined;
      update({ current: undefined, time: 0 });
    },

    setVolume,
    changeVolume: (step: 1 | -1) => setVolume(snapshot.volume + step * VOLUME_STEP),
    toggleMute() {
      if (snapshot.volume > 0) {
        volumeBeforeMute = snapshot.volume;
        setVolume(0);
      } else {
        setVolume(volumeBeforeMute);
      }
    },
    toggleLoop() {
      update({ loop: !snapshot.loop });
      if (audio) audio.loop = snapshot.loop;
    },
    /** Reads what the bar's own player may have changed on the element directly (its l and m keys). */
    refresh() {
      if (audio && (audio.loop !== snapshot.loop || audio.volume !== snapshot.volume))
        update({ loop: audio.loop, volume: audio.volume });
    },

    /** Where the visitor is, for the next full page load (undefined when nothing is current). */
    resumeRecord(): ResumeRecord | undefined {
      const { queue, artist, artwork, current } = snapshot;
      if (current === undefined) return undefined;
      return { queue: [...queue], artist, artwork: [...artwork], slug: current, time: now() };
    },
    restore(record: ResumeRecord) {
      if (snapshot.current !== undefined || !record.queue.some((track) => track.slug === record.slug)) return;
      update({ queue: record.queue, artist: record.artist, artwork: record.artwork, playing: false });
      select(record.slug, record.time);
    },
  };
  return store;
}

export type PlaybackStore = ReturnType<typeof createPlaybackStore>;

/** The one store the site uses. */
export const playback = createPlaybackStore({ standIn: () => new Audio() });

/**
 * One value from the site's playback store; the component renders again only when it changes.
 * `select` must return a primitive or a stored object (not a new one each call). Pages are
 * rendered at build time with nothing playing.
 */
export function usePlayback<T>(select: (snapshot: PlaybackSnapshot) => T): T {
  return useSyncExternalStore(
    playback.subscribe,
    () => select(playback.getSnapshot()),
    () => select(RESTING),
  );
}

/** What a track's row shows of the store, handed down by its list (TrackPlayer). */
export interface TrackShown {
  /** The current track (playing, paused part-way, or last started). */
  current: boolean;
  /** Playing, or asked to. */
  playing: boolean;
  /** Its file could not be played. */
  unavailable: boolean;
  /** Seconds into it: where it plays (the current track) or was left; undefined if never started. */
  time?: number;
  /** Its length in seconds: the file's own once known (the current track), the build's before. */
  duration: number;
  /** The site's loop and volume, which every row shows. */
  loop: boolean;
  volume: number;
}

/**
 * What a list of tracks reads of the store, once for all its rows: a handful of subscriptions
 * whatever the number of tracks, where a subscription per value per row made sixty rows cost
 * the page hundreds to hydrate. `shownOf` gives each row its part; the current track's time is
 * the only value that changes as it plays, so only its row renders again then.
 */
export function usePlaylistView() {
  const current = usePlayback((state) => state.current);
  const playing = usePlayback((state) => state.playing);
  const unavailable = usePlayback((state) => state.unavailable);
  const positions = usePlayback((state) => state.positions);
  const time = usePlayback((state) => state.time);
  const duration = usePlayback((state) => state.duration);
  const loop = usePlayback((state) => state.loop);
  const volume = usePlayback((state) => state.volume);
  return (track: QueueTrack): TrackShown => {
    const isCurrent = track.slug === current;
    const built = track.duration ?? 0;
    return {
      current: isCurrent,
      playing: isCurrent && playing,
      unavailable: track.slug === unavailable,
      time: isCurrent ? time : positions[track.slug],
      duration: isCurrent && duration ? duration : built,
      loop,
      volume,
    };
  };
}
