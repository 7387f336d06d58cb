'use client';

import { usePathname } from 'next/navigation';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { MENU_SLIDE_MS } from './timings';

/**
 * `closing` lasts while the app slides back up: the menu stays visible (but inert)
 * until the app covers it again.
 */
export type MenuState = 'closed' | 'open' | 'closing';

interface Shell {
  menu: MenuState;
  openMenu: () => void;
  /** `returnFocus` puts focus back on the hamburger (button or Escape, not navigation). */
  closeMenu: (options?: { returnFocus?: boolean }) => void;
  /** The hamburger, so focus can return to it when the menu closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside <ShellProvider>');
  return shell;
}

/** State every page can reach: the menu and what it does to the page around it. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [menu, setMenu] = useState<MenuState>('closed');
  const pathname = usePathname();
  const reduceMotion = usePrefersReducedMotion();
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);
  const closingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Mirrors `menu` for the callbacks, so they stay stable and pure.
  const current = useRef<MenuState>('closed');
  const show = useCallback((next: MenuState) => {
    current.current = next;
    setMenu(next);
  }, []);

  const openMenu = useCallback(() => {
    clearTimeout(closingTimer.current);
    show('open');
  }, [show]);

  const closeMenu = useCallback(
    (options?: { returnFocus?: boolean }) => {
      if (current.current !== 'open') return;
      returnFocus.current = options?.returnFocus ?? false;
      show('closing');
      closingTimer.current = setTimeout(() => show('closed'), reduceMotion ? 0 : MENU_SLIDE_MS);
    },
    [reduceMotion, show],
  );

  // The page shows before its code has run: this marks the moment it has, for styles and for
  // tests that must not act on the bare HTML.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);

  // Any navigation closes the menu, whichever way it happened (link, back button); arriving
  // does not (a menu opened before the page's code ran stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
  }, [pathname, closeMenu]);

  useEffect(() => () => clearTimeout(closingTimer.current), []);

  // The page behind the menu must not scroll while the menu is shown.
  useEffect(() => {
    document.documentElement.classList.toggle('menu-shown', menu !== 'closed');
  }, [menu]);

  useEffect(() => {
    if (menu === 'closing' && returnFocus.current) {
      returnFocus.current = false;
      toggleRef.current?.focus();
    }
  }, [menu]);

  const shell = useMemo(() => ({ menu, openMenu, closeMenu, toggleRef }), [menu, openMenu, closeMenu]);
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}
