import { createPlaybackStore, type QueueTrack } from './playbackStore';
import { FakeAudio } from './testing/fakeAudio';

const queue: QueueTrack[] = ['one', 'two', 'three'].map((slug) => ({
  slug,
  title: slug,
  src: `/${slug}.mp3`,
  page: `/music/${slug}`,
  duration: 60,
}));

/** A store with the three tracks queued and its audio element attached. */
function setUp() {
  const store = createPlaybackStore();
  const audio = new FakeAudio();
  store.setQueue(queue, 'Artist', []);
  store.attach(audio);
  return { store, audio, state: () => store.getSnapshot() };
}

describe('before the site’s element exists (its code not yet fetched)', () => {
  /** A store with the three tracks queued and no element attached; the stand-ins it makes. */
  function withoutElement() {
    const standIns: FakeAudio[] = [];
    const store = createPlaybackStore({
      standIn: () => {
        const element = new FakeAudio();
        standIns.push(element);
        return element;
      },
    });
    store.setQueue(queue, 'Artist', []);
    return { store, standIns };
  }

  it('makes nothing, and downloads nothing, until a Play: a cue only marks the track', () => {
    const { store, standIns } = withoutElement();
    store.cue('two', 10);
    expect(standIns).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ current: 'two', time: 10, playing: false });
  });

  it('a Play starts the track at once in a stand-in, which hands over to the site’s element when it comes', () => {
    const { store, standIns } = withoutElement();
    store.play('two');
    expect(standIns).toHaveLength(1);
    const [standIn] = standIns;
    expect(standIn).toMatchObject({ src: '/two.mp3', paused: false });
    standIn!.playTo(5);
    expect(store.getSnapshot()).toMatchObject({ current: 'two', playing: true, time: 5 });

    const site = new FakeAudio();
    store.attach(site);
    expect(site).toMatchObject({ src: '/two.mp3', currentTime: 5, paused: false });
    expect(standIn!.paused).toBe(true);
    // From then on the site's element plays everything: no other stand-in.
    store.play('three');
    expect(site).toMatchObject({ src: '/three.mp3', paused: false });
    expect(standIns).toHaveLength(1);
  });

  it('a track that ends in the stand-in starts the next of the list in it', () => {
    const { store, standIns } = withoutElement();
    store.play('one');
    standIns[0]!.finish();
    expect(standIns[0]).toMatchObject({ src: '/two.mp3', paused: false });
    expect(store.getSnapshot()).toMatchObject({ current: 'two', playing: true });
  });
});

