'use client';

import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { InterfaceText } from '@/lib/i18n/interfaceText';

/**
 * The words client components on any page may show: the player's (the "Now playing" bar is on
 * every page) and a failed picture's.
 */
export interface SharedWords {
  /** The site's language, for Intl. */
  lang: string;
  /** The direction it is written in. */
  dir: 'ltr' | 'rtl';
  player: InterfaceText['player'];
  picture: InterfaceText['picture'];
}

const WordsContext = createContext<SharedWords | null>(null);

/** The words of the language on screen, for the player, which lives above every language's layout. */
let shown: SharedWords | null = null;
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
export function SharedWordsProvider({ words, children }: { words: SharedWords; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = words.lang;
    document.documentElement.dir = words.dir;
    shown = words;
    for (const listener of listeners) listener();
  }, [words]);
  return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>;
}

/** The words of the language on screen, outside its layout (null before any layout has shown). */
export function useShownWords(): SharedWords | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}

/** The words, from the language's layout, or for the player above every layout, the language on screen's. */
export function useSharedWords(): SharedWords {
  const fromLayout = useContext(WordsContext);
  const onScreen = useShownWords();
  const words = fromLayout ?? onScreen;
  if (!words)
    throw new Error(
      'useSharedWords needs a SharedWordsProvider above it, or one on screen (each language’s layout gives one)',
    );
  return words;
}
