import { useId } from 'react';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { THEME_CHOICES } from './themeChoice';
import styles from './ThemeChoice.module.css';

/**
 * System / Light / Dark, in the menu: three buttons in a named group, the one chosen pressed.
 * The page's first script makes them work and says which is pressed (installThemeChoice), from
 * the first paint and with none of the page's code; the stylesheet draws the page's own choice
 * (set by the head script before the first paint) as chosen.
 */
export function ThemeChoice({ words }: { words: InterfaceText['shell']['theme'] }) {
  const label = useId();
  return (
    <div role="group" aria-labelledby={label} className={styles.choice}>
      <span id={label} className={styles.label}>
        {words.label}
      </span>
      <span className={styles.options}>
        {THEME_CHOICES.map((choice) => (
          <button key={choice} type="button" className={styles.option} data-theme-choice={choice}>
            {words[choice]}
          </button>
        ))}
      </span>
    </div>
  );
}
