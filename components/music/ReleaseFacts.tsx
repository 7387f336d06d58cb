import type { CatalogueRelease } from '@/lib/content/catalogue';
import { formatDate, plural } from '@/lib/i18n/format';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { richText } from '@/components/i18n/richText';
import { releaseKindName } from './releaseKind';
import styles from './ReleaseFacts.module.css';

/**
 * What a release is, on one line: its kind, its year (its day on its own page) and how many tracks
 * it has; while it is not out yet, its day on a line of its own ("Out 3 March 2099"), which a phone's
 * narrow column does not break among the rest; on its own page also its label and catalogue number.
 */
export function ReleaseFacts({
  entry: { release, upcoming },
  words,
  lang,
  full = false,
}: {
  entry: Pick<CatalogueRelease, 'release' | 'upcoming'>;
  words: InterfaceText['music'];
  lang: string;
  /** On the release's own page: the whole date, the label and the catalogue number. */
  full?: boolean;
}) {
  const day = formatDate(release.released, lang);
  const date = <time dateTime={release.released}>{full || upcoming ? day : release.released.slice(0, 4)}</time>;
  const facts = [
    releaseKindName(release.kind, words),
    ...(upcoming ? [] : [full ? richText(words.released, { date }) : date]),
    ...(release.tracks.length ? [plural(words.trackCount, release.tracks.length, lang)] : []),
  ];
  const label = full && (release.label || release.catalogNumber);
  return (
    <>
      <p className={styles.facts}>
        {facts.map((fact, index) => (
          <span key={index}>{fact}</span>
        ))}
      </p>
      {upcoming && <p className={styles.upcoming}>{richText(words.out, { date })}</p>}
      {label && (
        <dl className={styles.label}>
          {release.label && (
            <>
              <dt>{words.label}</dt>
              <dd>{release.label}</dd>
            </>
          )}
          {release.catalogNumber && (
            <>
              <dt>{words.catalogNumber}</dt>
              <dd>{release.catalogNumber}</dd>
            </>
          )}
        </dl>
      )}
    </>
  );
}
