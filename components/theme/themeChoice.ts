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

/** The choice the page shows. */
export const shownChoice = (root: Document = document): ThemeChoice =>
  (root.documentElement.dataset.theme as ThemeChoice | undefined) ?? 'system';

/** Shows the page in the choice's theme at once, and keeps it where storage is allowed. */
export function choose(choice: ThemeChoice, root: Document = document) {
  const page = root.documentElement;
  if (choice === 'system') delete page.dataset.theme;
  else page.dataset.theme = choice;
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Storage refused (a private window's settings): the choice holds for this visit's pages.
  }
}

/**
 * Makes the menu's choice work: a click on one of its buttons (`data-theme-choice`) chooses, and each button says
 * whether it is the chosen one (aria-pressed). It runs from the page's first script
 * (scripts/build/postbuild/firstView.ts), so the choice works from the first paint, before the
 * page's code, and needs none of it: the buttons are the server's, listened to from the
 * document. They say their state once the page has been read and again whenever the menu
 * opens, the only time they can be reached: a menu drawn anew (another language's) says it
 * then too. No imports beyond this module: nothing else has run yet.
 */
export function installThemeChoice(root: Document = document) {
  const say = () => {
    const chosen = shownChoice(root);
    for (const button of root.querySelectorAll<HTMLElement>('[data-theme-choice]'))
      button.setAttribute('aria-pressed', String(button.dataset.themeChoice === chosen));
  };
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const button = target.closest?.<HTMLElement>('[data-theme-choice]');
      if (button) choose(button.dataset.themeChoice as ThemeChoice, root);
      // The menu's button: the choice it reveals says its state.
      if (button || target.closest?.('[aria-controls][aria-expanded]')) say();
    },
    true,
  );
  if (root.readyState === 'loading') root.addEventListener('DOMContentLoaded', say);
  else say();
}
