import path from 'node:path';
import { parseFile } from 'music-metadata';
import type { Track } from '@/content';
import { trackSrc } from './trackText';

export interface TrackInfo {
  title: string;
  src: string;
  /** Seconds, read from the file at build time; undefined if it cannot be read. */
  duration?: number;
}

/**
 * Reads each track's duration from its mp3 at build time, so the page can show it and the
 * structured data can state it without the browser downloading any audio.
 */
export async function readTracks(tracks: Track[]): Promise<TrackInfo[]> {
  return Promise.all(
    tracks.map(async ({ title }) => {
      const file = path.join(process.cwd(), 'public', `${title}.mp3`);
      try {
        const { format } = await parseFile(file, { duration: true });
        return { title, src: trackSrc(title), duration: format.duration };
      } catch {
        return { title, src: trackSrc(title) };
      }
    }),
  );
}
