'use client';

import { getDisplayTimeBySeconds } from 'react-h5-audio-player/lib/utils';
import { usePlayback } from './playbackStore';

/**
 * Where a track is, as the library writes its current time ("01:05"; "--:--" for a track not
 * yet played or moved in; hours only for a track an hour long). The same in its row and in
 * the "Now playing" bar.
 */
export function PlayerClock({ slug, duration = 0 }: { slug: string; duration?: number }) {
  const seconds = usePlayback((state) => (state.current === slug ? state.time : state.positions[slug]));
  return (
    <div className="rhap_time rhap_current-time">
      {seconds === undefined ? '--:--' : getDisplayTimeBySeconds(seconds, duration, 'auto')}
    </div>
  );
}
