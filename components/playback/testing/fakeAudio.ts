import type { SiteAudio } from '../playbackStore';

/**
 * An audio element without media, as the playback store uses one: a new `src` starts again at
 * 0 (the browser's load algorithm), play() and pause() flip `paused` and fire the events a
 * browser fires, and `finish()` plays to the end. Its file comes when it is played or
 * preloaded (at once, or when `arrive()` says). Durations are given per file.
 */
export class FakeAudio extends EventTarget implements SiteAudio {
  paused = true;
  volume = 1;
  loop = false;
  error: MediaError | null = null;
  duration = NaN;
  /** HAVE_NOTHING until the file has come, then HAVE_ENOUGH_DATA. */
  readyState = 0;
  /** Whether the file comes as soon as it is asked for; if not, `arrive()` says when (a file still on its way). */
  fileArrivesAtOnce = true;
  /** Every file play() was called for, in order. */
  readonly played: string[] = [];
  private file = '';
  private time = 0;
  private preloading: SiteAudio['preload'] = 'none';

  constructor(private readonly durations: Record<string, number> = {}) {
    super();
  }

  get src() {
    return this.file;
  }
  set src(file: string) {
    this.file = file;
    this.time = 0;
    this.duration = NaN;
    this.error = null;
    this.readyState = 0;
    this.setPaused(true);
  }
  get preload() {
    return this.preloading;
  }
  set preload(value: SiteAudio['preload']) {
    this.preloading = value;
    if (value !== 'none' && this.file && this.fileArrivesAtOnce) this.arrive();
  }
  get currentTime() {
    return this.time;
  }
  set currentTime(seconds: number) {
    this.time = seconds;
    this.fire('timeupdate');
  }

  play() {
    if (!this.file) return Promise.reject(new DOMException('No source', 'NotSupportedError'));
    this.played.push(this.file);
    this.duration = this.durations[this.file] ?? 60;
    this.fire('durationchange');
    this.setPaused(false);
    if (this.readyState >= 3) this.fire('playing');
    else if (this.fileArrivesAtOnce) this.arrive();
    return Promise.resolve();
  }
  /** Enough of the file has come: it can play, and sounds if it was asked to. */
  arrive() {
    if (this.readyState >= 3) return;
    this.readyState = 4;
    this.fire('canplay');
    // Sounding: a browser fires this once it has enough of the file.
    if (!this.paused) this.fire('playing');
  }
  pause() {
    this.setPaused(true);
  }
  load() {}

  /** Plays on to `seconds` (the time updates a browser sends on the way). */
  playTo(seconds: number) {
    this.currentTime = seconds;
  }
  /** Reaches the end of the file, as a browser does: paused, then ended. */
  finish() {
    this.time = this.duration;
    this.setPaused(true);
    this.fire('ended');
  }
  /** The file cannot be played (missing, or a format the browser cannot decode). */
  fail() {
    this.error = { code: 4, message: 'unsupported' } as MediaError;
    this.setPaused(true);
    this.fire('error');
  }

  private setPaused(paused: boolean) {
    if (this.paused === paused) return;
    this.paused = paused;
    this.fire(paused ? 'pause' : 'play');
  }
  private fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}
