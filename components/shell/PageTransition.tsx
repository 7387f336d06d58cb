'use client';

import { usePathname } from 'next/navigation';
import { AnimatePresence, useReducedMotion } from 'framer-motion';
import * as m from 'framer-motion/m';
import type { ReactNode } from 'react';
import { FrozenRouter } from './FrozenRouter';
import { PAGE_TRANSITION_SECONDS } from './timings';
import styles from './PageTransition.module.css';

/**
 * Animates every route change: the old page fades and slides out (0.7 s) and only then does
 * the new page enter. With reduced motion the change is instant. `initial={false}` keeps the
 * first page fully visible in the pre-rendered HTML (no opacity-0 start).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const reduceMotion = useReducedMotion();
  const duration = reduceMotion ? 0 : PAGE_TRANSITION_SECONDS;

  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      {/* With reduced motion nothing moves, so the new page need not wait for the old one. */}
      <AnimatePresence mode={reduceMotion ? 'sync' : 'wait'} initial={false}>
        <m.div
          key={pathname}
          className={styles.page}
          initial={{ opacity: 0, y: reduceMotion ? 0 : 24 }}
          animate={{ opacity: 1, y: 0, transition: { duration, ease: 'easeOut' } }}
          exit={{ opacity: 0, y: reduceMotion ? 0 : -24, transition: { duration, ease: 'easeIn' } }}
        >
          <FrozenRouter>{children}</FrozenRouter>
        </m.div>
      </AnimatePresence>
    </main>
  );
}
