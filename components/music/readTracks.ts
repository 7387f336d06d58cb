import path from 'node:path';
import { parseFile } from 'music-metadata';
import type { Track } from '@/content';
import { withBasePath } from '@/components/basePath';
import { trackPath } from './trackText';

export interface TrackInfo {
  title: string;
  /** The file's path from the site root, e.g. /Distant_album_114_v1.mp3. */
  path: string;
  /** The URL the browser loads it from (with the base path, if any). */
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
        return { title, path: trackPath(title), src: withBasePath(trackPath(title)), duration: format.duration };
      } catch {
        return { title, path: trackPath(title), src: withBasePath(trackPath(title)) };
      }
    }),
  );
}
