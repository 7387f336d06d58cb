'use client';

import { useEffect } from 'react';
import { JUMP_SECONDS, playback, type QueueTrack } from './playbackStore';

/**
 * The operating system's media controls (lock screen, media keys, headset buttons) show the
 * current track and can play, pause, seek and skip it, on every page.
 */
export function useMediaSession(current: QueueTrack | undefined, artist: string, artwork: readonly MediaImage[]) {
  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    // With nothing current, the store does nothing for a slug it does not know.
    const current = () => playback.getSnapshot().current ?? '';
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => playback.play()],
      ['pause', () => playback.pause()],
      ['seekbackward', (details) => playback.jump(current(), -(details.seekOffset ?? JUMP_SECONDS))],
      ['seekforward', (details) => playback.jump(current(), details.seekOffset ?? JUMP_SECONDS)],
      ['seekto', (details) => details.seekTime !== undefined && playback.seek(current(), details.seekTime)],
      ['previoustrack', () => playback.skip(-1)],
      ['nexttrack', () => playback.skip(1)],
    ];
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // A browser that does not know an action simply goes without it.
      }
    };
    for (const [action, handler] of handlers) set(action, handler);
    return () => handlers.forEach(([action]) => set(action, null));
  }, []);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    navigator.mediaSession.metadata = current
      ? new MediaMetadata({ title: current.title, artist, artwork: [...artwork] })
      : null;
  }, [current, artist, artwork]);
}
