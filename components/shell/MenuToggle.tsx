'use client';

import { Icon } from '@iconify/react/offline';
import menuIcon from '@iconify-icons/mdi/menu';
import { useShell } from './ShellProvider';
import styles from './MenuToggle.module.css';

export const MENU_ID = 'site-menu';

/** The hamburger: opens the full-screen menu. */
export function MenuToggle() {
  const { menu, openMenu, toggleRef } = useShell();
  return (
    <button
      ref={toggleRef}
      type="button"
      className={styles.toggle}
      aria-label="Menu"
      aria-expanded={menu === 'open'}
      aria-controls={MENU_ID}
      onClick={openMenu}
    >
      <Icon icon={menuIcon} className={styles.icon} aria-hidden="true" />
    </button>
  );
}
