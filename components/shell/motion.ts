'use client';

import type { animate as miniAnimate } from 'framer-motion/dom/mini';
import { loadOnce } from '@/components/loadOnce';

/*
 * framer-motion's small WAAPI `animate` (framer-motion/dom/mini) moves the page on a route change
 * and the menu's links as they rise in. No page needs it to show or to work, only to move, so it
 * is a chunk of its own, fetched once the page is idle (useWhenIdle) or when first needed,
 * rather than with every page's first code.
 */

type Animate = typeof miniAnimate;

/** An animation once started, or one waiting for framer-motion's code. */
export interface Motion {
  /** Resolves when the animation has run, been stopped, or could not start (no code: nothing moves). */
  finished: Promise<void>;
  stop: () => void;
}

let animate: Animate | undefined;

/** framer-motion's animate: `loadMotion()` fetches it, `preloadMotion` quietly. */
export const { load: loadMotion, preload: preloadMotion } = loadOnce(() =>
  import('framer-motion/dom/mini').then((module) => (animate = module.animate)),
);

/** Whether an animation would start at once, in the same frame. */
export const motionReady = () => animate !== undefined;

/**
 * Starts an animation at once when framer-motion's code is here, or as soon as it arrives.
 * Stopped before then, it never starts; if the code cannot be fetched, nothing moves and what
 * was to move stays where it is.
 */
export function startMotion(...args: Parameters<Animate>): Motion {
  if (animate) {
    const controls = animate(...args);
    return { finished: Promise.resolve(controls).then(() => {}), stop: () => controls.stop() };
  }
  let controls: ReturnType<Animate> | undefined;
  let stopped = false;
  const finished = loadMotion().then(
    async (loaded) => {
      if (stopped) return;
      controls = loaded(...args);
      await controls;
    },
    () => {},
  );
  return {
    finished,
    stop: () => {
      stopped = true;
      controls?.stop();
    },
  };
}
