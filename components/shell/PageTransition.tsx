'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { useWhenIdle } from '@/components/hooks/useWhenIdle';
import { FrozenRouter } from './FrozenRouter';
import { MAIN_ID } from './ids';
import { preloadMotion, startMotion, type Motion } from './motion';
import { sectionOf } from './section';
import { PAGE_TRANSITION_SECONDS } from './timings';
import styles from './PageTransition.module.css';

/**
 * Animates every route change: the old page fades and slides out (0.7 s) and only then does
 * the new page mount and enter. The App Router has already switched routes by then, so the
 * old page is kept on screen by a FrozenRouter keyed by the route it shows.
 *
 * framer-motion's small WAAPI `animate` drives it (./motion.ts: fetched once the page is idle,
 * not with the page's code); the full AnimatePresence machinery would cost every page about
 * 18 KB of JavaScript. With reduced motion the new page shows at once, and the code is never
 * fetched. The first page is never animated, so the pre-rendered HTML is visible as it is.
 *
 * The footer fades out and in with the page: the new page, taller or shorter, moves it when it
 * comes in, well after the click that asked for it, and a footer that moved while it showed
 * would be a layout shift under the visitor's eyes.
 */
export function PageTransition({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  // Selecting a project changes the address to its own, on the same page: no transition.
  const pathname = sectionOf(usePathname());
  const reduceMotion = usePrefersReducedMotion();
  const pageBox = useRef<HTMLDivElement>(null);
  const footerBox = useRef<HTMLDivElement>(null);
  /** The route whose page is on screen: behind `pathname` while the old page exits. */
  const [shown, setShown] = useState(pathname);
  const entering = useRef(false);
  /** The old page's exit while it runs: stopped if the visitor comes back before it has gone. */
  const leaving = useRef<Motion[]>([]);
  const pageKey = reduceMotion ? pathname : shown;
  const lastPage = useRef(pageKey);
  /** Back/forward: the browser and Next.js restore the scroll position; leave it. */
  const fromHistory = useRef(false);

  useWhenIdle(preloadMotion, !reduceMotion);

  useEffect(() => {
    const onPopState = () => (fromHistory.current = true);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (reduceMotion) return;
    for (const animation of leaving.current) animation.stop();
    const running = leaving.current.length > 0;
    leaving.current = [];
    if (pathname === shown) {
      // Back (or the page's own link) before the page had gone: it comes back from where it was.
      if (!running) return;
      const back = { duration: PAGE_TRANSITION_SECONDS, ease: 'easeOut' } as const;
      startMotion(pageBox.current!, { opacity: 1, transform: 'none' }, back);
      if (footerBox.current) startMotion(footerBox.current, { opacity: 1 }, back);
      return;
    }
    let current = true;
    const exit = { duration: PAGE_TRANSITION_SECONDS, ease: 'easeIn' } as const;
    const animations = [
      startMotion(pageBox.current!, { opacity: 0, transform: 'translateY(-24px)' }, exit),
      ...(footerBox.current ? [startMotion(footerBox.current, { opacity: 0 }, exit)] : []),
    ];
    leaving.current = animations;
    Promise.all(animations.map((animation) => animation.finished)).then(() => {
      if (!current) return;
      leaving.current = [];
      entering.current = true;
      setShown(pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname, shown, reduceMotion]);

  useEffect(() => {
    if (pageKey === lastPage.current) return;
    lastPage.current = pageKey;
    // Next.js scrolled when the route changed, while the old page was still on screen
    // (and to its segment, not the page top): a new page starts at its top, or at the part its
    // address names (Home's link to a case study, /projects/<slug>#case-study).
    const named = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!fromHistory.current) {
      if (named) named.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    fromHistory.current = false;
    if (!entering.current) return;
    entering.current = false;
    const enter = { duration: PAGE_TRANSITION_SECONDS, ease: 'easeOut' } as const;
    startMotion(pageBox.current!, { opacity: [0, 1], transform: ['translateY(24px)', 'none'] }, enter);
    if (footerBox.current) startMotion(footerBox.current, { opacity: [0, 1] }, enter);
  }, [pageKey]);

  return (
    <>
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <div ref={pageBox} className={styles.page}>
          <FrozenRouter key={pageKey} frozen={pageKey !== pathname}>
            {children}
          </FrozenRouter>
        </div>
      </main>
      <div ref={footerBox}>{footer}</div>
    </>
  );
}
