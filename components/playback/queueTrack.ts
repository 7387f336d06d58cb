/** A track as the site's player knows it: what it plays and shows, and what a resumed visit keeps. */
export interface QueueTrack {
  /** The track's own page slug (/music/<slug>): its identity here. */
  slug: string;
  title: string;
  /** The URL the browser loads the audio from (with the base path, if any). */
  src: string;
  /** The track's own page, without the base path (for client-side links). */
  page: string;
  /** The duration read at build time ("1:05"), shown until the file's own metadata arrives. */
  durationText?: string;
  /** The same in seconds. */
  duration?: number;
  /** The track's waveform (an SVG path made at build time), its seek bar; none if it could not be read. */
  waveform?: string;
}
