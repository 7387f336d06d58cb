'use client';

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { playback, type QueueTrack } from '@/components/playback/playbackStore';
import { placement } from '@/components/playback/playerPlacement';
import { PlayerStandIn } from './PlayerStandIn';
import { useUpgradeWhenNeeded } from './useUpgradeWhenNeeded';

/**
 * A track's player in its row on the Music page: a stand-in that looks and reads the same
 * until the real player is needed (useUpgradeWhenNeeded). The real one is the site's
 * (PlaybackEngine), put here while the row is on screen, so a track that plays on after the
 * visitor leaves is the same one they find here when they come back.
 */
export function TrackRowPlayer({ track }: { track: QueueTrack }) {
  const { slug } = track;
  // Stays in place across the swap: the stand-in's events and its observer are attached here.
  const root = useRef<HTMLDivElement>(null);
  /** Whether this row has asked for the real player (and must give it back), or has left the page. */
  const request = useRef<'none' | 'asked' | 'gone'>('none');
  const wanted = useSyncExternalStore(
    playback.subscribe,
    () => playback.getSnapshot().live.includes(slug),
    () => false,
  );
  /** The player's code has arrived (it follows the page's own): until then, the stand-in. */
  const engineMounted = useSyncExternalStore(placement.subscribe, placement.engineMounted, () => false);
  const live = wanted && engineMounted;

  const goLive = useCallback(() => {
    if (request.current !== 'none') return;
    request.current = 'asked';
    playback.want(slug);
  }, [slug]);

  useEffect(() => {
    request.current = 'none';
    return () => {
      if (request.current === 'asked') playback.release(slug);
      // An upgrade still queued for this row comes to nothing.
      request.current = 'gone';
    };
  }, [slug]);

  // A track made current from elsewhere (the media keys, a track that ended) keeps its player
  // here once it is no longer current, as one the visitor started would.
  useEffect(() => {
    if (wanted) goLive();
  }, [wanted, goLive]);

  const { standInEvents } = useUpgradeWhenNeeded(root, live, engineMounted, goLive);
  const slot = useCallback((element: HTMLDivElement | null) => placement.row(slug, element), [slug]);

  return (
    <div ref={root} {...standInEvents}>
      {!live && <PlayerStandIn durationText={track.durationText} duration={track.duration} waveform={track.waveform} />}
      <div ref={slot} />
    </div>
  );
}
