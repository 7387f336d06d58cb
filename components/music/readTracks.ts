import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { STREAMS_PATH } from '@/lib/content/musicFolder';
import { DOWNLOAD_FORMATS, downloadPath } from '@/lib/content/downloadFormats';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseFile } from 'music-metadata';
import type { Track } from '@/lib/content/schema';
import { siteFolder } from '@/lib/content/siteFolder';
import { slugOf } from '@/lib/content/slug';
import { trackFile } from '@/lib/content/audio';
import { fileUrl } from '@/components/basePath';
import { audioType } from '@/lib/content/audio';
import { urlPath } from './trackText';

/** What the build reads of an audio file the site publishes. */
export interface AudioInfo {
  /** The file's URL path from the site root, e.g. /Distant_album_114_v1.mp3. */
  path: string;
  /** The URL the browser loads it from (with the base path, if any). */
  src: string;
  /** The same audio as Opus, where the build made one (the catalogue folder's: lib/content/musicFolder.ts). */
  opus?: string;
  /** Its MIME type, from its extension (the content check has made sure the file really is that). */
  type: string;
  /** Seconds, read from the file at build time; undefined if it cannot be read. */
  duration?: number;
  /** The file's size in bytes, read at build time (a feed's enclosure and a download link state it). */
  bytes?: number;
  /**
   * The waveform: WAVEFORM_BARS peaks from 0 to PEAK_MAX, read from the file by
   * scripts/build/build-waveforms.mts before the build (waveformPath() draws them); undefined if
   * the file could not be decoded, or that step has not run (`next build` on its own).
   */
  peaks?: number[];
}

export interface TrackInfo extends AudioInfo {
  /** The track as the content gives it. */
  track: Track;
  /** Its own page's slug (/music/<slug>). */
  slug: string;
  /** The files of the formats it offers for download (the catalogue folder's, `download.formats`), as built. */
  downloads?: { file: string; src: string; format: string; bytes?: number }[];
}

/** The size of a file of public/, read at build time; undefined if it is not there. */
const sizeOf = (file: string) =>
  stat(path.join(siteFolder().public, file)).then(
    ({ size }) => size,
    () => undefined,
  );

/** A track's downloads in the formats it names, each with its size. */
const downloadsOf = (track: Track) =>
  Promise.all(
    (track.download?.formats ?? []).map(async (format) => {
      const file = downloadPath(slugOf(track), format);
      return { file, src: fileUrl(file), format: DOWNLOAD_FORMATS[format].name, bytes: await sizeOf(file) };
    }),
  );

/**
 * Reads an audio file of the site's public/ (its path from the site root as content/ names it,
 * "/Night Drive.mp3") at build time: its length, size and waveform, so a page can show them and
 * structured data and feeds state them without the browser downloading any audio.
 */
export async function readAudio(file: string): Promise<AudioInfo> {
  const onDisk = path.join(siteFolder().public, file);
  const opus = file.startsWith(`${STREAMS_PATH}/`) ? file.replace(/\.mp3$/, '.opus') : undefined;
  const info: AudioInfo = {
    path: urlPath(file),
    src: fileUrl(file),
    ...(opus && opus !== file && existsSync(path.join(siteFolder().public, opus)) ? { opus: fileUrl(opus) } : {}),
    type: audioType(file) ?? 'audio/mpeg',
    bytes: await sizeOf(file),
    peaks: waveforms()[file],
  };
  try {
    const { format } = await parseFile(onDisk, { duration: true });
    return { ...info, duration: format.duration };
  } catch {
    return info;
  }
}

/** Each track's file read (readAudio), with its track, in the content's order. */
export async function readTracks(tracks: Track[]): Promise<TrackInfo[]> {
  return Promise.all(
    tracks.map(async (track) => ({
      track,
      slug: slugOf(track),
      ...(await readAudio(trackFile(track))),
      downloads: await downloadsOf(track),
    })),
  );
}

let manifest: Record<string, number[]> | undefined;

/** The peaks of every file the waveform step could decode, by its path from the site root. */
function waveforms(): Record<string, number[]> {
  try {
    manifest ??= JSON.parse(readFileSync(path.join(process.cwd(), '.cache', 'waveforms.json'), 'utf8')) as Record<
      string,
      number[]
    >;
  } catch {
    manifest = {};
  }
  return manifest;
}
