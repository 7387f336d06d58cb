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

/**
 * The volume bar at full volume, as the library draws it for a player that has not played,
 * for the stand-in (PlayerStandIn) to show. The library's own renders aria-valuenow="NaN"
 * until its audio element exists, which is why the real player is never pre-rendered.
 * Focusable like the library's bar, so both have the same controls in the same order.
 */
export function VolumeBarAtRest({ label }: { label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={100} tabIndex={0} className="rhap_volume-bar-area">
      <div className="rhap_volume-bar">
        <div className="rhap_volume-indicator" />
      </div>
    </div>
  );
}
