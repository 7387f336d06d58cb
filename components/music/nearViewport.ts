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
