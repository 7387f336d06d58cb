/**
 * Which of a track's files a browser plays: its Opus file where the browser plays Opus (smaller
 * for the same sound), else its MP3 (Safari before 17, and every browser without Opus). The
 * catalogue folder's tracks have both (scripts/build/lib/streams.ts); a typed track has its one file.
 */
export const OPUS_TYPE = 'audio/ogg; codecs=opus';

export function audioSource(
  track: { src: string; opus?: string },
  audio: { canPlayType?: (type: string) => string },
): string {
  return track.opus && audio.canPlayType?.(OPUS_TYPE) ? track.opus : track.src;
}
