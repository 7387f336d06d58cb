'use client';

import CurrentTime from 'react-h5-audio-player/lib/CurrentTime';

/*
 * Parts of react-h5-audio-player's UI, built from its exported parts, where its own would
 * make the page's markup invalid. Behaviour, classes and labels are the library's.
 */

/**
 * The current time, as the library shows it, without the id the library gives it: the same
 * id="rhap_current-time" in every player would be a duplicate id from the second player on.
 * ("--:--" until the track has loaded, as the library's own.)
 */
export function CurrentTimeSlot({ audio }: { audio: HTMLAudioElement | null }) {
  // The library reads the time when it is created, then only on the audio's events. A track
  // resumed after a reload has a time before it has loaded anything: created again, it shows it.
  const resumed = Boolean(audio && audio.readyState === 0 && audio.currentTime > 0);
  return (
    <div className="rhap_time rhap_current-time">
      <CurrentTime key={resumed ? 'resumed' : 'fresh'} audio={audio ?? undefined} isLeftTime={false} defaultCurrentTime="--:--" timeFormat="auto" />
    </div>
  );
}
