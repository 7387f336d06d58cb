import type { QueueTrack } from '@/components/playback/playbackStore';
import type { AudioInfo } from './readTracks';
import { waveformPath } from './waveformPath';

/** What the site's player needs of a track or an audio file the build has read: its file, length and waveform. */
export const queueTrackOf = (
  info: Pick<AudioInfo, 'src' | 'opus' | 'duration' | 'peaks'>,
  { slug, title, page }: Pick<QueueTrack, 'slug' | 'title' | 'page'>,
): QueueTrack => ({
  slug,
  title,
  src: info.src,
  ...(info.opus ? { opus: info.opus } : {}),
  page,
  duration: info.duration,
  waveform: info.peaks && waveformPath(info.peaks),
});
