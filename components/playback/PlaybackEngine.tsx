'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { TrackPlayer } from '@/components/music/TrackPlayer';
import { sectionOf } from '@/components/shell/section';
import { NowPlayingBar } from './NowPlayingBar';
import { playback, type QueueTrack } from './playbackStore';
import { placement } from './playerPlacement';
import { readResumeRecord, saveResumeRecord } from './resumeRecord';
import { useMediaSession } from './useMediaSession';

/** The page whose rows are the players: the bar does not show there. */
export const MUSIC_SECTION = '/music';

/** Keeps the visitor's place for a full page load (see resumeRecord). */
const saveWhereWeAre = () => {
  const { current } = playback.getSnapshot();
  saveResumeRecord(playback.resumeRecord(playback.media(current)?.currentTime ?? 0));
};

/**
 * The site's music, mounted once in the layout (NowPlayingMount) so that it outlives every
 * page: one player per track that needs one, each drawn into its own box that is moved to the
 * track's row on the Music page, or, for the current track elsewhere, into the "Now playing" bar.
 */
export function PlaybackEngine() {
  const state = useSyncExternalStore(playback.subscribe, playback.getSnapshot, playback.getSnapshot);
  useSyncExternalStore(placement.subscribe, placement.version, placement.version);
  const onMusicPage = sectionOf(usePathname() ?? '') === MUSIC_SECTION;
  const holder = useRef<HTMLDivElement>(null);
  const barSlot = useRef<HTMLDivElement>(null);
  const current = state.queue.find((track) => track.slug === state.current);
  const barShown = Boolean(current) && !onMusicPage;

  useLayoutEffect(() => {
    placement.setHolder(holder.current);
    // After a full page load: the track the visitor was listening to, paused where they left it.
    const record = readResumeRecord();
    if (record && playback.getSnapshot().current === undefined) playback.restore(record);
    return () => placement.setHolder(null);
  }, []);

  // After every render: each player where it belongs now.
  useLayoutEffect(() => {
    for (const slug of state.live) {
      const row = onMusicPage ? placement.rowOf(slug) : undefined;
      placement.put(slug, row ?? (barShown && slug === state.current ? barSlot.current : undefined));
    }
    placement.keepOnly(state.live);
  });

  useEffect(() => {
    addEventListener('pagehide', saveWhereWeAre);
    return () => removeEventListener('pagehide', saveWhereWeAre);
  }, []);

  useMediaSession(current, state.artist, state.artwork);

  const playerOf = (track: QueueTrack) => (
    <TrackPlayer
      key={track.slug}
      src={track.src}
      durationText={track.durationText}
      duration={track.duration}
      waveform={track.waveform}
      compact={barShown && track.slug === state.current}
      startAt={track.slug === state.current ? state.resumeAt : undefined}
      onAudio={(audio) => playback.register(track.slug, audio)}
      onPlay={() => {
        playback.started(track.slug);
        saveWhereWeAre();
      }}
      onPause={() => {
        playback.paused(track.slug);
        if (track.slug === playback.getSnapshot().current) saveWhereWeAre();
      }}
      onListen={saveWhereWeAre}
      onEnded={() => playback.ended(track.slug)}
      onPrevious={() => playback.skip(-1)}
      onNext={() => playback.skip(1)}
    />
  );

  return (
    <>
      <div ref={holder} hidden />
      {state.live.map((slug) => {
        const track = state.queue.find((candidate) => candidate.slug === slug);
        return track ? createPortal(playerOf(track), placement.boxOf(slug), slug) : null;
      })}
      {barShown && current && (
        <NowPlayingBar
          track={current}
          artist={state.artist}
          playing={state.playing}
          playerSlot={barSlot}
          onClose={() => {
            playback.close();
            saveResumeRecord(undefined);
          }}
        />
      )}
    </>
  );
}
