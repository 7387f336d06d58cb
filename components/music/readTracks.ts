import path from 'node:path';
import { parseFile } from 'music-metadata';
import type { Track } from '@/content';
import { slugOf } from '@/content/slug';
import { trackFile } from '@/content/uses';
import { withBasePath } from '@/components/basePath';
import { audioType, urlPath } from './trackText';

export interface TrackInfo {
  title: string;
  /** Its own page's slug (/music/<slug>). */
  slug: string;
  /** The file's URL path from the site root, e.g. /Distant_album_114_v1.mp3. */
  path: string;
  /** The URL the browser loads it from (with the base path, if any). */
  src: string;
  /** Its MIME type, from its extension (the content check has made sure the file really is that). */
  type: string;
  /** Seconds, read from the file at build time; undefined if it cannot be read. */
  duration?: number;
}

/**
 * Reads each track's duration from its file at build time, so the page can show it and the
 * structured data can state it without the browser downloading any audio.
 */
export async function readTracks(tracks: Track[]): Promise<TrackInfo[]> {
  return Promise.all(
    tracks.map(async (track) => {
      const file = trackFile(track);
      const info = { title: track.title, slug: slugOf(track), path: urlPath(file), src: withBasePath(urlPath(file)), type: audioType(file) ?? 'audio/mpeg' };
      try {
        const { format } = await parseFile(path.join(process.cwd(), 'public', file), { duration: true });
        return { ...info, duration: format.duration };
      } catch {
        return info;
      }
    }),
  );
}
