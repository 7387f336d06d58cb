import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { playback, usePlaylistView, type QueueTrack } from './playbackStore';
import { FakeAudio } from './testing/fakeAudio';
import { TrackPlayer, type PlayerIcons } from './TrackPlayer';
import { playerIconData } from './playerIconData';
import './testing/pointerEvent';
import { en } from '@/lib/i18n/dictionaries/en';

const icons = Object.fromEntries(Object.keys(playerIconData).map((name) => [name, <svg key={name} />])) as PlayerIcons;
const tracks: QueueTrack[] = ['one', 'two'].map((slug) => ({
  slug,
  title: slug,
  src: `/${slug}.mp3`,
  page: `/music/${slug}`,
  duration: 100,
}));

let audio: FakeAudio;
beforeEach(() => {
  audio = new FakeAudio({ '/one.mp3': 100, '/two.mp3': 100 });
  playback.setQueue(tracks, 'Artist', []);
  playback.attach(audio);
});
afterEach(() => {
  act(() => {
    playback.close();
    playback.setVolume(1);
    if (playback.getSnapshot().loop) playback.toggleLoop();
  });
  playback.attach(null);
});

/** Both tracks' rows, as the Music page lists them: the list reads the store and hands each row its part. */
function Rows() {
  const shownOf = usePlaylistView();
  return (
    <ul>
      {tracks.map((track) => (
        <li key={track.slug} aria-label={track.title}>
          <TrackPlayer track={track} shown={shownOf(track)} icons={icons} words={en.player} />
        </li>
      ))}
    </ul>
  );
}

function renderRows() {
  render(<Rows />);
  return (title: string) => within(screen.getByRole('listitem', { name: title }));
}

describe('a track’s row player', () => {
  it('plays its own track, and shows Pause only on the row playing', () => {
    const row = renderRows();
    fireEvent.click(row('two').getByRole('button', { name: 'Play' }));
    expect(audio).toMatchObject({ src: '/two.mp3', paused: false });
    expect(row('two').getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(row('one').getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('takes the library’s keys on the focused player: Space, ← →, ↑ ↓, l and m', () => {
    const row = renderRows();
    const player = row('one').getByRole('group', { name: 'Audio player' });
    expect(fireEvent.keyDown(player, { key: ' ' })).toBe(false);
    expect(audio).toMatchObject({ src: '/one.mp3', paused: false });
    fireEvent.keyDown(player, { key: 'ArrowRight' });
    expect(audio.currentTime).toBe(5);
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    expect(audio.currentTime).toBe(0);
    expect(fireEvent.keyDown(player, { key: 'ArrowDown' })).toBe(false);
    expect(audio.volume).toBeCloseTo(0.9);
    fireEvent.keyDown(player, { key: 'l' });
    expect(audio.loop).toBe(true);
    expect(row('two').getByRole('button', { name: 'Disable loop' })).toBeInTheDocument();
    fireEvent.keyDown(player, { key: 'm' });
    expect(audio.volume).toBe(0);
    expect(row('one').getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    // Space on a button is the button's own: it is not taken twice.
    fireEvent.keyDown(row('one').getByRole('button', { name: 'Rewind' }), { key: ' ' });
    expect(audio.paused).toBe(false);
  });

  it('sets the volume where its bar is pressed, and follows a drag', () => {
    const row = renderRows();
    const volume = row('one').getByRole('progressbar', { name: 'Volume control' });
    volume.getBoundingClientRect = () => ({
      left: 0,
      width: 100,
      top: 0,
      height: 10,
      right: 100,
      bottom: 10,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    volume.setPointerCapture = () => {};
    volume.hasPointerCapture = () => true;
    fireEvent.pointerDown(volume, { button: 0, clientX: 25, pointerId: 1 });
    expect(audio.volume).toBe(0.25);
    fireEvent.pointerMove(volume, { clientX: 140, pointerId: 1 });
    expect(audio.volume).toBe(1);
    expect(volume).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows each track’s time where it was left, "--:--" before it was ever started', () => {
    const row = renderRows();
    expect(row('two').getByText('--:--')).toBeInTheDocument();
    act(() => {
      playback.play('two');
      audio.playTo(42);
      playback.play('one');
    });
    expect(row('two').getByText('0:42')).toBeInTheDocument();
    expect(row('one').getByText('0:00')).toBeInTheDocument();
    expect(row('one').getByText('1:40')).toBeInTheDocument();
  });

  it('says so when its track cannot be played', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const row = renderRows();
    fireEvent.click(row('one').getByRole('button', { name: 'Play' }));
    act(() => audio.fail());
    expect(row('one').getByRole('status')).toHaveTextContent('This track is unavailable right now.');
    expect(row('two').getByRole('status')).toBeEmptyDOMElement();
    error.mockRestore();
  });
});
