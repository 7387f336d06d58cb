import { act, fireEvent, render, within } from '@testing-library/react';
import { loadPlaybackEngine } from '@/components/playback/NowPlayingMount';
import { fakeViewport, stubMedia } from './testing/fakeBrowser';
import { audioOf, musicPage, track } from './testing/musicPage';

// A file of its own: the players' code is fetched once per page (here, per test file), and
// this test needs it not to have been (Playlist.test.tsx has the pointer and focus cases).
fakeViewport();
jest.mock('next/navigation', () => ({ usePathname: () => '/music' }));

it('keeps the keys pressed on a stand-in before the players’ code arrives: Enter on Play plays, a player key is replayed', async () => {
  const played = stubMedia();
  render(musicPage);
  const play = within(track('Two')).getByRole('button', { name: 'Play' });
  fireEvent.focus(play);
  // The browser's own click for Enter is held back: it becomes one click once the player is there.
  expect(fireEvent.keyDown(play, { key: 'Enter' })).toBe(false);
  // The player's key for loop.
  fireEvent.keyDown(play, { key: 'l' });
  expect(audioOf('Two')).toBeNull();
  expect(played).toEqual([]);

  await act(() => loadPlaybackEngine());
  const row = within(track('Two'));
  expect(played).toEqual([audioOf('Two')]);
  expect(row.getByRole('button', { name: 'Pause' })).toHaveFocus();
  expect(audioOf('Two')!.loop).toBe(true);
  expect(row.getByRole('button', { name: 'Disable loop' })).toBeInTheDocument();
  expect(played).toHaveLength(1);
});
