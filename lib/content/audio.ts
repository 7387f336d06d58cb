/** The audio files a track may be: what the content check accepts and what pages and feeds state. */

/** The audio types browsers play, by file extension, with the MIME type a page and a feed state. */
export const audioTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
};

/** "/a/b.M4A" → "audio/mp4"; undefined for a type browsers do not play. */
export function audioType(file: string): string | undefined {
  return audioTypes[file.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? ''];
}

/** The track's file: its own path, or else its title plus .mp3 at the site root. */
export const trackFile = (track: { title: string; file?: string }) => track.file ?? `/${track.title}.mp3`;
