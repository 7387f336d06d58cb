import { createPlaybackCoordinator, type Playable } from './playbackCoordinator';

function fakeTrack(): Playable & { paused: boolean } {
  const track = {
    paused: true,
    play: jest.fn(() => {
      track.paused = false;
    }),
    pause: jest.fn(() => {
      track.paused = true;
    }),
  };
  return track;
}

describe('playback coordinator', () => {
  it('pauses every other track when one starts', () => {
    const coordinator = createPlaybackCoordinator();
    const tracks = [fakeTrack(), fakeTrack(), fakeTrack()];
    tracks.forEach((track, position) => coordinator.register(position, track));

    tracks[0]!.play();
    coordinator.started(0);
    tracks[2]!.play();
    coordinator.started(2);

    expect(tracks.map((track) => track.paused)).toEqual([true, true, false]);
    expect(tracks[1]!.pause).not.toHaveBeenCalled();
    expect(coordinator.current()).toBe(2);
  });

  it('skips to the next and previous track, wrapping around', () => {
    const coordinator = createPlaybackCoordinator();
    const tracks = [fakeTrack(), fakeTrack(), fakeTrack()];
    tracks.forEach((track, position) => coordinator.register(position, track));

    expect(coordinator.skip(1)).toBe(0);
    coordinator.started(0);
    expect(coordinator.skip(-1)).toBe(2);
    expect(tracks[0]!.paused).toBe(true);
    expect(tracks[2]!.paused).toBe(false);
    coordinator.started(2);
    expect(coordinator.skip(1)).toBe(0);
  });

  it('starts from the last track when skipping back with nothing started', () => {
    const coordinator = createPlaybackCoordinator();
    [fakeTrack(), fakeTrack()].forEach((track, position) => coordinator.register(position, track));
    expect(coordinator.skip(-1)).toBe(1);
  });

  it('forgets a track that is removed', () => {
    const coordinator = createPlaybackCoordinator();
    const track = fakeTrack();
    const remove = coordinator.register(0, track);
    coordinator.started(0);
    remove();
    expect(coordinator.current()).toBeUndefined();
    expect(coordinator.skip(1)).toBeUndefined();
  });

  it('upgrades a stand-in skipped to, and plays it once its player registers', () => {
    const coordinator = createPlaybackCoordinator();
    const first = fakeTrack();
    coordinator.register(0, first);
    const upgrades = [jest.fn(), jest.fn()];
    upgrades.forEach((upgrade, index) => coordinator.standIn(index + 1, upgrade));
    first.play();
    coordinator.started(0);

    expect(coordinator.skip(1)).toBe(1);
    expect(first.paused).toBe(true);
    expect(upgrades[0]).toHaveBeenCalledTimes(1);
    expect(upgrades[1]).not.toHaveBeenCalled();
    const second = fakeTrack();
    coordinator.register(1, second);
    expect(second.play).toHaveBeenCalledTimes(1);
    expect(coordinator.current()).toBe(1);
  });

  it('goes on from a stand-in skipped to that has not started yet, which then stays silent', () => {
    const coordinator = createPlaybackCoordinator();
    const upgrades = [jest.fn(), jest.fn(), jest.fn()];
    upgrades.forEach((upgrade, position) => coordinator.standIn(position, upgrade));
    expect(coordinator.skip(1)).toBe(0);
    expect(coordinator.skip(1)).toBe(1);
    const skippedPast = fakeTrack();
    coordinator.register(0, skippedPast);
    expect(skippedPast.play).not.toHaveBeenCalled();
  });

  it('does not start a stand-in skipped to once the visitor has started another track', () => {
    const coordinator = createPlaybackCoordinator();
    const first = fakeTrack();
    coordinator.register(0, first);
    coordinator.standIn(1, jest.fn());
    coordinator.skip(1);
    coordinator.skip(1);
    coordinator.started(0);
    const late = fakeTrack();
    coordinator.register(1, late);
    expect(late.play).not.toHaveBeenCalled();
  });
});
