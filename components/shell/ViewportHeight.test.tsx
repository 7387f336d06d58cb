import { act, render } from '@testing-library/react';
import { ViewportHeight } from './ViewportHeight';

const vh = () => document.documentElement.style.getPropertyValue('--vh');
const resizeTo = (height: number) => {
  window.innerHeight = height;
  window.dispatchEvent(new Event('resize'));
};

describe('ViewportHeight', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sets --vh to 1% of the window height at once, then 1000 ms after the last resize', () => {
    window.innerHeight = 800;
    render(<ViewportHeight />);
    expect(vh()).toBe('8px');

    act(() => resizeTo(700));
    act(() => jest.advanceTimersByTime(600));
    act(() => resizeTo(500));
    act(() => jest.advanceTimersByTime(999));
    expect(vh()).toBe('8px');
    act(() => jest.advanceTimersByTime(1));
    expect(vh()).toBe('5px');
  });
});
