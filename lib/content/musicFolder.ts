/**
 * The catalogue folder (content/music/): a musician's releases as they already keep them, one
 * folder per release holding its tagged audio files and its cover, and loose tracks beside the
 * folders. scripts/build/lib/scanMusic.mts reads the files' tags and formats (music-metadata) into
 * a FolderScan; this module turns that scan, with what content/music.ts adds by folder and file
 * name (`releaseFolders`, `trackFiles`), into releases and tracks shaped as the typed ones are,
 * and names the streaming files the build makes of each (scripts/build/lib/streams.ts).
 */
import { audioType } from './audio';
import { fieldPath } from './fieldPath';
import type { MusicContent, Release, Track } from './schema';
import { slugOf } from './slug';
import { DOWNLOAD_FORMATS, downloadPath, type DownloadFormat } from './downloadFormats';

/** The catalogue folder, from the site folder. */
export const MUSIC_FOLDER = 'content/music';
/** What the content check read of the folder, from the site folder: every later step reads it. */
export const SCAN_FILE = '.cache/music-folder.json';
/** Where the build publishes the folder's streaming files, from the site root. */
export const STREAMS_PATH = '/_media/music/streams';
/** The audio files the folder may hold, by extension. */
export const FOLDER_AUDIO = ['mp3', 'm4a', 'aac', 'ogg', 'oga', 'opus', 'wav', 'flac', 'aif', 'aiff'] as const;
/** A release folder's own picture, in the order one is taken. */
export const COVER_NAMES = ['cover.jpg', 'cover.jpeg', 'cover.png', 'folder.jpg', 'folder.png', 'front.jpg'];
/** A lossy file above this rate, or any lossless one, streams from a file the build makes. */
export const LIGHT_ENOUGH_BPS = 320_000;

/** What the scan reads of one audio file of the folder. */
export interface AudioFacts {
  /** Its path from content/music/, with forward slashes: "2024 Night Lines/01 Night Drive.flac" or "Demo.wav". */
  path: string;
  bytes: number;
  format: {
    container?: string;
    codec?: string;
    lossless: boolean;
    /** Bits per second, where the file says. */
    bitrate?: number;
    /** Seconds. */
    duration?: number;
    sampleRate?: number;
    bitsPerSample?: number;
  };
  tags: {
    title?: string;
    artist?: string;
    album?: string;
    track?: number;
    disc?: number;
    /** YYYY-MM-DD, or the year alone (YYYY) where that is all the tag holds. */
    date?: string;
    lyrics?: string;
    composer?: string[];
    genre?: string[];
  };
  /** Its embedded picture, written out by the scan: a path from the site folder ("/.cache/covers/ab12.jpg"). */
  picture?: string;
}

/** What the scan reads of content/music/. */
export interface FolderScan {
  /** Every readable audio file, by path. */
  files: AudioFacts[];
  /** The release folders' names (a folder of audio files at the top of content/music/). */
  folders: string[];
  /** Each release folder's own picture, by folder name: its path from the site folder. */
  covers: Record<string, string>;
  /** One line per file that cannot be read, naming it and why. */
  problems: string[];
}

export const EMPTY_SCAN: FolderScan = { files: [], folders: [], covers: {}, problems: [] };

/** What content/music.ts adds to a release folder: anything of a release but its tracks. */
export type ReleaseFromFolder = Partial<Omit<Release, 'tracks'>>;
/** What content/music.ts adds to a file: anything of a track but its file. */
export type TrackFromFile = Partial<Omit<Track, 'file'>>;

export interface FolderRecords {
  releaseFolders?: Record<string, ReleaseFromFolder>;
  trackFiles?: Record<string, TrackFromFile>;
}

/** How one track of the folder is published: the file a page and a feed name, and where it comes from. */
export interface StreamJob {
  /** The master, from the site folder: "content/music/2024 Night Lines/01 Night Drive.flac". */
  source: string;
  /** The file pages, feeds and playlists name (MP3 where the build transcodes), from the site root. */
  file: string;
  /** The Opus file pages offer first, where the build transcodes. */
  opus?: string;
  /** The build copies the source as it is (already light enough): no second lossy pass. */
  copy: boolean;
  /** The tags every output is written with, and nothing else. */
  tags: { title: string; artist: string; album?: string; track?: number; cover?: string };
  /** Seconds, as the scan read them. */
  duration?: number;
  /** The master's bits per sample, which a FLAC download keeps. */
  bitsPerSample?: number;
  /**
   * The files offered for download, made from the master in the same run: the track's own formats
   * (`published`, linked on its row) and its release's (kept for the release's zips alone).
   */
  downloads: { format: DownloadFormat; file: string; published: boolean }[];
}

