'use client';

import type { ReactNode } from 'react';
import { useShell } from './ShellProvider';
import { MENU_ID } from './ids';
import styles from './MenuToggle.module.css';

/** The hamburger: opens the full-screen menu. */
export function MenuToggle({ icon, label }: { icon: ReactNode; label: string }) {
  const { menu, openMenu, toggleRef } = useShell();
  return (
    <button
      ref={toggleRef}
      type="button"
      className={`icon-button ${styles.toggle}`}
      aria-label={label}
      aria-expanded={menu === 'open'}
      aria-controls={MENU_ID}
      data-early="menu-open"
      onClick={openMenu}
    >
      <span className={styles.icon}>{icon}</span>
    </button>
  );
}
