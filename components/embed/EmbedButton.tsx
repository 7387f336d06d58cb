'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { withBasePath } from '@/components/basePath';
import { fill } from '@/lib/i18n/format';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { frameTitle, iframeCode } from './embedCode';
import shareStyles from '@/components/share/ShareButton.module.css';
import styles from './EmbedButton.module.css';

export type EmbedWords = Pick<
  InterfaceText['share'],
  'embed' | 'embedTitle' | 'copyCode' | 'codeCopied' | 'copyRefused' | 'closeEmbed' | 'embedHint'
> & { player: string };

/**
 * "Embed", beside Share: a dialog with the code another site pastes to show the player (a track's,
 * a release's or the list's embed page), the player itself as that site will show it, and a
 * button that copies the code. The dialog and its player are made only when it opens; without
 * JavaScript there is nothing to open, so the button is not shown.
 */
export function EmbedButton({
  subject,
  path,
  siteUrl,
  height,
  icon,
  words,
}: {
  /** What is embedded: the track's or release's title, or the artist for the list. */
  subject: string;
  /** The embed page's address from the site root (/embed/track/<slug>). */
  path: string;
  /** The site's public address: the code names the player there; the preview shows it from this page's own. */
  siteUrl: string;
  height: number;
  icon: ReactNode;
  words: EmbedWords;
}) {
  const [open, setOpen] = useState(false);
  const name = fill(words.embedTitle, { title: subject });
  return (
    <>
      {/* Share's look, beside it. */}
      <button
        type="button"
        className={`${shareStyles.button} ${styles.button}`}
        aria-label={name}
        onClick={() => setOpen(true)}
      >
        <span className={shareStyles.icon}>{icon}</span>
        <span className={styles.label}>{words.embed}</span>
      </button>
      {open &&
        createPortal(
          <EmbedDialog
            name={name}
            code={iframeCode({ src: `${siteUrl}${path}`, height, title: frameTitle(words.player, subject) })}
            preview={{ src: withBasePath(path), height, title: frameTitle(words.player, subject) }}
            words={words}
            onClose={() => setOpen(false)}
          />,
          document.body,
        )}
    </>
  );
}

function EmbedDialog({
  name,
  code,
  preview,
  words,
  onClose,
}: {
  name: string;
  code: string;
  preview: { src: string; height: number; title: string };
  words: EmbedWords;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [note, setNote] = useState('');
  // A modal dialog: the page behind is inert, Escape closes it, focus comes back to the button.
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
        <button type="button" className={styles.copy} onClick={copy}>
          {words.copyCode}
        </button>
        <span className={styles.note} role="status">
          {note}
        </span>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          {words.closeEmbed}
        </button>
      </div>
      <iframe className={styles.preview} src={preview.src} title={preview.title} height={preview.height} />
    </dialog>
  );
}
