import { act, fireEvent, render, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PlaybackEngine } from '@/components/playback/PlaybackEngine';
import { playback, type QueueTrack } from '@/components/playback/playbackStore';
import { TrackRowPlayer } from './TrackRowPlayer';
import { fakeViewport, stubMedia } from './testing/fakeBrowser';

jest.mock('next/navigation', () => ({ usePathname: () => '/music' }));

const song: QueueTrack = { slug: 'song', title: 'Song', src: '/song.mp3', page: '/music/song', durationText: '0:06' };
const other: QueueTrack = { slug: 'other', title: 'Other', src: '/other.mp3', page: '/music/other', durationText: '0:06' };

const viewport = fakeViewport();

/**
 * One track's player. With `focusBeforeCode`, the page's HTML is on screen and that control
 * (by accessible name) has focus before the page's code hydrates it: the page loads its code
 * after the first view, so a keyboard visitor can get there first.
 */
function renderTrack({ focusBeforeCode }: { focusBeforeCode?: string } = {}) {
  // As the playlist does: its tracks are the queue, and the site's player is in place.
  playback.setQueue([song, other], 'Artist', []);
  render(<PlaybackEngine />);
  const ui = <TrackRowPlayer track={song} />;
  let view;
  if (focusBeforeCode) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    within(container).getByLabelText(focusBeforeCode).focus();
    view = render(ui, { container, hydrate: true });
  } else {
    view = render(ui);
  }
  const { container } = view;
  const player = () => within(container).getByRole('group', { name: 'Audio player' });
  const control = (role: string, name: string) => within(player()).getByRole(role, { name });
  const audio = () => container.querySelector('audio');
  const onPlay = () => played.filter((element) => element === audio()).length;
  return { ...view, onPlay, player, control, audio };
}

