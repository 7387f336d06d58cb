import type { MusicContent } from '../schema';

/** No content/music.ts: the tracks of content/music/ alone, or no music and no Music page. */
export const music: MusicContent = { tracks: [] };
