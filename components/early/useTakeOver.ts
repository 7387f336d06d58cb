'use client';

import { useLayoutEffect, type RefObject } from 'react';

/**
 * Takes over what the visitor did before the page's code ran (earlyTaps.ts): once, when the
 * component is first in the page, `adopt` reads the state the early script left on `root` and
 * makes it the component's own; then `root` is marked live, and the early script leaves it to
 * this code. A layout effect: in the same commit as hydration, so no tap falls between.
 */
export function useTakeOver<T extends HTMLElement>(root: RefObject<T | null>, adopt: (element: T) => void) {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || element.dataset.live !== undefined) return;
    adopt(element);
    element.setAttribute('data-live', '');
    // Once, on mount: later renders own the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
