/**
 * jsdom cannot play audio: play() and pause() flip `paused` and fire the events a browser
 * fires, and record which element played. Restore with jest.restoreAllMocks().
 */
export function stubMedia(): HTMLMediaElement[] {
  const played: HTMLMediaElement[] = [];
  const setPaused = (media: HTMLMediaElement, paused: boolean) => Object.defineProperty(media, 'paused', { configurable: true, value: paused });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    setPaused(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    setPaused(this, true);
    this.dispatchEvent(new Event('pause'));
  });
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  return played;
}

/**
 * An IntersectionObserver that only reports what the test says. Install it before the first
 * render of a test file: the page keeps one observer (nearViewport.ts).
 */
export function fakeViewport() {
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => {};
  class FakeObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe(element: Element) {
      observed.add(element);
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      observed.clear();
    }
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    observed,
    /** `element` comes near the viewport. */
    near(element: Element) {
      report([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}
