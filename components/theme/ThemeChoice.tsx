'use client';

import { useId, useSyncExternalStore } from 'react';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { choose, onChoice, shownChoice, THEME_CHOICES } from './themeChoice';
import styles from './ThemeChoice.module.css';

/**
 * System / Light / Dark, in the menu: three buttons in a named group, the one chosen pressed.
 * The server knows no visitor's choice and renders System pressed; the stylesheet draws the
 * page's own choice (set by the head script before the first paint) as chosen from the start,
 * and aria-pressed says it once the code runs.
 */
export function ThemeChoice({ words }: { words: InterfaceText['shell']['theme'] }) {
  const label = useId();
  const chosen = useSyncExternalStore(onChoice, shownChoice, () => 'system');
  return (
    <div role="group" aria-labelledby={label} className={styles.choice}>
      <span id={label} className={styles.label}>
        {words.label}
      </span>
      <span className={styles.options}>
        {THEME_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.option}
            data-choice={choice}
            aria-pressed={chosen === choice}
            onClick={() => choose(choice)}
          >
            {words[choice]}
          </button>
        ))}
      </span>
    </div>
  );
}
