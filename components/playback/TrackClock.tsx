import { formatClock } from './clock';

/**
 * Where a track is, in the site's one clock format ("0:05", "3:25", "1:02:05"; "--:--" for a
 * track not yet played or moved in), as the track's length beside it is written. The same in
 * its row (handed its time by the list) and in the "Now playing" bar.
 */
export function TrackClock({ seconds }: { seconds?: number }) {
  return <div className="rhap_time rhap_current-time">{seconds === undefined ? '--:--' : formatClock(seconds)}</div>;
}
