'use client';

import { useEffect } from 'react';
import styles from './IntroOverlay.module.css';

/** sessionStorage key: set once the intro has played in this browser session. */
const INTRO_PLAYED_KEY = 'intro-played';
/** How long the overlay animation runs (IntroOverlay.module.css). */
const INTRO_MS = 1600;

/**
 * Runs before the overlay is parsed: later in the session the overlay is skipped, so a reload
 * never flashes it; the first time, the intro is marked as played as it starts, since the code
 * that also marks it may not have arrived before the visitor moves on.
 * Kept as a string because it must run before React exists on the page.
 */
export const skipIntroScript =
  `try{sessionStorage.getItem('${INTRO_PLAYED_KEY}')?document.documentElement.dataset.intro='seen':` +
  `sessionStorage.setItem('${INTRO_PLAYED_KEY}','1')}catch(e){}`;

/** Marks the intro as seen: the overlay hides and Home uses its shorter entrance from now on. */
function markIntroSeen() {
  document.documentElement.dataset.intro = 'seen';
}

/**
 * The first-visit intro: two panels part to reveal the page. It is pure CSS animation over
 * content that is already painted, so it never delays the page; it is decorative
 * (aria-hidden, no pointer events) and not shown at all with reduced motion.
 */
export function IntroOverlay({ name }: { name: string }) {
  useEffect(() => {
    // Reached by a link inside the site, Home's inline script has not run: the code marks it.
    try {
      sessionStorage.setItem(INTRO_PLAYED_KEY, '1');
    } catch {
      // Storage can be blocked; the intro then simply plays again next time.
    }
    const startedAt = performance.now();
    const timer = setTimeout(markIntroSeen, INTRO_MS);
    return () => {
      clearTimeout(timer);
      // Leaving Home mid-intro counts as seen; React's development double mount (a few ms) does not.
      if (performance.now() - startedAt > 100) markIntroSeen();
    };
  }, []);

  return (
    <div className={styles.overlay} aria-hidden="true" data-testid="intro-overlay">
      <div className={`${styles.panel} ${styles.top}`}>
        <span className={styles.name}>{name}</span>
      </div>
      <div className={`${styles.panel} ${styles.bottom}`} />
    </div>
  );
}
