'use client';

import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useShell } from './ShellProvider';
import styles from './AppFrame.module.css';

/**
 * Everything but the menu: the part that slides down to reveal the menu behind it.
 * While the menu is open it is inert, so keyboard and screen reader stay in the menu.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { menu } = useShell();
  const frame = useRef<HTMLDivElement>(null);

  // Pushing the app down would also pull into view whatever was scrolled off above the
  // window; clipping at the scroll position keeps the revealed area showing the menu.
  useLayoutEffect(() => {
    if (menu === 'open') frame.current?.style.setProperty('--scrolled-off', `${window.scrollY}px`);
    if (menu === 'closed') frame.current?.style.removeProperty('--scrolled-off');
  }, [menu]);

  return (
    <div ref={frame} className={styles.frame} data-menu={menu} inert={menu === 'open'}>
      {children}
    </div>
  );
}
