import { createPlaybackStore, type Playable, type QueueTrack } from './playbackStore';
import { readResumeRecord, RESUME_KEY, saveResumeRecord } from './resumeRecord';

const queue: QueueTrack[] = ['one', 'two', 'three'].map((slug) => ({ slug, title: slug.toUpperCase(), src: `/${slug}.mp3`, page: `/music/${slug}` }));

function fakeAudio(): Playable & { paused: boolean } {
  const audio = {
    paused: true,
    currentTime: 0,
    play: jest.fn(() => {
      audio.paused = false;
    }),
    pause: jest.fn(() => {
      audio.paused = true;
    }),
  };
  return audio;
}

/** A store with the three tracks, each with a player (as on the Music page once they are upgraded). */
function storeWithPlayers() {
  const store = createPlaybackStore();
  store.setQueue(queue, 'Artist', []);
  const audios = queue.map(({ slug }) => {
    const audio = fakeAudio();
    store.want(slug);
    store.register(slug, audio);
    return audio;
  });
  const paused = () => audios.map((audio) => audio.paused);
  return { store, audios, paused };
}

describe('the playback store', () => {
  it('plays one track at a time: a track that starts pauses the others', () => {
    const { store, audios, paused } = storeWithPlayers();
    audios[0]!.play();
    store.started('one');
    audios[2]!.play();
    store.started('three');
    expect(paused()).toEqual([true, true, false]);
    expect(audios[1]!.pause).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ current: 'three', playing: true });
  });

  it('skips to the next and previous track, wrapping at either end', () => {
    const { store, audios, paused } = storeWithPlayers();
    expect(store.skip(1)).toBe('one');
    expect(store.skip(-1)).toBe('three');
    expect(paused()).toEqual([true, true, false]);
    expect(audios[0]!.pause).toHaveBeenCalled();
    expect(store.skip(1)).toBe('one');
    expect(store.skip(1)).toBe('two');
    expect(paused()).toEqual([true, false, true]);
  });

  it('starts the next track when one ends, and stops after the last', () => {
    const { store, paused } = storeWithPlayers();
    store.skip(1);
    store.started('one');
    store.ended('one');
    expect(store.getSnapshot().current).toBe('two');
    expect(paused()).toEqual([true, false, true]);
    store.started('two');
    store.ended('two');
    store.started('three');
    store.ended('three');
    // Nothing wraps round: the last track stays current, stopped.
    expect(store.getSnapshot()).toMatchObject({ current: 'three', playing: false });
    expect(paused()).toEqual([true, true, false]);
  });

  it('ignores the end of a track that is no longer current', () => {
    const { store } = storeWithPlayers();
    store.started('two');
    store.ended('one');
    expect(store.getSnapshot().current).toBe('two');
  });

  it('gives a track skipped to without a player one, and plays it when the player arrives', () => {
    const store = createPlaybackStore();
    store.setQueue(queue, 'Artist', []);
    expect(store.getSnapshot().live).toEqual([]);
    store.skip(1);
    // The current track always has a player, wherever the visitor is.
    expect(store.getSnapshot().live).toEqual(['one']);
    const audio = fakeAudio();
    store.register('one', audio);
    expect(audio.play).toHaveBeenCalledTimes(1);
  });

  it('does not start a track skipped to earlier once the visitor has started another', () => {
    const store = createPlaybackStore();
    store.setQueue(queue, 'Artist', []);
    store.skip(1);
    store.want('three');
    const three = fakeAudio();
    store.register('three', three);
    three.play();
    store.started('three');
    const one = fakeAudio();
    store.register('one', one);
    expect(one.play).not.toHaveBeenCalled();
  });

  it('keeps players for the tracks pages ask for, in list order, until they let go', () => {
    const store = createPlaybackStore();
    store.setQueue(queue, 'Artist', []);
    store.want('three');
    store.want('one');
    expect(store.getSnapshot().live).toEqual(['one', 'three']);
    store.release('three');
    expect(store.getSnapshot().live).toEqual(['one']);
    // The current track keeps its player when its row goes (the visitor left the Music page).
    store.started('one');
    store.release('one');
    expect(store.getSnapshot().live).toEqual(['one']);
  });

  it('closes: the current track stops and nothing is current', () => {
    const { store, audios } = storeWithPlayers();
    audios[1]!.play();
    store.started('two');
    store.close();
    expect(audios[1]!.paused).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ current: undefined, playing: false });
  });

  it('keeps the current track when the Music page gives the same list again, and drops it when it is gone', () => {
    const { store } = storeWithPlayers();
    store.started('two');
    store.setQueue([...queue], 'Artist', []);
    expect(store.getSnapshot().current).toBe('two');
    store.setQueue(queue.filter(({ slug }) => slug !== 'two'), 'Artist', []);
    expect(store.getSnapshot().current).toBeUndefined();
  });

  it('tells its subscribers about every change, and gives the same snapshot while nothing changes', () => {
    const store = createPlaybackStore();
    const listener = jest.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.setQueue(queue, 'Artist', []);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
  });
});

