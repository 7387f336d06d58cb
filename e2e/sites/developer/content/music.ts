import type { MusicContent } from '@/lib/content/schema';

/** No music: `tracks: []` leaves the Music page out, with no artist or cover to give. */
export const music: MusicContent = { tracks: [] };
