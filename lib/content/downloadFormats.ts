/**
 * The formats a catalogue folder's track or release may be offered in (content/music.ts,
 * `download.formats`), each made at build from the master (scripts/build/lib/streams.ts): its
 * name as the download link shows it, its file's extension and what tells its file from the
 * others', and the encoder's settings.
 */
export const DOWNLOAD_FORMAT_KEYS = ['flac', 'mp3-320', 'mp3-v0', 'opus'] as const;

export type DownloadFormat = (typeof DOWNLOAD_FORMAT_KEYS)[number];

export const DOWNLOAD_FORMATS: Record<
  DownloadFormat,
  { name: string; extension: string; suffix: string; lossless: boolean; args: readonly string[] }
> = {
  flac: { name: 'FLAC', extension: 'flac', suffix: '', lossless: true, args: ['-c:a', 'flac'] },
  'mp3-320': {
    name: 'MP3 320',
    extension: 'mp3',
    suffix: '-320',
    lossless: false,
    args: ['-c:a', 'libmp3lame', '-b:a', '320k'],
  },
  'mp3-v0': {
    name: 'MP3 V0',
    extension: 'mp3',
    suffix: '-v0',
    lossless: false,
    args: ['-c:a', 'libmp3lame', '-q:a', '0'],
  },
  opus: { name: 'Opus', extension: 'opus', suffix: '-128', lossless: false, args: ['-c:a', 'libopus', '-b:a', '128k'] },
};

/** Where a track's download in a format is published, from the site root. */
export const downloadPath = (slug: string, format: DownloadFormat) =>
  `/_media/music/downloads/${slug}${DOWNLOAD_FORMATS[format].suffix}.${DOWNLOAD_FORMATS[format].extension}`;
