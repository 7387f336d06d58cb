/**
 * jsdom cannot play audio: play() and pause() flip `paused` and fire the events a browser
 * fires, and record which element played. Restore with jest.restoreAllMocks().
 */
export function stubMedia(): HTMLMediaElement[] {
  const played: HTMLMediaElement[] = [];
  const setPaused = (media: HTMLMediaElement, paused: boolean) =>
    Object.defineProperty(media, 'paused', { configurable: true, value: paused });
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