let played: HTMLMediaElement[];
beforeEach(() => {
  jest.useFakeTimers();
  played = stubMedia();
});
afterEach(() => {
  playback.close();
  // Where the last test left the music: the next one starts afresh, not resuming it.
  sessionStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('a track’s player in its row: a stand-in until needed', () => {
  it('starts as a stand-in: the player, its controls and its duration, but no audio element', () => {
    const { audio, control, player } = renderTrack();
    expect(audio()).toBeNull();
    expect(player()).toHaveAttribute('tabindex', '0');
    for (const name of ['Enable loop', 'Rewind', 'Play', 'Forward', 'Mute']) expect(control('button', name)).toBeVisible();
    expect(control('progressbar', 'Audio progress control')).toHaveAttribute('aria-valuenow', '0');
    expect(control('progressbar', 'Volume control')).toHaveAttribute('aria-valuenow', '100');
    expect(player()).toHaveTextContent('--:--0:06');
  });

  it('becomes the real player when it comes near the viewport, and is no longer watched', () => {
    const { audio, container } = renderTrack();
    const root = container.firstElementChild!;
    expect(viewport.observed.has(root)).toBe(true);
    act(() => viewport.near(root));
    expect(viewport.observed.has(root)).toBe(false);
    // Soon, not during the observer's callback: one player per task.
    expect(audio()).toBeNull();
    act(() => jest.runOnlyPendingTimers());
    expect(audio()).toHaveAttribute('preload', 'none');
    expect(viewport.observed.has(root)).toBe(false);
    expect(played).toEqual([]);
  });

  it('becomes the real player during the pointerdown, and the press on Play plays it', () => {
    const { audio, control, onPlay } = renderTrack();
    const standInPlay = control('button', 'Play');
    // Swapped while the pointerdown is still being dispatched (not when React gets round to it).
    let swappedDuringPress = false;
    window.addEventListener('pointerdown', () => (swappedDuringPress = audio() !== null), { once: true });
    fireEvent.pointerDown(standInPlay, { pointerType: 'mouse' });
    expect(swappedDuringPress).toBe(true);
    const play = control('button', 'Play');
    expect(play).not.toBe(standInPlay);
    // Chromium aims the release at the new button and sends no click (its press target is gone).
    fireEvent.pointerUp(play, { pointerType: 'mouse' });
    act(() => jest.runOnlyPendingTimers());
    expect(played).toEqual([audio()]);
    expect(onPlay()).toBe(1);
    expect(play).toHaveFocus();
    expect(control('button', 'Pause')).toBe(play);
  });

  it('plays once when the browser does deliver the click after the swap', () => {
    const { audio, control } = renderTrack();
    fireEvent.pointerDown(control('button', 'Play'), { pointerType: 'mouse' });
    const play = control('button', 'Play');
    fireEvent.pointerUp(play);
    fireEvent.click(play);
    act(() => jest.runOnlyPendingTimers());
    expect(played).toEqual([audio()]);
    // Not played and then paused again by a second click.
    expect(audio()!.paused).toBe(false);
  });

  it('does nothing more when the press is released somewhere else', () => {
    const { control } = renderTrack();
    fireEvent.pointerDown(control('button', 'Play'), { pointerType: 'mouse' });
    fireEvent.pointerUp(document.body);
    act(() => jest.runOnlyPendingTimers());
    expect(played).toEqual([]);
  });

  it('plays on a click that came without a press (a screen reader activating Play)', () => {
    const { audio, control } = renderTrack();
    fireEvent.click(control('button', 'Play'));
    expect(played).toEqual([audio()]);
  });

  it('keeps keyboard focus on the same control when focus upgrades it', () => {
    const { audio, control } = renderTrack();
    act(() => control('button', 'Forward').focus());
    expect(audio()).not.toBeNull();
    expect(control('button', 'Forward')).toHaveFocus();
    act(() => control('progressbar', 'Audio progress control').focus());
    expect(control('progressbar', 'Audio progress control')).toHaveFocus();
  });

  it.each([
    ['Space on the player', 'Audio player', ' '],
    ['Space on Play', 'Play', ' '],
    ['Enter on Play', 'Play', 'Enter'],
  ])('applies the key that upgraded a player focused before the code ran: %s plays', (_, name, key) => {
    const { audio, control, player } = renderTrack({ focusBeforeCode: name });
    expect(audio()).toBeNull();
    const event = fireEvent.keyDown(document.activeElement!, { key });
    expect(played).toEqual([audio()]);
    // Not also a page scroll (Space) or a second activation.
    expect(event).toBe(false);
    expect(name === 'Play' ? control('button', 'Pause') : player()).toHaveFocus();
  });

  it('applies the shortcuts that upgraded a player focused before the code ran: l, ArrowDown, m', () => {
    const looped = renderTrack({ focusBeforeCode: 'Audio player' });
    fireEvent.keyDown(document.activeElement!, { key: 'l' });
    expect(looped.audio()!.loop).toBe(true);
    expect(looped.control('button', 'Disable loop')).toBeVisible();
    expect(looped.player()).toHaveFocus();
    looped.unmount();

    const quieter = renderTrack({ focusBeforeCode: 'Audio player' });
    // ArrowDown would scroll the page; the player prevents that, for the replayed key too.
    expect(fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })).toBe(false);
    expect(quieter.audio()!.volume).toBeCloseTo(0.9, 5);
    fireEvent.keyDown(document.activeElement!, { key: 'm' });
    expect(quieter.audio()!.volume).toBe(0);
  });

  it('keeps focus on the same control when it comes near the viewport while focused', () => {
    const { audio, container, control } = renderTrack({ focusBeforeCode: 'Rewind' });
    act(() => viewport.near(container.firstElementChild!));
    act(() => jest.runOnlyPendingTimers());
    expect(audio()).not.toBeNull();
    expect(control('button', 'Rewind')).toHaveFocus();
  });

  it('is upgraded and played when the media keys skip to it', () => {
    const { audio } = renderTrack();
    act(() => {
      playback.skip(1);
    });
    expect(audio()).not.toBeNull();
    expect(played).toEqual([audio()]);
  });
});
