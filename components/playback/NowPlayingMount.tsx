'use client';

import { createElement, useEffect, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import { RESUME_KEY } from './resumeRecord';

/*
 * The place in the layout where the site's player lives, so that it outlives every page.
 * This file is all that every page loads of it: the player's code (PlaybackEngine, with
 * react-h5-audio-player) is a chunk of its own, fetched once the Music page's code has run, or,
 * after a full page load with music to resume, on any page. The Music page's rows are
 * stand-ins until then (TrackRowPlayer), so its own code is ~20 KB lighter and runs sooner.
 */

let engine: ComponentType | null = null;
/** The player as an element, made once: it is the same one whichever page installed it. */
let engineElement: ReactElement | null = null;
const listeners = new Set<() => void>();

let loading: Promise<void> | null = null;

/** Fetches the player's code and puts the player in place (once; again after a failed fetch). */
export function loadPlaybackEngine(): Promise<void> {
  loading ??= import('./PlaybackEngine').then(
    (module) => installPlaybackEngine(module.PlaybackEngine),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Puts the player in place. */
function installPlaybackEngine(component: ComponentType) {
  if (engine === component) return;
  engine = component;
  engineElement = createElement(component);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function NowPlayingMount() {
  const player = useSyncExternalStore(subscribe, () => engineElement, () => null);

  useEffect(() => {
    let saved = false;
    try {
      saved = sessionStorage.getItem(RESUME_KEY) !== null;
    } catch {
      // Storage blocked: nothing was saved either.
    }
    if (saved) loadPlaybackEngine().catch(() => {});
  }, []);

  return player;
}
