/**
 * The ids the page's shell gives its own elements, on every page: an owner's text must never make
 * a heading with one of them (components/text/longFormHtml.ts reserves them). A plain module, so that
 * server code reads the values, not a client component's reference to them.
 */
export const MAIN_ID = 'main';
export const MENU_ID = 'site-menu';

export const SHELL_IDS = [MAIN_ID, MENU_ID] as const;
