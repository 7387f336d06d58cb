'use client';

import { getDisplayTimeBySeconds } from 'react-h5-audio-player/lib/utils';
import { usePlayback } from './playbackStore';

/**
 * Where a track is, as the library writes its current time ("01:05"; "--:--" for a track not
 * yet played or moved in; hours only for a track an hour long). The same in its row and in
 * the "Now playing" bar.
 */
export function Clock({ seconds, duration = 0 }: { seconds?: number; duration?: number }) {
  return (
    <div className="rhap_time rhap_current-time">
      {seconds === undefined ? '--:--' : getDisplayTimeBySeconds(seconds, duration, 'auto')}
    </div>
  );
}

/** The clock of a track, following the store by itself (the bar's; a list hands its rows their time). */
export function PlayerClock({ slug, duration = 0 }: { slug: string; duration?: number }) {
  const seconds = usePlayback((state) => (state.current === slug ? state.time : state.positions[slug]));
  return <Clock seconds={seconds} duration={duration} />;
}
