import { act, render, screen } from '@testing-library/react';
import { playback } from './playbackStore';
import { PlayerClock, PlayerLength } from './PlayerClock';

afterEach(() => act(() => playback.close()));

describe('PlayerClock', () => {
  it('says "--:--" for a track never started, then the time in the site’s clock format, hours too', () => {
    playback.setQueue(
      [{ slug: 'set', title: 'Set', src: '/set.mp3', page: '/music/set', duration: 4000 }],
      'Artist',
      [],
    );
    render(<PlayerClock slug="set" />);
    expect(screen.getByText('--:--')).toBeInTheDocument();
    act(() => playback.cue('set', 3725));
    expect(screen.getByText('1:02:05')).toBeInTheDocument();
    act(() => playback.cue('set', 3));
    // Not the library's "00:03".
    expect(screen.getByText('0:03')).toBeInTheDocument();
  });

  it('writes the track’s length in the same format: the build’s, then the file’s once known', () => {
    playback.setQueue(
      [{ slug: 'song', title: 'Song', src: '/song.mp3', page: '/music/song', duration: 36 }],
      'Artist',
      [],
    );
    act(() => playback.cue('song', 0));
    render(<PlayerLength duration={36} />);
    // Not the library's "00:36".
    expect(screen.getByText('0:36')).toBeInTheDocument();
  });
});