describe('the playback store', () => {
  it('gives the audio element no file before a track is played: nothing is downloaded', () => {
    const { audio, state } = setUp();
    expect(audio.src).toBe('');
    expect(state()).toMatchObject({ current: undefined, playing: false });
  });

  it('plays one track at a time, in the one audio element', () => {
    const { store, audio, state } = setUp();
    store.play('one');
    expect(audio).toMatchObject({ src: '/one.mp3', paused: false });
    expect(state()).toMatchObject({ current: 'one', playing: true });

    store.play('two');
    expect(audio).toMatchObject({ src: '/two.mp3', paused: false });
    expect(audio.played).toEqual(['/one.mp3', '/two.mp3']);
    expect(state()).toMatchObject({ current: 'two', playing: true });

    store.toggle('two');
    expect(audio.paused).toBe(true);
    expect(state().playing).toBe(false);
  });

  it('keeps each track’s place: a track played again goes on where it was left', () => {
    const { store, audio, state } = setUp();
    store.play('one');
    audio.playTo(10);
    store.pause();
    store.play('two');
    audio.playTo(4);
    expect(state().positions).toEqual({ one: 10 });

    store.play('one');
    expect(audio).toMatchObject({ src: '/one.mp3', currentTime: 10, paused: false });
    expect(state()).toMatchObject({ current: 'one', time: 10, positions: { two: 4 } });
  });

  it('starts the next track when one ends, and stops after the last', () => {
    const { store, audio, state } = setUp();
    store.play('two');
    audio.finish();
    expect(audio).toMatchObject({ src: '/three.mp3', paused: false });
    expect(state()).toMatchObject({ current: 'three', playing: true, positions: { two: 0 } });
    audio.finish();
    expect(state()).toMatchObject({ current: 'three', playing: false });
    expect(audio.played).toEqual(['/two.mp3', '/three.mp3']);
  });

  it('skips both ways, wrapping around the list', () => {
    const { store, audio, state } = setUp();
    store.skip(1);
    expect(state().current).toBe('one');
    store.skip(-1);
    expect(state().current).toBe('three');
    store.skip(1);
    expect(audio).toMatchObject({ src: '/one.mp3', paused: false });
  });

  it('cues a track at a moment, paused, and pauses the one playing', () => {
    const { store, audio, state } = setUp();
    store.play('one');
    store.cue('three', 30);
    expect(audio).toMatchObject({ src: '/three.mp3', currentTime: 30, paused: true });
    expect(state()).toMatchObject({ current: 'three', time: 30, playing: false });
    store.play();
    expect(audio).toMatchObject({ currentTime: 30, paused: false });
  });

  it('moves a track by 5 s, within its length; a seek on another track cues it there', () => {
    const { store, audio, state } = setUp();
    store.play('one');
    audio.playTo(58);
    store.jump('one', 5);
    expect(audio.currentTime).toBe(60);
    store.jump('one', -70);
    expect(audio.currentTime).toBe(0);

    store.seek('two', 20);
    expect(audio).toMatchObject({ src: '/two.mp3', currentTime: 20, paused: true });
    expect(state().current).toBe('two');
  });

  it('keeps what is asked before the audio element exists, and does it once it is attached', () => {
    const store = createPlaybackStore();
    store.setQueue(queue, 'Artist', []);
    store.play('two');
    store.toggleLoop();
    store.changeVolume(-1);
    expect(store.getSnapshot()).toMatchObject({ current: 'two', playing: true, loop: true });

    const audio = new FakeAudio();
    store.attach(audio);
    expect(audio).toMatchObject({ src: '/two.mp3', paused: false, loop: true });
    expect(audio.volume).toBeCloseTo(0.9);
  });

  it('mutes and unmutes to the volume it had', () => {
    const { store, audio } = setUp();
    store.setVolume(0.4);
    store.toggleMute();
    expect(audio.volume).toBe(0);
    store.toggleMute();
    expect(audio.volume).toBe(0.4);
  });

  it('says which track could not be played, until one plays', () => {
    const { store, audio, state } = setUp();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    store.play('one');
    audio.fail();
    expect(state()).toMatchObject({ unavailable: 'one', playing: false });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not be played'), expect.anything());
    store.play('two');
    expect(state().unavailable).toBeUndefined();
    error.mockRestore();
  });

  it('resumes after a full page load where the visitor was, paused, without loading until play', () => {
    const before = setUp();
    before.store.play('two');
    before.audio.playTo(12);
    const record = before.store.resumeRecord()!;
    expect(record).toMatchObject({ slug: 'two', time: 12 });

    const store = createPlaybackStore();
    store.restore(record);
    expect(store.getSnapshot()).toMatchObject({ current: 'two', time: 12, playing: false, queue });
    const audio = new FakeAudio();
    store.attach(audio);
    expect(audio).toMatchObject({ src: '/two.mp3', currentTime: 12, paused: true });
    expect(audio.played).toEqual([]);
  });

  it('forgets the current track when closed; a new list keeps it playing, after the list’s own tracks', () => {
    const { store, audio, state } = setUp();
    store.play('one');
    store.close();
    expect(audio.paused).toBe(true);
    expect(state().current).toBeUndefined();

    store.play('three');
    store.setQueue(queue.slice(0, 2), 'Other artist', []);
    expect(state()).toMatchObject({ current: 'three', playing: true, artist: 'Artist' });
    expect(state().queue.map((track) => track.slug)).toEqual(['one', 'two', 'three']);
    expect(audio.paused).toBe(false);
  });

  it('plays a track of a list the page offers from that list, and changes nothing before', () => {
    const { store, audio, state } = setUp();
    store.play('one');
    const post = [
      { slug: 'media:/take.mp3', title: 'Take', src: '/take.mp3', page: '/writing/a' },
      { slug: 'two', title: 'Two', src: '/two.mp3', page: '/music/two' },
    ];
    store.offer(post, 'Owner', []);
    expect(state()).toMatchObject({ current: 'one', playing: true });
    expect(state().queue.map((track) => track.slug)).toEqual(['one', 'two', 'three']);

    store.play('media:/take.mp3');
    expect(state()).toMatchObject({ current: 'media:/take.mp3', playing: true, artist: 'Owner' });
    expect(state().queue.map((track) => track.slug)).toEqual(['media:/take.mp3', 'two']);
    expect(audio.src).toBe('/take.mp3');
    // It ends: the next of its list follows.
    audio.finish();
    expect(state().current).toBe('two');
  });

  describe('a page of releases, each its own list', () => {
    const track = (slug: string): QueueTrack => ({ slug, title: slug, src: `/${slug}.mp3`, page: `/music/${slug}` });
    const ep = ['ep-1', 'ep-2'].map(track);
    const single = ['single-1'].map(track);
    const loose = ['loose-1', 'loose-2'].map(track);
    /** The lists as the Music page shows them: the first one first. */
    function showPage() {
      const store = createPlaybackStore();
      const audio = new FakeAudio();
      store.attach(audio);
      store.present(ep, 'Artist', [], true);
      store.present(single, 'Artist', [], false);
      store.present(loose, 'Artist', [], false);
      return { store, audio, state: () => store.getSnapshot() };
    }
    const slugs = (list: readonly QueueTrack[]) => list.map((each) => each.slug);

    it('queues the first list, and a track of another makes its own list the queue', () => {
      const { store, state } = showPage();
      expect(slugs(state().queue)).toEqual(['ep-1', 'ep-2']);
      store.play('loose-1');
      expect(slugs(state().queue)).toEqual(['loose-1', 'loose-2']);
      expect(state().current).toBe('loose-1');
    });

    it('ends a release with its last track: the next is never another release’s', () => {
      const { store, audio, state } = showPage();
      store.play('ep-2');
      audio.finish();
      expect(state()).toMatchObject({ current: 'ep-2', playing: false });
      // The visitor's Next wraps round the same release.
      store.skip(1);
      expect(state().current).toBe('ep-1');
    });

    it('keeps the playing track’s own list as the queue when the page is shown again', () => {
      const { store, state } = showPage();
      store.play('loose-2');
      store.present(ep, 'Artist', [], true);
      store.present(single, 'Artist', [], false);
      store.present(loose, 'Artist', [], false);
      expect(slugs(state().queue)).toEqual(['loose-1', 'loose-2']);
      expect(state()).toMatchObject({ current: 'loose-2', playing: true });
    });
  });

  describe("a track started before the page's code ran (its own audio element)", () => {
    /** The early element, playing `slug` at `seconds`. */
    async function early(slug: string, seconds: number) {
      const audio = new FakeAudio();
      audio.src = `/${slug}.mp3`;
      await audio.play();
      audio.playTo(seconds);
      return audio;
    }

    it('is adopted where it is: current, playing, at its time, and the store drives it', async () => {
      const store = createPlaybackStore();
      const audio = await early('two', 12);
      store.adopt(queue[1]!, audio);
      expect(store.getSnapshot()).toMatchObject({ current: 'two', playing: true, time: 12 });
      store.setQueue(queue, 'Artist', []);
      expect(store.getSnapshot()).toMatchObject({ current: 'two', playing: true });
      audio.playTo(14);
      expect(store.getSnapshot().time).toBe(14);
      store.toggle('two');
      expect(audio.paused).toBe(true);
      expect(audio.played).toEqual(['/two.mp3']);
    });

    /** Every play and pause of the given elements, in the order they happened, named. */
    function recordTurns(elements: Record<string, FakeAudio>) {
      const turns: string[] = [];
      for (const [name, element] of Object.entries(elements))
        for (const type of ['play', 'pause']) element.addEventListener(type, () => turns.push(`${name} ${type}`));
      return turns;
    }

    /** The early element playing `two` at 12 s, adopted, and the site's element, its file not yet come. */
    async function handingOver() {
      const store = createPlaybackStore();
      const first = await early('two', 12);
      store.adopt(queue[1]!, first);
      store.setQueue(queue, 'Artist', []);
      const site = new FakeAudio();
      site.fileArrivesAtOnce = false;
      const turns = recordTurns({ early: first, site });
      store.attach(site);
      return { store, first, site, turns };
    }

    it("hands over to the site's element at the same place, which then plays alone", async () => {
      const store = createPlaybackStore();
      const first = await early('two', 12);
      store.adopt(queue[1]!, first);
      store.setQueue(queue, 'Artist', []);
      const site = new FakeAudio();
      const turns = recordTurns({ early: first, site });
      store.attach(site);
      expect(site).toMatchObject({ src: '/two.mp3', currentTime: 12, paused: false });
      // One stops, then the other starts: never both.
      expect(turns).toEqual(['early pause', 'site play']);
      // The early element no longer speaks for the store.
      first.playTo(30);
      expect(store.getSnapshot()).toMatchObject({ current: 'two', playing: true, time: 12 });
    });

    it("plays the early element on until the site's can play, then starts the site's where it had got to", async () => {
      const { store, first, site, turns } = await handingOver();
      // Its file still on its way: the site's element waits, paused, and the early one plays on.
      expect(site).toMatchObject({ src: '/two.mp3', paused: true, preload: 'auto' });
      first.playTo(13.5);
      expect(first.paused).toBe(false);
      expect(store.getSnapshot()).toMatchObject({ current: 'two', playing: true, time: 13.5 });
      site.arrive();
      expect(site).toMatchObject({ currentTime: 13.5, paused: false, preload: 'none' });
      expect(first.paused).toBe(true);
      expect(turns).toEqual(['early pause', 'site play']);
      expect(store.getSnapshot()).toMatchObject({ current: 'two', playing: true, time: 13.5 });
    });

    it('paused while it hands over, both stop there, and Play goes on in the site’s element', async () => {
      const { store, first, site, turns } = await handingOver();
      first.playTo(14);
      store.pause();
      expect(first.paused).toBe(true);
      expect(site).toMatchObject({ paused: true, currentTime: 14 });
      expect(store.getSnapshot()).toMatchObject({ playing: false, time: 14 });
      site.arrive();
      expect(site.paused).toBe(true);
      store.play();
      expect(site).toMatchObject({ paused: false, currentTime: 14 });
      expect(turns).toEqual(['early pause', 'site play']);
      expect(first.played).toEqual(['/two.mp3']);
    });

    it('a seek while it hands over moves the early element, and the site’s goes on from there', async () => {
      const { store, first, site } = await handingOver();
      store.seek('two', 40);
      expect(first).toMatchObject({ currentTime: 40, paused: false });
      site.arrive();
      expect(site).toMatchObject({ currentTime: 40, paused: false });
    });

    it('the track ending while it hands over starts the next one in the site’s element', async () => {
      const { store, first, site, turns } = await handingOver();
      first.finish();
      expect(store.getSnapshot()).toMatchObject({ current: 'three', playing: true });
      expect(site).toMatchObject({ src: '/three.mp3', paused: false });
      expect(turns).toEqual(['early pause', 'site play']);
    });

    it('the site’s element unable to play the file stops the early one too', async () => {
      const { store, first, site } = await handingOver();
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      site.fail();
      expect(first.paused).toBe(true);
      expect(store.getSnapshot()).toMatchObject({ playing: false, unavailable: 'two' });
      error.mockRestore();
    });

    it('paused early, it stays paused where it was, and nothing plays after the handover', async () => {
      const store = createPlaybackStore();
      const first = await early('one', 5);
      first.pause();
      store.adopt(queue[0]!, first);
      expect(store.getSnapshot()).toMatchObject({ current: 'one', playing: false, time: 5 });
      const site = new FakeAudio();
      store.attach(site);
      expect(site.paused).toBe(true);
      store.play();
      expect(site).toMatchObject({ src: '/one.mp3', currentTime: 5, paused: false });
      expect(first.paused).toBe(true);
    });
  });
});
