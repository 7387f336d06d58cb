'use client';

import { Icon } from '@iconify/react/offline';
import closeIcon from '@iconify-icons/mdi/close';
import * as m from 'framer-motion/m';
import type { Variants } from 'framer-motion';
import { useEffect, useRef } from 'react';
import { primaryLinks, secondaryLinks } from '@/content';
import { MenuLink } from './MenuLink';
import { MENU_ID } from './MenuToggle';
import { useShell } from './ShellProvider';
import { MENU_LINKS_DELAY_MS } from './timings';
import styles from './SiteMenu.module.css';

const listVariants: Variants = {
  hidden: {},
  shown: { transition: { delayChildren: MENU_LINKS_DELAY_MS / 1000, staggerChildren: 0.08 } },
};

const itemVariants: Variants = {
  hidden: { opacity: 0, y: 40 },
  shown: { opacity: 1, y: 0, transition: { duration: 0.5, ease: 'easeOut' } },
};

/**
 * The full-screen menu behind the app. It is a modal dialog while open: focus moves to its
 * close button, Escape closes it, and the rest of the page is inert.
 */
export function SiteMenu() {
  const { menu, closeMenu } = useShell();
  const closeButton = useRef<HTMLButtonElement>(null);
  const open = menu === 'open';

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu({ returnFocus: true });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, closeMenu]);

  const state = open ? 'shown' : 'hidden';
  return (
    <div
      id={MENU_ID}
      className={styles.menu}
      data-menu={menu}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      inert={!open}
    >
      <div className={`container ${styles.bar}`}>
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          aria-label="Close menu"
          onClick={() => closeMenu({ returnFocus: true })}
        >
          <Icon icon={closeIcon} className={styles.icon} aria-hidden="true" />
        </button>
      </div>
      <nav aria-label="Menu" className={`container ${styles.nav}`}>
        <m.ul className={styles.primary} variants={listVariants} initial="hidden" animate={state}>
          {primaryLinks.map((link) => (
            <m.li key={link.label} variants={itemVariants}>
              <MenuLink link={link} className={styles.primaryLink} onNavigate={() => closeMenu()} />
            </m.li>
          ))}
        </m.ul>
        <m.ul className={styles.secondary} variants={listVariants} initial="hidden" animate={state}>
          {secondaryLinks.map((link) => (
            <m.li key={link.label} variants={itemVariants}>
              <MenuLink link={link} className={styles.secondaryLink} onNavigate={() => closeMenu()} />
            </m.li>
          ))}
        </m.ul>
      </nav>
    </div>
  );
}
