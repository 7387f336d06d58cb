import type { ChangeEvent } from 'react';
import styles from './ContactForm.module.css';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength: number;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
  /** "12 characters left", in the site's language. */
  charactersLeft: (count: number) => string;
}

/** Share of the limit from which the remaining characters are counted out loud. */
const COUNT_FROM = 0.8;

/** A required field with its label, its own error message and, near the limit, a live count. */
export function FormField({
  id,
  label,
  value,
  onChange,
  error,
  maxLength,
  type = 'text',
  multiline,
  autoComplete,
  charactersLeft,
}: Props) {
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const showCount = value.length >= maxLength * COUNT_FROM;
  const describedBy = [error && errorId, showCount && countId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: id,
    value,
    required: true,
    maxLength,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: styles.input,
    // What a visitor types runs the way its own language does (an Arabic name on an English page, an
    // address on an Arabic one).
    dir: 'auto',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {multiline ? <textarea rows={7} {...common} /> : <input type={type} {...common} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <p id={countId} className={styles.count} aria-live="polite">
        {showCount ? charactersLeft(maxLength - value.length) : ''}
      </p>
    </div>
  );
}
