import { renderHook } from '@testing-library/react';
import { useWhenIdle } from './useWhenIdle';

describe('useWhenIdle', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('runs its task once the loaded page is idle, and not when it is not wanted', () => {
    let idle: (() => void) | undefined;
    Object.defineProperty(window, 'requestIdleCallback', {
      value: (callback: () => void) => ((idle = callback), 1),
      configurable: true,
    });
    Object.defineProperty(window, 'cancelIdleCallback', { value: () => {}, configurable: true });
    const task = jest.fn();
    const { unmount } = renderHook(() => useWhenIdle(task));
    expect(task).not.toHaveBeenCalled();
    idle!();
    expect(task).toHaveBeenCalledTimes(1);
    unmount();

    const unwanted = jest.fn();
    idle = undefined;
    renderHook(() => useWhenIdle(unwanted, false));
    expect(idle).toBeUndefined();
    expect(unwanted).not.toHaveBeenCalled();
  });

  it('runs it at once where the browser has no idle callback', () => {
    const task = jest.fn();
    renderHook(() => useWhenIdle(task));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
