'use client';

import { createElement, useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { readResumeRecord } from './resumeRecord';

/*
 * The place in the layout where the site's player lives, so that it outlives every page.
 * This file is all that every page loads of it: the player's code (NowPlayingBar, with
 * react-h5-audio-player and the site's one audio element) is a chunk of its own, fetched once
 * the Music page's code has run, or, after a full page load with music to resume, on any page.
 * The Music page's rows are views of the playback store and need none of it to show; what they
 * ask for before it arrives (a Play) takes effect when it does.
 */

/** The bar, made once its code is in: the same element whichever page asked for it. */
let bar: ReactElement | null = null;
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

/** Fetches the player's code and puts the player in place (once; again after a failed fetch). */
export function loadSitePlayer(): Promise<void> {
  loading ??= import('./NowPlayingBar').then(
    ({ NowPlayingBar }) => {
      bar ??= createElement(NowPlayingBar);
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function NowPlayingMount() {
  const player = useSyncExternalStore(
    subscribe,
    () => bar,
    () => null,
  );
  useEffect(() => {
    if (readResumeRecord()) loadSitePlayer().catch(() => {});
  }, []);
  return player;
}
