import { act, render, screen } from '@testing-library/react';
import { playback } from './playbackStore';
import { PlayerClock } from './PlayerClock';

afterEach(() => act(() => playback.close()));

describe('PlayerClock', () => {
  it(
    'says "--:--" for a track never started, then the time as the library writes it, ' + 'with hours for a long track',
    () => {
      playback.setQueue(
        [{ slug: 'set', title: 'Set', src: '/set.mp3', page: '/music/set', duration: 4000 }],
        'Artist',
        [],
      );
      render(<PlayerClock slug="set" duration={4000} />);
      expect(screen.getByText('--:--')).toBeInTheDocument();
      act(() => playback.cue('set', 3725));
      expect(screen.getByText('1:02:05')).toBeInTheDocument();
    },
  );
});
