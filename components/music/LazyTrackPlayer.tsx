'use client';

import { useEffect, useRef } from 'react';
import type { PlaybackCoordinator } from './playbackCoordinator';
import { PlayerStandIn } from './PlayerStandIn';
import { TrackPlayer, type TrackPlayerProps } from './TrackPlayer';
import { useUpgradeWhenNeeded } from './useUpgradeWhenNeeded';

interface Props extends TrackPlayerProps {
  coordinator: PlaybackCoordinator;
  position: number;
}

/**
 * A track's player: a stand-in that looks and reads the same until the real one is needed
 * (useUpgradeWhenNeeded), or until the coordinator wants to play this track.
 */
export function LazyTrackPlayer({ coordinator, position, ...player }: Props) {
  // Stays in place across the swap: the stand-in's events and its observer are attached here.
  const root = useRef<HTMLDivElement>(null);
  const { upgraded, upgrade, standInEvents } = useUpgradeWhenNeeded(root);

  useEffect(() => coordinator.standIn(position, upgrade), [coordinator, position, upgrade]);

  return (
    <div ref={root} {...standInEvents}>
      {upgraded ? <TrackPlayer {...player} /> : <PlayerStandIn durationText={player.durationText} icons={player.icons} />}
    </div>
  );
}
