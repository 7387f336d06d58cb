/**
 * Calls back once when an element comes within NEAR of the viewport. One observer for the
 * whole page: sixty tracks cost sixty map entries, not sixty observers. (Every browser
 * Next.js 16 supports has IntersectionObserver.)
 */

/** Far enough ahead that a scrolled-to player is ready before it is seen, near enough that only a screen or so upgrades. */
const NEAR = '200px 0px';

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** Returns a function that stops watching (also safe after the call back). */
export function whenNearViewport(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const near = waiting.get(entry.target);
        stop(entry.target);
        near?.();
      }
    },
    { rootMargin: NEAR },
  );
  waiting.set(element, callback);
  observer.observe(element);
  return () => stop(element);
}

function stop(element: Element) {
  waiting.delete(element);
  observer?.unobserve(element);
}

const queued: (() => void)[] = [];

/**
 * Runs `task` soon, after the tasks queued before it, each in a task of its own: a screenful
 * of players coming near the viewport together is one short task per player, not one long one.
 */
export function oneAtATime(task: () => void) {
  queued.push(task);
  if (queued.length === 1) setTimeout(runQueued);
}

function runQueued() {
  try {
    queued[0]?.();
  } finally {
    // Shifted only now: a task queued while this one runs must not start a second chain.
    queued.shift();
    if (queued.length) setTimeout(runQueued);
  }
}
