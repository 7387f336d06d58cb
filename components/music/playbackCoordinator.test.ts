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
});
