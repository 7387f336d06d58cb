'use client';

import { formatClock } from './clock';
import { usePlayback } from './playbackStore';

/**
 * Where a track is, in the site's one clock format ("0:05", "3:25", "1:02:05"; "--:--" for a
 * track not yet played or moved in), as the track's length beside it is written. The same in
 * its row (handed its time by the list) and in the "Now playing" bar.
 */
export function Clock({ seconds }: { seconds?: number }) {
  return <div className="rhap_time rhap_current-time">{seconds === undefined ? '--:--' : formatClock(seconds)}</div>;
}

/** The clock of a track, following the store by itself (the bar's; a list hands its rows their time). */
export function PlayerClock({ slug }: { slug: string }) {
  const seconds = usePlayback((state) => (state.current === slug ? state.time : state.positions[slug]));
  return <Clock seconds={seconds} />;
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
