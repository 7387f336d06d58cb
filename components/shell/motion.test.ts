type Controls = Promise<void> & { stop: jest.Mock };

/** framer-motion's animate as the tests hold it: each call noted, each animation done at once. */
const mockAnimate = jest.fn((): Controls => Object.assign(Promise.resolve(), { stop: jest.fn() }));
let mockOffline = false;
jest.mock('framer-motion/dom/mini', () => {
  if (mockOffline) throw new Error('offline');
  return { animate: mockAnimate };
});

/** A fresh copy of the module: framer-motion's code not fetched yet. */
const freshMotion = (): typeof import('./motion') => jest.requireActual('./motion');

beforeEach(() => {
  jest.resetModules();
  mockAnimate.mockClear();
  mockOffline = false;
});

describe('startMotion', () => {
  it('starts an animation asked for before its code is here as soon as the code arrives, then at once', async () => {
    const { startMotion, motionReady } = freshMotion();
    const box = document.createElement('div');
    expect(motionReady()).toBe(false);
    const first = startMotion(box, { opacity: 0 }, { duration: 0.7 });
    expect(mockAnimate).not.toHaveBeenCalled();
    await first.finished;
    expect(mockAnimate).toHaveBeenCalledWith(box, { opacity: 0 }, { duration: 0.7 });
    expect(motionReady()).toBe(true);
    startMotion(box, { opacity: 1 });
    expect(mockAnimate).toHaveBeenCalledTimes(2);
  });

  it('never starts one stopped before its code arrived', async () => {
    const { startMotion } = freshMotion();
    const exit = startMotion(document.createElement('div'), { opacity: 0 });
    exit.stop();
    await exit.finished;
    expect(mockAnimate).not.toHaveBeenCalled();
  });

  it('without its code moves nothing and lets what waits for it go on; the next ask fetches it again', async () => {
    const { startMotion } = freshMotion();
    mockOffline = true;
    await expect(startMotion(document.createElement('div'), { opacity: 0 }).finished).resolves.toBeUndefined();
    expect(mockAnimate).not.toHaveBeenCalled();
    mockOffline = false;
    await startMotion(document.createElement('div'), { opacity: 0 }).finished;
    expect(mockAnimate).toHaveBeenCalledTimes(1);
  });
});
