'use client';

import { useEffect } from 'react';
import { playback, play, type QueueTrack } from './playbackStore';

/** Seconds the media keys' seek backward / forward move by default (the players' own jump step). */
const SEEK_STEP = 5;

/**
 * The operating system's media controls (lock screen, media keys, headset buttons) show the
 * current track and can play, pause, seek and skip it, on every page.
 */
export function useMediaSession(current: QueueTrack | undefined, artist: string, artwork: readonly MediaImage[]) {
  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const media = () => playback.media(playback.getSnapshot().current);
    const seekBy = (seconds: number) => {
      const audio = media();
      if (!audio) return;
      const duration = audio instanceof HTMLMediaElement && Number.isFinite(audio.duration) ? audio.duration : Infinity;
      audio.currentTime = Math.min(Math.max(audio.currentTime + seconds, 0), duration);
    };
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => play(media())],
      ['pause', () => media()?.pause()],
      ['seekbackward', (details) => seekBy(-(details.seekOffset ?? SEEK_STEP))],
      ['seekforward', (details) => seekBy(details.seekOffset ?? SEEK_STEP)],
      ['seekto', (details) => {
        const audio = media();
        if (audio && details.seekTime !== undefined) audio.currentTime = details.seekTime;
      }],
      ['previoustrack', () => playback.skip(-1)],
      ['nexttrack', () => playback.skip(1)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // A browser that does not know an action simply goes without it.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, []);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    navigator.mediaSession.metadata = current ? new MediaMetadata({ title: current.title, artist, artwork: [...artwork] }) : null;
  }, [current, artist, artwork]);
}
