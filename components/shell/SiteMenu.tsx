'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTakeOver } from '@/components/early/useTakeOver';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import type { MenuLink as MenuLinkRecord } from '@/lib/content/schema';
import { MenuLink } from './MenuLink';
import { MENU_ID } from './ids';
import { loadMotion, motionReady, startMotion } from './motion';
import { useShell } from './ShellProvider';
import { menuLinkDelayMs } from './timings';
import styles from './SiteMenu.module.css';

/**
 * The full-screen menu behind the app. It is a modal dialog while open: focus moves to its
 * close button, Escape closes it, and the rest of the page is inert.
 */
interface Props {
  closeIcon: ReactNode;
  words: Pick<InterfaceText['shell'], 'menu' | 'closeMenu' | 'newTab' | 'pdfNewTab'>;
  /** The menu's links in the page's language: the main ones, then the resume, e-mail and profiles. */
  links: { primary: MenuLinkRecord[]; secondary: MenuLinkRecord[] };
  /** The links to the page in the site's other languages, if it has any. */
  languageSwitch?: ReactNode;
  /** The choice of light or dark (components/theme/ThemeChoice.tsx), at the top, beside the close button. */
  themeChoice?: ReactNode;
}

export function SiteMenu({ closeIcon, words, links, languageSwitch, themeChoice }: Props) {
  const { menu, openMenu, closeMenu } = useShell();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const reduceMotion = usePrefersReducedMotion();
  const nav = useRef<HTMLElement>(null);
  const open = menu === 'open';
  /** Opened before this code ran: its links are already in place, shown, and must not rise in again. */
  const openedEarly = useRef(false);

  // Opened by a tap before this code ran (earlyTaps.ts): it stays open, as it is.
  useTakeOver(dialog, (element) => {
    if (element.dataset.menu !== 'open') return;
    openedEarly.current = true;
    openMenu();
  });

  // The links rise into place one after another once the app has slid half way down.
  useEffect(() => {
    if (!open || reduceMotion) return;
    if (openedEarly.current) {
      // The next opening is the code's own, and rises in.
      openedEarly.current = false;
      return;
    }
    const box = nav.current;
    if (!box) return;
    const rise = () =>
      startMotion(
        box.querySelectorAll('li'),
        { opacity: [0, 1], transform: ['translateY(40px)', 'none'] },
        { duration: 0.5, ease: 'easeOut', delay: (index, total) => menuLinkDelayMs(index, total) / 1000 },
      );
    if (motionReady()) {
      rise();
      return;
    }
    // Opened in the first moments of a page, before framer-motion's code is here: the links wait
    // unseen for it, rather than show and then vanish to rise; without it, they simply show.
    box.dataset.waiting = '';
    let current = true;
    loadMotion()
      .then(
        () => current && rise(),
        () => {},
      )
      .finally(() => delete box.dataset.waiting);
    return () => {
      current = false;
    };
  }, [open, reduceMotion]);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu({ returnFocus: true });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, closeMenu]);

  return (
    <div
      ref={dialog}
      id={MENU_ID}
      className={`no-print ${styles.menu}`}
      data-menu={menu}
      role="dialog"
      aria-modal="true"
      aria-label={words.menu}
      inert={!open}
    >
      <div className={`container ${styles.bar}`}>
        {themeChoice}
        <button
          ref={closeButton}
          type="button"
          className={`icon-button ${styles.close}`}
          aria-label={words.closeMenu}
          data-early="menu-close"
          onClick={() => closeMenu({ returnFocus: true })}
        >
          <span className={styles.icon}>{closeIcon}</span>
        </button>
      </div>
      <nav ref={nav} aria-label={words.menu} className={`container ${styles.nav}`}>
        <ul className={styles.primary}>
          {links.primary.map((link) => (
            <li key={link.label}>
              <MenuLink link={link} className={styles.primaryLink} words={words} onNavigate={() => closeMenu()} />
            </li>
          ))}
        </ul>
        <ul className={styles.secondary}>
          {links.secondary.map((link) => (
            <li key={link.label}>
              <MenuLink link={link} className={styles.secondaryLink} words={words} onNavigate={() => closeMenu()} />
            </li>
          ))}
        </ul>
        {languageSwitch}
      </nav>
    </div>
  );
}
