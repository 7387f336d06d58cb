/**
 * The page's scripts loader, the same on every page (one CSP hash), minified by firstView.ts
 * with SLOW_LINK_MS and FIRST_VIEW_WAIT_MS put in. It requests the page's scripts once the
 * first view has painted (the document parsed, its high-priority pictures decoded, two frames
 * passed); on a slow link, the largest script alone after SLOW_LINK_MS and the rest once the
 * first view has painted or FIRST_VIEW_WAIT_MS later; at once when the visitor touches the
 * screen, presses a key or focuses a field. A hidden tab runs no frames: the timer starts it
 * anyway. docs/decisions/first-view.md gives the reasons and the measurements.
 */
/* global document, performance, requestAnimationFrame, addEventListener, SLOW_LINK_MS, FIRST_VIEW_WAIT_MS */
(function loader() {
  const list = document.currentScript.dataset.deferredSrc.split(' ');
  let sent = 0;
  const send = (count) => {
    for (; sent < count; sent++) {
      const script = document.createElement('script');
      script.src = list[sent];
      // As an attribute: React finds the scripts Next.js asks it for by script[async][src],
      // and without it requested them a second time.
      script.async = true;
      document.head.appendChild(script);
    }
  };
  const start = () => send(list.length);
  addEventListener(
    'DOMContentLoaded',
    () =>
      Promise.all(
        [...document.querySelectorAll('img[fetchpriority=high]')]
          .filter((img) => !img.currentSrc.startsWith('data:'))
          .map((img) => img.decode().catch(() => {})),
      ).then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)))),
    { once: true },
  );
  setTimeout(
    () => {
      send(1);
      setTimeout(start, FIRST_VIEW_WAIT_MS);
    },
    Math.max(0, SLOW_LINK_MS - performance.now()),
  );
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin'])
    addEventListener(type, start, { once: true, passive: true, capture: true });
})();
