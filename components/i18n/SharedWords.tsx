'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { InterfaceText } from '@/lib/i18n/interfaceText';

/*
 * The language on screen, for the one client component that cannot be given its words as props.
 *
 * Every other client component gets the words it shows from its server parent, as props: a page
 * or a language's layout knows its language and passes it down. The site's player bar
 * (NowPlayingBar, put in place by NowPlayingMount) is the exception. It lives in the root
 * layout, above every language's layout, so that the music plays on from page to page and from
 * one language to another; the root layout is rendered once for all languages and cannot know
 * which one is on screen, and no page or language layout is the bar's parent. So each language's
 * layout says its words here (ShownLanguage) and the bar follows them (useShownWords): the only
 * client code that reads words other than from its props.
 */

/** The words of the language on screen, as the bar needs them. */
export interface ShownWords {
  /** The language's code, said to the document with its direction. */
  lang: string;
  /** The direction it is written in. */
  dir: 'ltr' | 'rtl';
  player: InterfaceText['player'];
}

let shown: ShownWords | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Given once in each language's layout, from the server's words: the only interface texts every
 * page's payload carries. It also says the language and its direction to the document, for a
 * page reached in the site from another language (the HTML of each page already says its own).
 */
export function ShownLanguage({ words }: { words: ShownWords }) {
  useEffect(() => {
    document.documentElement.lang = words.lang;
    document.documentElement.dir = words.dir;
    shown = words;
    for (const listener of listeners) listener();
  }, [words]);
  return null;
}

/** The words of the language on screen, for the player bar alone (null before any layout has shown). */
export function useShownWords(): ShownWords | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}
