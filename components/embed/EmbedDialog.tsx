'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { withBasePath } from '@/components/basePath';
import type { EmbedWords } from './embedWords';
import { frameTitle, iframeCode } from './embedCode';
import shareStyles from '@/components/share/ShareButton.module.css';
import styles from './EmbedDialog.module.css';

/**
 * The Embed button's dialog: the code another site pastes, the player as that site will show it,
 * and Copy. A modal dialog: the page behind is inert, Escape closes it, focus comes back to the
 * button. Its code is fetched when the visitor reaches for the button (EmbedButton).
 */
export function EmbedDialog({
  name,
  subject,
  path,
  siteUrl,
  height,
  words,
  onClose,
}: {
  /** The dialog's heading and the code's name: "Embed {title}". */
  name: string;
  subject: string;
  /** The embed page's address from the site root (/embed/track/<slug>). */
  path: string;
  /** The site's public address: the code names the player there; the preview shows it from this page's own. */
  siteUrl: string;
  height: number;
  words: EmbedWords;
  onClose: () => void;
}) {
  const title = frameTitle(words.player, subject);
  const code = iframeCode({ src: `${siteUrl}${path}`, height, title });
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [note, setNote] = useState('');
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setNote(words.codeCopied);
    } catch {
      setNote(words.copyRefused.replace('{url}', code));
    }
  };
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId} onClose={onClose}>
      <h2 id={headingId} className={styles.heading}>
        {name}
      </h2>
      <p className={styles.hint}>{words.embedHint}</p>
      <textarea className={styles.code} readOnly value={code} rows={4} aria-label={name} />
      <div className={styles.actions}>
        <button type="button" className={`${shareStyles.button} ${styles.copy}`} onClick={copy}>
          {words.copyCode}
        </button>
        <span className={shareStyles.note} role="status">
          {note}
        </span>
        <button
          type="button"
          className={`${shareStyles.button} ${styles.close}`}
          onClick={() => dialog.current?.close()}
        >
          {words.closeEmbed}
        </button>
      </div>
      <iframe className={styles.preview} src={withBasePath(path)} title={title} height={height} />
    </dialog>
  );
}
