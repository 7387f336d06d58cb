import '@testing-library/jest-dom';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import { TEST_SITE } from './scripts/lib/site-aliases.cjs';

// Build-time readers (track files, pictures) read the tests' own site's files, as '@/content/*' are its content files.
process.env.SITE_DIR = TEST_SITE;

// jsdom has no TextEncoder, which the font reader (fontkit) takes from the global scope as Node gives it: a
// component test that reads the site's content works out which languages' CV PDFs the fonts can set.
if (typeof window !== 'undefined' && typeof globalThis.TextEncoder === 'undefined')
  Object.assign(globalThis, { TextEncoder: NodeTextEncoder, TextDecoder: NodeTextDecoder });

// jsdom has no matchMedia: answer "no match" (no reduced motion, no dark mode, …) unless a test overrides it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no Web Animations API either: animations finish at once.
if (typeof Element !== 'undefined' && !Element.prototype.animate) {
  Element.prototype.animate = function animate() {
    return {
      finished: Promise.resolve(),
      onfinish: null,
      oncancel: null,
      playState: 'finished',
      currentTime: 0,
      startTime: 0,
      playbackRate: 1,
      effect: null,
      cancel() {},
      finish() {},
      play() {},
      pause() {},
      commitStyles() {},
      addEventListener() {},
      removeEventListener() {},
    } as unknown as Animation;
  };
}
