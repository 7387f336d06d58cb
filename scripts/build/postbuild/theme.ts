/**
 * The visitor's theme at the first paint. Without a choice of theirs, the stylesheet follows
 * their system's light or dark (app/globals.css, no script needed); a choice made in the menu
 * (components/theme/) is kept in localStorage, and this script, first in every page's head,
 * reads it and marks <html data-theme> before anything is drawn, while the page's own code is
 * still on its way. Its text is the same on every page and every build: one hash in the
 * Content-Security-Policy, which the policy's step, after this one, adds.
 */
import { THEME_KEY } from '../../../components/theme/themeChoice';
import { createElement, findAll, hasAttribute, insertAfter, textOf, type HtmlDocument } from './html';
import { PageProblem, type Page, type Step } from './site';

/** A stored "light" or "dark" becomes the page's theme; anything else, or storage refused, leaves the system's. */
export const THEME_SCRIPT =
  `try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});` +
  'if(t=="light"||t=="dark")document.documentElement.dataset.theme=t}catch(e){}';

/** Puts the script right after the page's <meta charset>, before any stylesheet or other script. */
export function addThemeScript(page: Page) {
  const document = page.document as HtmlDocument;
  if (findAll(document, 'script', (script) => textOf(script) === THEME_SCRIPT).length)
    throw new PageProblem(page, 'already has the theme script: run on a fresh build');
  const charset = findAll(document, 'meta', (meta) => hasAttribute(meta, 'charset'))[0];
  if (!charset) throw new PageProblem(page, 'no <meta charset> to put the theme script after');
  insertAfter(charset, createElement('script', {}, THEME_SCRIPT));
}

export const theme: Step = {
  name: 'theme',
  run({ pages }) {
    for (const page of pages) addThemeScript(page);
    console.log(`theme: ${pages.length} pages take the visitor's stored theme before their first paint`);
  },
};