export interface FolderMusic {
  releases: Release[];
  /** Each release's folder name, in the releases' order. */
  folders: string[];
  tracks: Track[];
  streams: StreamJob[];
  /** Lines of the content check: a record naming no folder or file, a release with no day or cover. */
  problems: string[];
}

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.[a-z0-9]+$/i, '');

/**
 * What a file's name tells where a tag is missing: "03 - Slow Orbit.wav" → track 3, "Slow Orbit";
 * "1-02 Tidal Lines.flac" → disc 1, track 2; "Night Drive.mp3" → its title alone.
 */
export function fromFileName(file: string): { title: string; track?: number; disc?: number } {
  const name = baseName(file).trim();
  const numbered = /^(?:(\d{1,2})[-.])?(\d{1,3})(?:\s*[-–—.)_]\s*|\s+)(.+)$/.exec(name);
  if (!numbered) return { title: name };
  return {
    title: numbered[3]!.trim(),
    track: Number(numbered[2]),
    ...(numbered[1] ? { disc: Number(numbered[1]) } : {}),
  };
}

/** A release folder's name without the year it may start with: "2024 Night Lines" → 2024, "Night Lines". */
export function fromFolderName(folder: string): { title: string; year?: string } {
  const dated = /^[([]?((?:19|20)\d{2})[)\]]?\s*[-–—_.]?\s*(.+)$/.exec(folder.trim());
  return dated ? { year: dated[1], title: dated[2]!.trim() } : { title: folder.trim() };
}

/** Whether a file streams from one the build makes: lossless, too heavy, or of a type browsers do not play. */
export function needsStream(facts: Pick<AudioFacts, 'path' | 'format'>): boolean {
  return facts.format.lossless || (facts.format.bitrate ?? 0) > LIGHT_ENOUGH_BPS || !audioType(facts.path);
}

/** Album, EP or single, as the stores count: up to 3 tracks under 30 minutes a single, up to 6 an EP. */
export function kindOf(durations: (number | undefined)[]): string {
  const minutes = durations.reduce<number>((sum, seconds) => sum + (seconds ?? 0), 0) / 60;
  if (durations.length <= 3 && minutes < 30) return 'single';
  if (durations.length <= 6 && minutes < 30) return 'EP';
  return 'album';
}

