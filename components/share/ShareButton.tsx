'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { InterfaceText } from '@/content/interface/types';
import { fill } from '@/components/i18n/format';
import styles from './ShareButton.module.css';

/** What the button and its note say. */
export type ShareWords = Pick<InterfaceText['share'], 'share' | 'shareTitle' | 'copied' | 'copyRefused'>;

/** How long "Link copied" stays (it is also announced, politely). */
export const SHARED_NOTE_MS = 4000;

interface Props {
  /** What is shared, e.g. the project's or the track's title. */
  title: string;
  /** The absolute URL to share. */
  url: string;
  icon: ReactNode;
  words: ShareWords;
  /** The button's visible words: "Share" unless a second button beside it needs its own. */
  label?: string;
  /** What a screen reader says: "Share {title}" unless given; it begins with the visible words. */
  name?: string;
}

/**
 * Shares one project or track: the system share sheet where the browser has one (phones),
 * otherwise the link goes to the clipboard and a polite live region says so. A refused
 * clipboard says how to copy the address instead.
 */
export function ShareButton({ title, url, icon, words, label = words.share, name = fill(words.shareTitle, { title }) }: Props) {
  const [note, setNote] = useState('');

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(''), SHARED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (problem) {
        // The visitor closed the sheet: nothing to say. Any other failure falls back to copying.
        if ((problem as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNote(words.copied);
    } catch {
      setNote(fill(words.copyRefused, { url }));
    }
  };

  return (
    <span className={styles.share}>
      <button type="button" className={styles.button} aria-label={name} onClick={share}>
        <span className={styles.icon}>{icon}</span>
        {label}
      </button>
      <span className={styles.note} role="status">
        {note}
      </span>
    </span>
  );
}
