'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { fill } from '@/lib/i18n/format';
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
  /** The longest the visible words become (a label that counts time): the button keeps that width throughout. */
  widestLabel?: string;
}

/** The visible words, in the room of their widest form where one is given. */
function Label({ label, widest }: { label: string; widest?: string }) {
  return widest ? (
    <span className={styles.label} data-widest={widest}>
      <span>{label}</span>
    </span>
  ) : (
    label
  );
}

/**
 * Shares one project or track: the system share sheet where the browser has one (phones),
 * otherwise the link goes to the clipboard and a polite live region says so. A refused
 * clipboard says how to copy the address instead.
 */
export function ShareButton({
  title,
  url,
  icon,
  words,
  label = words.share,
  name = fill(words.shareTitle, { title }),
  widestLabel,
}: Props) {
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
        <Label label={label} widest={widestLabel} />
      </button>
      <span className={styles.note} role="status">
        {note}
      </span>
    </span>
  );
}

/**
 * The room a ShareButton with these words takes, left empty: a button that appears later (while
 * a track plays) takes it without moving what is beside it or below it.
 */
export function ShareButtonRoom({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <span className={`${styles.share} ${styles.room}`} aria-hidden="true">
      <span className={styles.button}>
        <span className={styles.icon}>{icon}</span>
        <Label label={label} widest={label} />
      </span>
    </span>
  );
}