describe('resuming after a full page load', () => {
  afterEach(() => sessionStorage.clear());

  it('records the current track and the time, and a new page restores it paused there', () => {
    const { store, audios } = storeWithPlayers();
    audios[1]!.play();
    store.started('two');
    saveResumeRecord(store.resumeRecord(42.5));

    const afterReload = createPlaybackStore();
    afterReload.restore(readResumeRecord()!);
    expect(afterReload.getSnapshot()).toMatchObject({ current: 'two', playing: false, resumeAt: 42.5, artist: 'Artist', live: ['two'] });
    expect(afterReload.getSnapshot().queue.map(({ slug }) => slug)).toEqual(['one', 'two', 'three']);
    // Nothing plays by itself: the restored track's player does not start when it arrives.
    const audio = fakeAudio();
    afterReload.register('two', audio);
    expect(audio.play).not.toHaveBeenCalled();
  });

  it('has nothing to record when nothing is current, and saving nothing forgets the record', () => {
    const store = createPlaybackStore();
    store.setQueue(queue, 'Artist', []);
    expect(store.resumeRecord(3)).toBeUndefined();
    sessionStorage.setItem(RESUME_KEY, 'x');
    saveResumeRecord(undefined);
    expect(sessionStorage.getItem(RESUME_KEY)).toBeNull();
  });

  it('ignores a record it cannot read: another version, broken JSON, a track not in its list', () => {
    sessionStorage.setItem(RESUME_KEY, '{not json');
    expect(readResumeRecord()).toBeUndefined();
    sessionStorage.setItem(RESUME_KEY, JSON.stringify({ version: 0, queue, slug: 'one', time: 3 }));
    expect(readResumeRecord()).toBeUndefined();

    const store = createPlaybackStore();
    store.restore({ version: 1, queue, artist: 'Artist', artwork: [], slug: 'gone', time: 3 });
    expect(store.getSnapshot().current).toBeUndefined();
  });

  it('treats a negative or missing time as the start', () => {
    sessionStorage.setItem(RESUME_KEY, JSON.stringify({ version: 1, queue, artist: 'A', artwork: [], slug: 'one', time: -4 }));
    expect(readResumeRecord()?.time).toBe(0);
  });
});

describe('a link to a moment', () => {
  it('makes the track current, paused at that time, and starts nothing', () => {
    const store = createPlaybackStore();
    store.setQueue(queue, 'Artist', []);
    store.cue('three', 90);
    expect(store.getSnapshot()).toMatchObject({ current: 'three', playing: false, resumeAt: 90, live: ['three'] });
    const audio = fakeAudio();
    store.register('three', audio);
    expect(audio.play).not.toHaveBeenCalled();
  });

  it('moves a track that already has a player, pausing whatever played', () => {
    const { store, audios, paused } = storeWithPlayers();
    audios[0]!.play();
    store.started('one');
    store.cue('two', 30);
    expect(paused()).toEqual([true, true, true]);
    expect(audios[1]!.currentTime).toBe(30);
    expect(store.getSnapshot()).toMatchObject({ current: 'two', playing: false });
  });

  it('ignores a track that is not in the list', () => {
    const store = createPlaybackStore();
    store.setQueue(queue, 'Artist', []);
    store.cue('missing', 30);
    expect(store.getSnapshot().current).toBeUndefined();
  });
});