/** The value most files share (the album tag of a release), the first file's where none is commoner. */
function commonest(values: (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) if (value?.trim()) counts.set(value.trim(), (counts.get(value.trim()) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The artist most of the folder's files name, for a catalogue whose content/music.ts names none. */
export const folderArtist = (scan: FolderScan) => commonest(scan.files.map((facts) => facts.tags.artist));

/** A full day of the tags, or a year's first day. */
const dayOf = (date: string | undefined) =>
  date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : date && /^\d{4}$/.test(date) ? `${date}-01-01` : undefined;

/** The folder's tracks in order: by disc and track number (tag, else file name), then by file name. */
export function inOrder(files: AudioFacts[]): AudioFacts[] {
  const key = (facts: AudioFacts) => {
    const named = fromFileName(facts.path);
    return { disc: facts.tags.disc ?? named.disc ?? 1, track: facts.tags.track ?? named.track ?? Infinity };
  };
  return [...files].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka.disc - kb.disc || ka.track - kb.track || a.path.localeCompare(b.path, 'en', { numeric: true });
  });
}

/** A track of the folder: its tags, its file name where a tag is missing, and what music.ts adds by its path. */
function trackOf(facts: AudioFacts, added: TrackFromFile | undefined): Omit<Track, 'file'> {
  const named = fromFileName(facts.path);
  const composers = facts.tags.composer?.flatMap((name) => name.split(/\s*[;/]\s*/)).filter(Boolean);
  const day = facts.tags.date && /^\d{4}-\d{2}-\d{2}$/.test(facts.tags.date) ? facts.tags.date : undefined;
  return {
    title: facts.tags.title?.trim() || named.title,
    ...(day ? { released: day } : {}),
    ...(facts.tags.lyrics?.trim() ? { lyrics: facts.tags.lyrics.trim() } : {}),
    ...(composers?.length ? { credits: { writtenBy: composers } } : {}),
    ...added,
  };
}

/**
 * The folder's releases and loose tracks, with what content/music.ts adds to them, and the
 * streaming file of each track. `artist` is the music's (content/music.ts), else the files' own.
 */
export function folderMusic(
  scan: FolderScan,
  records: FolderRecords,
  { artist, coverAlt }: { artist?: string; coverAlt: (title: string) => string },
): FolderMusic {
  const problems: string[] = [];
  const streams: StreamJob[] = [];
  const byFolder = new Map<string, AudioFacts[]>(scan.folders.map((folder) => [folder, []]));
  const loose: AudioFacts[] = [];
  for (const facts of scan.files) {
    const slash = facts.path.indexOf('/');
    if (slash < 0) loose.push(facts);
    else byFolder.get(facts.path.slice(0, slash))?.push(facts);
  }
  const known = new Set(scan.files.map((facts) => facts.path));
  for (const name of Object.keys(records.releaseFolders ?? {}))
    if (!byFolder.has(name))
      problems.push(
        `content/music.ts: ${fieldPath(['releaseFolders', name])}: ${MUSIC_FOLDER}/ has no folder of that name ` +
          `(it holds ${[...byFolder.keys()].map((folder) => JSON.stringify(folder)).join(', ') || 'none'})`,
      );
  for (const name of Object.keys(records.trackFiles ?? {}))
    if (!known.has(name))
      problems.push(
        `content/music.ts: ${fieldPath(['trackFiles', name])}: ${MUSIC_FOLDER}/${name} is not an audio file there ` +
          '(a path from content/music/, e.g. "2024 Night Lines/01 Night Drive.flac")',
      );

  const published = (
    facts: AudioFacts,
    track: Omit<Track, 'file'>,
    {
      album,
      cover,
      releaseFormats = [],
    }: { album?: string; cover?: string; releaseFormats?: readonly DownloadFormat[] },
  ): Track => {
    const slug = slugOf(track);
    const copy = !needsStream(facts);
    const file = `${STREAMS_PATH}/${slug}.${copy ? extensionOf(facts.path) : 'mp3'}`;
    const formats = [...new Set([...(track.download?.formats ?? []), ...releaseFormats])];
    for (const format of formats)
      if (DOWNLOAD_FORMATS[format].lossless && !facts.format.lossless)
        problems.push(
          `${MUSIC_FOLDER}/${facts.path}: download: offered as ${DOWNLOAD_FORMATS[format].name}, but it is ` +
            `${facts.format.codec ?? 'a lossy file'}: a lossless file made of it would not be lossless; ` +
            'offer a lossy format, or put its lossless master in its place',
        );
    streams.push({
      source: `${MUSIC_FOLDER}/${facts.path}`,
      file,
      ...(copy ? {} : { opus: `${STREAMS_PATH}/${slug}.opus` }),
      copy,
      tags: {
        title: track.title,
        artist: artist ?? facts.tags.artist ?? '',
        ...(album ? { album } : {}),
        ...((facts.tags.track ?? fromFileName(facts.path).track)
          ? { track: facts.tags.track ?? fromFileName(facts.path).track }
          : {}),
        ...(cover ? { cover } : {}),
      },
      duration: facts.format.duration,
      ...(facts.format.bitsPerSample ? { bitsPerSample: facts.format.bitsPerSample } : {}),
      downloads: formats.map((format) => ({
        format,
        file: downloadPath(slug, format),
        published: track.download?.formats?.includes(format) ?? false,
      })),
    });
    return { ...track, file };
  };

  const releases: Release[] = [];
  const folders: string[] = [];
  for (const [folder, files] of byFolder) {
    if (!files.length) continue;
    const ordered = inOrder(files);
    const added = records.releaseFolders?.[folder] ?? {};
    const named = fromFolderName(folder);
    const title = added.title ?? commonest(ordered.map((facts) => facts.tags.album)) ?? named.title;
    const days = ordered.map((facts) => dayOf(facts.tags.date)).filter((day): day is string => !!day);
    const released = added.released ?? days.sort()[0] ?? (named.year && `${named.year}-01-01`);
    const coverFile = scan.covers[folder] ?? ordered.find((facts) => facts.picture)?.picture;
    const where = `${MUSIC_FOLDER}/${folder}/`;
    if (!released) {
      problems.push(
        `${where}: no date in its tracks' tags nor a year in its name: ` +
          `give one in content/music.ts, releaseFolders[${JSON.stringify(folder)}].released`,
      );
      continue;
    }
    const cover = added.cover ?? (coverFile ? { src: coverFile, alt: coverAlt(title) } : undefined);
    if (!cover) {
      problems.push(
        `${where}: no cover: put cover.jpg (or cover.png, folder.jpg) beside its tracks, embed one in the first ` +
          `track's tags, or give one in content/music.ts, releaseFolders[${JSON.stringify(folder)}].cover`,
      );
      continue;
    }
    const tracks = ordered.map((facts) =>
      published(facts, trackOf(facts, records.trackFiles?.[facts.path]), {
        album: title,
        cover: coverFile,
        releaseFormats: added.download?.formats,
      }),
    );
    folders.push(folder);
    releases.push({
      title,
      kind: kindOf(ordered.map((facts) => facts.format.duration)),
      ...added,
      released,
      cover,
      tracks,
    });
  }
  const tracks = inOrder(loose).map((facts) =>
    published(facts, trackOf(facts, records.trackFiles?.[facts.path]), { cover: facts.picture }),
  );
  return { releases, folders, tracks, streams, problems };
}

/**
 * The music with the folder's releases and tracks after the typed ones (checked with them by the
 * content check), the artist the files name where content/music.ts names none, and, for loose
 * tracks with no cover of the music's own, the first one's embedded picture.
 */
export function withFolderMusic(typed: MusicContent, scan: FolderScan, coverAlt: (title: string) => string) {
  const artist = typed.artist ?? folderArtist(scan);
  const folder = folderMusic(scan, typed, { artist, coverAlt });
  const looseCover = folder.tracks.length ? folder.streams.find((job) => job.tags.cover && !job.tags.album) : undefined;
  const music: MusicContent = {
    ...typed,
    ...(artist ? { artist } : {}),
    ...(typed.cover || !looseCover ? {} : { cover: { src: looseCover.tags.cover!, alt: coverAlt(artist ?? '') } }),
    tracks: [...typed.tracks, ...folder.tracks],
    ...(typed.releases || folder.releases.length
      ? {
          releases: [...(typed.releases ?? []), ...folder.releases],
        }
      : {}),
  };
  return { music, folder };
}

/**
 * A content check line about a record the folder made (`releases[k]` from `typed` on, or a loose
 * track's), named by the folder or file it comes from rather than a place in content/music.ts.
 */
export function folderLine(
  line: string,
  { typedReleases, typedTracks, music }: { typedReleases: number; typedTracks: number; music: FolderMusic },
): string {
  const match = /^content\/music\.ts: (releases|tracks)\[(\d+)\](?:\.tracks\[(\d+)\])?\.?([^:]*): (.*)$/.exec(line);
  if (!match) return line;
  const [, list, first, second, field, message] = match;
  const index = Number(first);
  if (list === 'releases') {
    const release = music.releases[index - typedReleases];
    if (!release) return line;
    if (second === undefined)
      return `${MUSIC_FOLDER}/${music.folders[index - typedReleases]}/: ${field || 'release'}: ${message}`;
    const source = music.streams.find((job) => job.file === release.tracks[Number(second)]?.file)?.source;
    return source ? `${source}: ${field || 'track'}: ${message}` : line;
  }
  const track = music.tracks[index - typedTracks];
  const source = track && music.streams.find((job) => job.file === track.file)?.source;
  return source ? `${source}: ${field || 'track'}: ${message}` : line;
}

/**
 * A typed track or release (content/music.ts) offering download formats: those are made from the
 * catalogue folder's masters, and a typed one has only the file it plays. One line each.
 */
export function typedFormatProblems(music: { tracks: Track[]; releases?: Release[] }): string[] {
  const line = (where: (string | number)[]) =>
    `content/music.ts: ${fieldPath([...where, 'download', 'formats'])}: formats are made from the masters of ` +
    `${MUSIC_FOLDER}/; a track or release typed here offers the file it plays: leave formats out`;
  return [
    ...music.tracks.flatMap((track, t) => (track.download?.formats ? [line(['tracks', t])] : [])),
    ...(music.releases ?? []).flatMap((release, r) => [
      ...(release.download?.formats ? [line(['releases', r])] : []),
      ...release.tracks.flatMap((track, t) => (track.download?.formats ? [line(['releases', r, 'tracks', t])] : [])),
    ]),
  ];
}
