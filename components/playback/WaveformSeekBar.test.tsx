import { act, fireEvent, render, screen } from '@testing-library/react';
import { playback } from './playbackStore';
import { FakeAudio } from './testing/fakeAudio';
import { WaveformSeekBar } from './WaveformSeekBar';
import './testing/pointerEvent';
import { en } from '@/lib/i18n/dictionaries/en';

const PATH = 'M0 20h4v8h-4z';

/** The site's player with one track of `duration` seconds, made current (paused at 0). */
function oneTrack(duration = 200) {
  const audio = new FakeAudio({ '/a.mp3': duration });
  playback.setQueue([{ slug: 'a', title: 'A', src: '/a.mp3', page: '/music/a', duration }], 'Artist', []);
  playback.attach(audio);
  act(() => playback.cue('a', 0));
  return audio;
}

/** The track plays on to `seconds`. */
const playTo = (audio: FakeAudio, seconds: number) => act(() => audio.playTo(seconds));

afterEach(() => {
  playback.close();
  playback.attach(null);
});

/** The bar is 600 px wide, from x = 100. */
function placeBar(slider: HTMLElement) {
  slider.getBoundingClientRect = () => ({
    left: 100,
    width: 600,
    top: 0,
    height: 40,
    right: 700,
    bottom: 40,
    x: 100,
    y: 0,
    toJSON: () => ({}),
  });
  slider.setPointerCapture = () => {};
}

describe('the waveform seek bar', () => {
  it('is a slider that says the time, not a percentage', () => {
    const audio = oneTrack(200);
    render(<WaveformSeekBar slug="a" path={PATH} duration={200} words={en.player} />);
    const slider = screen.getByRole('slider', { name: 'Audio progress control' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 3:20');
    playTo(audio, 65);
    expect(slider).toHaveAttribute('aria-valuetext', '1:05 of 3:20');
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    expect(slider).toHaveAttribute('aria-valuemax', '200');
  });

  it('reads as the total at the end, though the total is rounded up', () => {
    const audio = oneTrack(83.6);
    render(<WaveformSeekBar slug="a" path={PATH} duration={83.6} words={en.player} />);
    const slider = screen.getByRole('slider');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuetext', '1:24 of 1:24');
    playTo(audio, 83.4);
    expect(slider).toHaveAttribute('aria-valuetext', '1:23 of 1:24');
  });

  it('seeks where it is clicked: the middle is half the duration', () => {
    const audio = oneTrack(200);
    render(<WaveformSeekBar slug="a" path={PATH} duration={200} words={en.player} />);
    const slider = screen.getByRole('slider');
    placeBar(slider);
    fireEvent.pointerDown(slider, { button: 0, clientX: 400, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 400, pointerId: 1 });
    expect(audio.currentTime).toBe(100);
  });

  it('follows a drag without seeking, and seeks on release', () => {
    const audio = oneTrack(200);
    render(<WaveformSeekBar slug="a" path={PATH} duration={200} words={en.player} />);
    const slider = screen.getByRole('slider');
    placeBar(slider);
    fireEvent.pointerDown(slider, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 250, pointerId: 1 });
    expect(audio.currentTime).toBe(0);
    expect(slider).toHaveAttribute('aria-valuetext', '0:50 of 3:20');
    // Time updates while dragging do not move the bar.
    playTo(audio, 10);
    expect(slider).toHaveAttribute('aria-valuetext', '0:50 of 3:20');
    fireEvent.pointerUp(slider, { clientX: 850, pointerId: 1 });
    // Clamped to the end.
    expect(audio.currentTime).toBe(200);
  });

  it('goes to the start with Home and to the end with End', () => {
    const audio = oneTrack(200);
    audio.currentTime = 50;
    render(<WaveformSeekBar slug="a" path={PATH} duration={200} words={en.player} />);
    const slider = screen.getByRole('slider');
    expect(fireEvent.keyDown(slider, { key: 'End' })).toBe(false);
    expect(audio.currentTime).toBe(200);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(audio.currentTime).toBe(0);
  });

  it('draws the played part in a second layer, only once something has played', () => {
    const audio = oneTrack(200);
    const { container } = render(<WaveformSeekBar slug="a" path={PATH} duration={200} words={en.player} />);
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    playTo(audio, 50);
    expect(container.querySelectorAll('svg')).toHaveLength(2);
    expect(screen.getByRole('slider').style.getPropertyValue('--played')).toBe('0.2500');
  });

  it('plays and pauses with Space, and does not scroll the page', () => {
    const audio = oneTrack(200);
    render(<WaveformSeekBar slug="a" path={PATH} duration={200} words={en.player} />);
    const slider = screen.getByRole('slider');
    expect(fireEvent.keyDown(slider, { key: ' ' })).toBe(false);
    expect(audio.paused).toBe(false);
    fireEvent.keyDown(slider, { key: ' ' });
    expect(audio.paused).toBe(true);
  });

  it('shows another track where it was left, and a press there cues that track', () => {
    const audio = oneTrack(200);
    playback.setQueue(
      [...playback.getSnapshot().queue, { slug: 'b', title: 'B', src: '/b.mp3', page: '/music/b', duration: 100 }],
      'Artist',
      [],
    );
    render(<WaveformSeekBar slug="b" duration={100} words={en.player} />);
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 1:40');
    placeBar(slider);
    fireEvent.pointerDown(slider, { button: 0, clientX: 250, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 250, pointerId: 1 });
    expect(audio).toMatchObject({ src: '/b.mp3', currentTime: 25, paused: true });
    expect(slider).toHaveAttribute('aria-valuetext', '0:25 of 1:40');
  });
});
