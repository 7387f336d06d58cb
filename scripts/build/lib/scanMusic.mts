/**
 * Wraps music-metadata.
 * Reads the catalogue folder (content/music/, lib/content/musicFolder.ts): each audio file's
 * container, codec, length and tags (ID3v2 in MP3 and AIFF, Vorbis comments in FLAC, Ogg and
 * Opus, MP4 atoms in M4A, RIFF INFO in WAV) with `parseFile`, which reads a file's headers and
 * tags, never a whole master, into memory; each release folder's picture; and each embedded
 * picture, written once to the site folder's .cache/covers/ by its bytes' hash. A file it cannot
 * read is one line naming it and why. The content check runs it and writes what it read to the
 * site folder's .cache/music-folder.json, which every later step reads (lib/site/load.ts).
 *   tsx scripts/build/lib/scanMusic.mts SITE_FOLDER   (prints the scan as JSON)
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseFile, type IAudioMetadata } from 'music-metadata';
import {
  COVER_NAMES,
  FOLDER_AUDIO,
  MUSIC_FOLDER,
  SCAN_FILE,
  type AudioFacts,
  type FolderScan,
} from '../../../lib/content/musicFolder';

const isAudio = (name: string) => (FOLDER_AUDIO as readonly string[]).includes(name.toLowerCase().split('.').pop()!);
const hidden = (name: string) => name.startsWith('.') || name.startsWith('_');

/** The tags' date as YYYY-MM-DD or YYYY ("2024-03-01T00:00:00" → "2024-03-01"), if it holds one. */
function dateOf(common: IAudioMetadata['common']): string | undefined {
  const written = common.date ?? common.originaldate;
  const day = written?.match(/^(\d{4}-\d{2}-\d{2})/)?.[1];
  if (day) return day;
  const year = written?.match(/^(\d{4})/)?.[1] ?? (common.year ? String(common.year) : undefined);
  return year;
}

/** The unsynchronised lyrics, as a tagger writes them (ID3's USLT, Vorbis LYRICS, MP4 ©lyr). */
function lyricsOf(common: IAudioMetadata['common']): string | undefined {
  const lyrics = common.lyrics as unknown as (string | { text?: string })[] | undefined;
  const text = lyrics?.map((entry) => (typeof entry === 'string' ? entry : entry.text)).find((value) => value?.trim());
  return text?.replace(/\r\n?/g, '\n');
}

async function factsOf(root: string, relative: string, covers: string): Promise<AudioFacts> {
  const file = path.join(root, MUSIC_FOLDER, relative);
  const [{ format, common }, { size }] = await Promise.all([parseFile(file, { duration: true }), stat(file)]);
  if (!format.container || !format.duration) throw new Error('no audio in it that the reader knows');
  let picture: string | undefined;
  const embedded = common.picture?.[0];
  if (embedded) {
    const extension = embedded.format.includes('png') ? 'png' : 'jpg';
    const name = `${createHash('sha256').update(embedded.data).digest('hex').slice(0, 16)}.${extension}`;
    const onDisk = path.join(covers, name);
    if (!existsSync(onDisk)) await writeFile(onDisk, embedded.data);
    picture = `/${path.relative(root, onDisk).split(path.sep).join('/')}`;
  }
  const given = <T,>(value: T | null | undefined) => (value === null || value === undefined ? undefined : value);
  return {
    path: relative,
    bytes: size,
    format: {
      container: format.container,
      codec: format.codec,
      lossless: format.lossless === true,
      bitrate: given(format.bitrate),
      duration: format.duration,
      sampleRate: given(format.sampleRate),
      bitsPerSample: given(format.bitsPerSample),
    },
    tags: Object.fromEntries(
      Object.entries({
        title: common.title?.trim() || undefined,
        artist: (common.albumartist ?? common.artist)?.trim() || undefined,
        album: common.album?.trim() || undefined,
        track: given(common.track.no),
        disc: given(common.disk.no),
        date: dateOf(common),
        lyrics: lyricsOf(common),
        composer: common.composer?.length ? common.composer : undefined,
        genre: common.genre?.length ? common.genre : undefined,
      }).filter(([, value]) => value !== undefined),
    ) as AudioFacts['tags'],
    ...(picture ? { picture } : {}),
  };
}

/** Reads content/music/ of a site folder; an empty scan where there is none. */
export async function scanMusic(root: string): Promise<FolderScan> {
  const top = path.join(root, MUSIC_FOLDER);
  const scan: FolderScan = { files: [], folders: [], covers: {}, problems: [] };
  if (!existsSync(top)) return scan;
  const covers = path.join(root, '.cache', 'covers');
  await mkdir(covers, { recursive: true });
  const entries = (await readdir(top, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(top, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !relative.split('/').some(hidden))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const folders = new Set<string>();
  for (const relative of entries) {
    const parts = relative.split('/');
    if (parts.length > 1 && isAudio(relative)) folders.add(parts[0]!);
    if (parts.length === 2 && COVER_NAMES.includes(parts[1]!.toLowerCase()) && !scan.covers[parts[0]!])
      scan.covers[parts[0]!] = `/${MUSIC_FOLDER}/${relative}`;
  }
  // Both cores read: a file's tags are a few small reads, so the disk waits more than it works.
  const audio = entries.filter(isAudio);
  const results = await Promise.allSettled(audio.map((relative) => factsOf(root, relative, covers)));
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') scan.files.push(result.value);
    else {
      const reason = ((result.reason as Error)?.message ?? String(result.reason)).split('\n')[0];
      scan.problems.push(`${MUSIC_FOLDER}/${audio[index]}: cannot be read as audio (${reason})`);
    }
  });
  scan.folders = [...folders].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  // A picture in a folder of no audio is no release's cover.
  for (const folder of Object.keys(scan.covers)) if (!folders.has(folder)) delete scan.covers[folder];
  // The pictures of files since retagged or removed: nothing reads them any more.
  const inUse = new Set(scan.files.flatMap((facts) => (facts.picture ? [path.basename(facts.picture)] : [])));
  for (const name of await readdir(covers)) if (!inUse.has(name)) await rm(path.join(covers, name), { force: true });
  return scan;
}

/** Reads the folder and keeps what it read for the steps after the check (lib/site/load.ts reads it). */
export async function scanAndKeep(root: string): Promise<FolderScan> {
  const scan = await scanMusic(root);
  const kept = path.join(root, SCAN_FILE);
  await mkdir(path.dirname(kept), { recursive: true });
  await writeFile(kept, `${JSON.stringify(scan, null, 1)}\n`);
  return scan;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await scanMusic(path.resolve(process.argv[2] ?? '.')), null, 1));
}
