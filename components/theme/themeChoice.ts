/**
 * The visitor's choice of theme: as their system is (no mark), light or dark. The page shows
 * it as <html data-theme> (app/globals.css draws each), and this browser keeps it for the next
 * pages and visits in localStorage, where the script in every page's head reads it before the
 * first paint (scripts/build/postbuild/theme.ts).
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The localStorage key of the choice. */
export const THEME_KEY = 'theme';

const listeners = new Set<() => void>();

/** The choice the page shows. */
export const shownChoice = (): ThemeChoice => (document.documentElement.dataset.theme as ThemeChoice) ?? 'system';

/** Calls `listener` on every choice; returns how to stop. */
export function onChoice(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Shows the page in the choice's theme at once, and keeps it where storage is allowed. */
export function choose(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Storage refused (a private window's settings): the choice holds for this visit's pages.
  }
  for (const listener of listeners) listener();
}
