import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { WaveformAtRest, WaveformSeekBar } from './WaveformSeekBar';

const PATH = 'M0 20h4v8h-4z';

// jsdom has no PointerEvent: a mouse event with a pointer id stands in for it.
window.PointerEvent ??= class extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
} as unknown as typeof PointerEvent;

/** An audio element whose duration and time the test sets (jsdom has no media). */
function fakeAudio(duration = 200) {
  const audio = document.createElement('audio');
  let time = 0;
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(audio, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
  return audio;
}

/** The bar is 600 px wide, from x = 100. */
function placeBar(slider: HTMLElement) {
  slider.getBoundingClientRect = () => ({ left: 100, width: 600, top: 0, height: 40, right: 700, bottom: 40, x: 100, y: 0, toJSON: () => ({}) });
  slider.setPointerCapture = () => {};
}

describe('the waveform seek bar', () => {
  it('is a slider that says the time, not a percentage', () => {
    const audio = fakeAudio(200);
    render(<WaveformSeekBar path={PATH} audio={audio} duration={200} />);
    const slider = screen.getByRole('slider', { name: 'Audio progress control' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 3:20');
    audio.currentTime = 65;
    act(() => {
      audio.dispatchEvent(new Event('timeupdate'));
    });
    expect(slider).toHaveAttribute('aria-valuetext', '1:05 of 3:20');
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    expect(slider).toHaveAttribute('aria-valuemax', '200');
  });

  it('reads as the total at the end, though the total is rounded up', () => {
    const audio = fakeAudio(83.6);
    render(<WaveformSeekBar path={PATH} audio={audio} duration={83.6} />);
    const slider = screen.getByRole('slider');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuetext', '1:24 of 1:24');
    audio.currentTime = 83.4;
    act(() => {
      audio.dispatchEvent(new Event('timeupdate'));
    });
    expect(slider).toHaveAttribute('aria-valuetext', '1:23 of 1:24');
  });

  it('seeks where it is clicked: the middle is half the duration', () => {
    const audio = fakeAudio(200);
    render(<WaveformSeekBar path={PATH} audio={audio} duration={200} />);
    const slider = screen.getByRole('slider');
    placeBar(slider);
    fireEvent.pointerDown(slider, { button: 0, clientX: 400, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 400, pointerId: 1 });
    expect(audio.currentTime).toBe(100);
  });

  it('seeks on a click that came without a press (a tap that upgraded the stand-in), not on a positionless one', () => {
    const audio = fakeAudio(200);
    render(<WaveformSeekBar path={PATH} audio={audio} duration={200} />);
    const slider = screen.getByRole('slider');
    placeBar(slider);
    fireEvent.click(slider, { clientX: 250, detail: 0 });
    expect(audio.currentTime).toBe(0);
    fireEvent.click(slider, { clientX: 250, detail: 1 });
    expect(audio.currentTime).toBe(50);
  });

  it('goes on with a press replayed on it after the swap, and seeks where it is released', () => {
    const audio = fakeAudio(200);
    render(<WaveformSeekBar path={PATH} audio={audio} duration={200} />);
    const slider = screen.getByRole('slider');
    placeBar(slider);
    fireEvent.mouseDown(slider, { button: 0, clientX: 200 });
    expect(slider).toHaveAttribute('aria-valuetext', '0:33 of 3:20');
    fireEvent.pointerUp(slider, { clientX: 550, pointerId: 1 });
    expect(audio.currentTime).toBe(150);
  });

  it('follows a drag without seeking, and seeks on release', () => {
    const audio = fakeAudio(200);
    render(<WaveformSeekBar path={PATH} audio={audio} duration={200} />);
    const slider = screen.getByRole('slider');
    placeBar(slider);
    fireEvent.pointerDown(slider, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 250, pointerId: 1 });
    expect(audio.currentTime).toBe(0);
    expect(slider).toHaveAttribute('aria-valuetext', '0:50 of 3:20');
    // Time updates while dragging do not move the bar.
    audio.currentTime = 10;
    act(() => {
      audio.dispatchEvent(new Event('timeupdate'));
    });
    expect(slider).toHaveAttribute('aria-valuetext', '0:50 of 3:20');
    fireEvent.pointerUp(slider, { clientX: 850, pointerId: 1 });
    // Clamped to the end.
    expect(audio.currentTime).toBe(200);
  });

  it('goes to the start with Home and to the end with End', () => {
    const audio = fakeAudio(200);
    audio.currentTime = 50;
    render(<WaveformSeekBar path={PATH} audio={audio} duration={200} />);
    const slider = screen.getByRole('slider');
    expect(fireEvent.keyDown(slider, { key: 'End' })).toBe(false);
    expect(audio.currentTime).toBe(200);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(audio.currentTime).toBe(0);
  });

  it('draws the played part in a second layer, only once something has played', () => {
    const audio = fakeAudio(200);
    const { container } = render(<WaveformSeekBar path={PATH} audio={audio} duration={200} />);
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    audio.currentTime = 50;
    act(() => {
      audio.dispatchEvent(new Event('timeupdate'));
    });
    const layers = container.querySelectorAll('svg');
    expect(layers).toHaveLength(2);
    expect(layers[1]!.style.clipPath).toBe('inset(0 75.00% 0 0)');
  });

  it('at rest is the same markup as the live bar at 0:00, pre-rendered without any style', () => {
    const live = render(<WaveformSeekBar path={PATH} audio={fakeAudio(200)} duration={200} />).container.innerHTML;
    const atRest = renderToStaticMarkup(<WaveformAtRest path={PATH} duration={200} />);
    expect(atRest).toBe(live);
    expect(atRest).not.toMatch(/style=/);
  });
});
