'use client';

import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { loadOnce } from '@/components/loadOnce';
import { fill } from '@/lib/i18n/format';
import type { EmbedWords } from './embedWords';
import shareStyles from '@/components/share/ShareButton.module.css';
import styles from './EmbedButton.module.css';

type Dialog = typeof import('./EmbedDialog').EmbedDialog;

/** The dialog's code. */
const { load: loadDialog, preload: preloadDialog } = loadOnce(() =>
  import('./EmbedDialog').then((module) => module.EmbedDialog),
);

/**
 * "Embed", beside Share: a dialog with the code another site pastes to show the player (a track's,
 * a release's or the list's embed page), the player itself as that site will show it, and a
 * button that copies the code. The dialog and its player are made only when it opens, and its
 * code is a chunk of its own, fetched on the visitor's first intent (a pointer over the button, a
 * focus) or the click itself; a failed fetch says so beside the button. Without JavaScript there
 * is nothing to open, so the button is not shown.
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
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const [failed, setFailed] = useState(false);
  const name = fill(words.embedTitle, { title: subject });
  const open = () => {
    setFailed(false);
    loadDialog().then(
      (loaded) => setDialog(() => loaded),
      () => setFailed(true),
    );
  };
  return (
    <>
      {/* Share's look, beside it. */}
      <button
        type="button"
        className={`${shareStyles.button} ${styles.button}`}
        aria-label={name}
        onClick={open}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
      >
        <span className={shareStyles.icon}>{icon}</span>
        <span className={styles.label}>{words.embed}</span>
      </button>
      <span className={shareStyles.note} role="status">
        {failed ? words.embedFailed : ''}
      </span>
      {Dialog &&
        createPortal(
          <Dialog
            name={name}
            subject={subject}
            path={path}
            siteUrl={siteUrl}
            height={height}
            words={words}
            onClose={() => setDialog(null)}
          />,
          document.body,
        )}
    </>
  );
}
