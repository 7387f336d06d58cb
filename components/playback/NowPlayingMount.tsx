'use client';

import { createElement, useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { useWhenIdle } from '@/components/hooks/useWhenIdle';
import { loadOnce } from '@/components/loadOnce';
import { readResumeRecord } from './resumeRecord';

/*
 * The place in the layout where the site's player lives, so that it outlives every page.
 * This file is all that every page loads of it: the player's code (NowPlayingBar, with
 * react-h5-audio-player and the site's one audio element) is a chunk of its own, fetched on the
 * visitor's first intent on a page with tracks (a pointer over or on a row, a focus) or once that
 * page has loaded and the browser is idle, or, after a full page load with music to resume, on
 * any page. The rows are views of the playback store and need none of it to show; a Play asked
 * before it arrives starts in the store's stand-in element and hands over to the bar's.
 */

/** The bar, made once its code is in: the same element whichever page asked for it. */
let bar: ReactElement | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the player's code and puts the player in place, resolving to its store;
 * `preloadSitePlayer` fetches it quietly.
 */
export const { load: loadSitePlayer, preload: preloadSitePlayer } = loadOnce(() =>
  import('./NowPlayingBar').then(({ NowPlayingBar, playback }) => {
    bar ??= createElement(NowPlayingBar);
    for (const listener of listeners) listener();
    // The store, for a page that ships none of the player's code until it plays (Home's Play).
    return playback;
  }),
);

/**
 * Fetches the player's code once the page has loaded and the browser is idle: after the page's
 * own work, so none of it waits for the player's. `preloadSitePlayer` on the visitor's first
 * intent fetches it sooner.
 */
export const useSitePlayerWhenIdle = () => useWhenIdle(preloadSitePlayer);

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
    if (readResumeRecord()) preloadSitePlayer();
  }, []);
  return player;
}
