import type { ReactNode } from 'react';
import { en } from '@/lib/i18n/dictionaries/en';
import { SharedWordsProvider, type SharedWords } from '../SharedWords';

/** The English shared words, as the layout gives them: for rendering a client component alone in a test. */
export const englishWords: SharedWords = { lang: 'en', dir: 'ltr', player: en.player, picture: en.picture };

export const WithWords = ({ children }: { children: ReactNode }) => (
  <SharedWordsProvider words={englishWords}>{children}</SharedWordsProvider>
);
