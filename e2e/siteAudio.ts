import type { Page } from '@playwright/test';

/** What the site's audio element holds and does. */
export interface AudioState {
  /** Its file's path from the site root, decoded ("/music/Café noir.m4a"); "" before any track. */
  file: string;
  paused: boolean;
  time: number;
  duration: number;
  volume: number;
  loop: boolean;
}

/** The site's audio elements, however many there are (the site keeps one, once its player's code is in). */
export const audioStates = (page: Page): Promise<AudioState[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('audio')].map((audio) => ({
      file: audio.getAttribute('src') ? decodeURIComponent(new URL(audio.currentSrc || audio.src).pathname) : '',
      paused: audio.paused,
      time: audio.currentTime,
      duration: audio.duration,
      volume: audio.volume,
      loop: audio.loop,
    })),
  );

/** The site's one audio element (fails if there is not exactly one). */
export async function siteAudio(page: Page): Promise<AudioState> {
  const all = await audioStates(page);
  if (all.length !== 1) throw new Error(`expected one audio element, found ${all.length}`);
  return all[0]!;
}

/** Sets the site's audio element's time, as a visitor's seek elsewhere would. */
export async function setAudioTime(page: Page, seconds: number | 'end-2' | 'end-0.5'): Promise<void> {
  // A time from the end needs the duration, which is NaN until the file's metadata has arrived.
  if (typeof seconds !== 'number')
    await page.waitForFunction(() => Number.isFinite(document.querySelector('audio')?.duration));
  await page.locator('audio').evaluate((audio: HTMLAudioElement, at) => {
    audio.currentTime = typeof at === 'number' ? at : audio.duration - Number(at.slice(4));
  }, seconds);
}
