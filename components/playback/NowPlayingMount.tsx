'use client';

import { createElement, useEffect, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import { RESUME_KEY } from './resumeRecord';

/*
 * The place in the layout where the site's player lives, so that it outlives every page.
 * This file is all that every page loads of it: the player's code (PlaybackEngine) arrives
 * with the Music page's own code, or, after a full page load with music to resume, on its own.
 */

let engine: ComponentType | null = null;
/** The player as an element, made once: it is the same one whichever page installed it. */
let engineElement: ReactElement | null = null;
const listeners = new Set<() => void>();

/** Puts the player in place; the Music page calls it, so its players can play at once. */
export function installPlaybackEngine(component: ComponentType) {
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
    if (saved && !engine) void import('./PlaybackEngine').then((module) => installPlaybackEngine(module.PlaybackEngine));
  }, []);

  return player;
}
