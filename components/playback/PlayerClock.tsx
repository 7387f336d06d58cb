'use client';

import { TrackClock } from './TrackClock';
import { formatClock } from './clock';
import { usePlayback } from './playbackStore';

/** The clock of a track, following the store by itself: the "Now playing" bar's (a list hands its rows their time). */
export function PlayerClock({ slug }: { slug: string }) {
  const seconds = usePlayback((state) => (state.current === slug ? state.time : state.positions[slug]));
  return <TrackClock seconds={seconds} />;
}

/**
 * The current track's length in the same format, where the library would write its own
 * ("00:36"): the file's once it is known, the build's before.
 */
export function PlayerLength({ duration = 0 }: { duration?: number }) {
  const known = usePlayback((state) => state.duration);
  const seconds = known || duration;
  return <div className="rhap_time rhap_total-time">{seconds ? formatClock(seconds) : '--:--'}</div>;
}
