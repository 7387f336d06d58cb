'use client';

import { useEffect } from 'react';
import { RESIZE_DEBOUNCE_MS } from './timings';

/** Sets `--vh` on the root to 1% of the window height: mobile browsers' `vh` ignores their toolbars. */
function setViewportHeightVar(): void {
  document.documentElement.style.setProperty('--vh', `${window.innerHeight * 0.01}px`);
}

/** Keeps `--vh` current, updating it once resizing has paused for 1000 ms. */
export function ViewportHeight() {
  useEffect(() => {
    setViewportHeightVar();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(setViewportHeightVar, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return null;
}
