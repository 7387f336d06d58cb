'use client';

import { useEffect } from 'react';

/**
 * Runs `task` once the page has loaded and the browser is idle (at the latest 2 s after the
 * load): for code a page may need later, fetched after the page's own work so none of it waits.
 * With `wanted` false, nothing runs.
 */
export function useWhenIdle(task: () => void, wanted = true) {
  useEffect(() => {
    if (!wanted) return;
    let idle: number | undefined;
    const whenIdle = () => {
      idle = 'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : undefined;
      if (idle === undefined) task();
    };
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
    return () => {
      removeEventListener('load', whenIdle);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [task, wanted]);
}
