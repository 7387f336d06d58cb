import downloadIcon from '@iconify-icons/mdi/download';
import { Fragment } from 'react';
import { site, type Credits, type Track } from '@/content';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { trackFile } from '@/content/uses';
import { fileFacts } from './fileFacts';
import { ListenOnLinks } from './ListenOnLinks';
import type { TrackInfo } from './readTracks';
import styles from './TrackDetails.module.css';

/** Whether a track has anything for TrackDetails to show. */
export const hasTrackDetails = ({ lyrics, credits, listenOn, download }: Track) => Boolean(lyrics || credits || listenOn?.length || download);

/** "A", "A and B", "A, B and C". */
const names = (list: string[]) => new Intl.ListFormat(site.lang, { type: 'conjunction' }).format(list);

/**
 * What a track carries besides its audio: its lyrics and credits (in a disclosure that is open
 * from the start, so they show without JavaScript and the visitor may fold them away), links to
 * it on other platforms, and its file to download under its licence. A server component: the
 * playlist places it in the track's row, and it adds no JavaScript.
 */
export function TrackDetails({ info }: { info: Pick<TrackInfo, 'track' | 'src' | 'bytes'> }) {
  const { track } = info;
  const { title, lyrics, credits, listenOn, download } = track;
  const disclosure = lyrics && credits ? 'Lyrics and credits' : lyrics ? 'Lyrics' : 'Credits';
  return (
    <div className={styles.details}>
      {(lyrics || credits) && (
        <details open className={styles.disclosure}>
          <summary className={styles.summary}>
            {disclosure}
            <span className="visually-hidden"> of {title}</span>
          </summary>
          {lyrics && (
            <div className={styles.lyrics}>
              {lyrics
                .trim()
                .split(/\n\s*\n/)
                .map((verse, index) => (
                  <p key={index}>{verse}</p>
                ))}
            </div>
          )}
          {credits && <CreditList credits={credits} />}
        </details>
      )}
      {listenOn && <ListenOnLinks links={listenOn} subject={title} />}
      {download && (
        <p className={styles.download}>
          <a href={info.src} download className={styles.platform}>
            <SvgIcon icon={downloadIcon} className={styles.icon} />
            {/* One box for the words, so the icon's gap does not split them. */}
            <span>
              Download<span className="visually-hidden"> {title}</span> ({fileFacts(trackFile(track), info.bytes)})
            </span>
          </a>
          <span>
            Licence:{' '}
            <a href={download.license.url} rel="license" className={styles.license}>
              {download.license.name}
            </a>
          </span>
        </p>
      )}
    </div>
  );
}

/** Each credit as a term and its names, in the order a sleeve lists them. */
function CreditList({ credits: { writtenBy, producedBy, musicians = [], recordedAt } }: { credits: Credits }) {
  const rows: [string, string | undefined][] = [
    ['Written by', writtenBy && names(writtenBy)],
    ['Produced by', producedBy && names(producedBy)],
    ...musicians.map(({ role, name }): [string, string] => [role, name]),
    ['Recorded at', recordedAt],
  ];
  return (
    <dl className={styles.credits}>
      {rows
        .filter(([, value]) => value)
        .map(([term, value], index) => (
          <Fragment key={index}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
