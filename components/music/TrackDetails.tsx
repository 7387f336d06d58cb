import downloadIcon from '@iconify-icons/mdi/download';
import { Fragment } from 'react';
import type { Credits, License, Track } from '@/lib/content/schema';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { trackFile } from '@/lib/content/audio';
import { around, fill, formatDate } from '@/lib/i18n/format';
import { richText } from '@/components/i18n/richText';
import { fileFacts } from './fileFacts';
import { ListenOnLinks } from './ListenOnLinks';
import type { TrackInfo } from './readTracks';
import styles from './TrackDetails.module.css';

/** Whether a track has anything for TrackDetails to show. */
export const hasTrackDetails = ({ lyrics, credits, listenOn, download, released }: Track) =>
  Boolean(lyrics || credits || listenOn?.length || download || released);

/** "A", "A and B", "A, B and C". */
const names = (list: string[], lang: string) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(list);

/**
 * What a track carries besides its audio: its lyrics and credits (in a disclosure that is open
 * from the start, so they show without JavaScript and the visitor may fold them away), links to
 * it on other platforms, and its file to download under its licence. A server component: the
 * playlist places it in the track's row, and it adds no JavaScript.
 */
export function TrackDetails({
  info,
  words,
  lang,
}: {
  info: Pick<TrackInfo, 'track' | 'src' | 'bytes' | 'downloads'>;
  /** The Music page's words. */
  words: InterfaceText['music'];
  /** The page's language, for dates, lists and sizes. */
  lang: string;
}) {
  const { track } = info;
  const { title, lyrics, credits, listenOn, download, released } = track;
  const disclosure = lyrics && credits ? words.lyricsAndCredits : lyrics ? words.lyrics : words.credits;
  return (
    <div className={styles.details}>
      {released && (
        <p className={styles.released}>
          {richText(words.released, { date: <time dateTime={released}>{formatDate(released, lang)}</time> })}
        </p>
      )}
      {(lyrics || credits) && (
        <details open className={styles.disclosure}>
          <summary className={styles.summary}>
            {disclosure}
            <span className="visually-hidden">{fill(words.detailsOf, { title })}</span>
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
          {credits && <CreditList credits={credits} words={words} lang={lang} />}
        </details>
      )}
      {listenOn && <ListenOnLinks links={listenOn} subject={title} words={words} />}
      {download &&
        (download.formats
          ? (info.downloads ?? [])
          : [{ src: info.src, file: trackFile(track), bytes: info.bytes }]
        ).map((file) => (
          <FileDownload
            key={file.file}
            href={file.src}
            file={file.file}
            format={'format' in file ? file.format : undefined}
            bytes={file.bytes}
            title={title}
            license={download.license}
            words={words}
            lang={lang}
          />
        ))}
    </div>
  );
}

/**
 * A file to download under its licence: a track's audio, a release's zip. The eye sees "Download
 * (MP3, 507 kB)"; a screen reader hears which title too.
 */
export function FileDownload({
  href,
  file,
  format,
  bytes,
  title,
  license,
  words,
  lang,
  fileName,
}: {
  href: string;
  /** Its path or name, whose extension names its format. */
  file: string;
  /** Its format's name where the extension does not say it ("FLAC" of a zip, "MP3 V0"). */
  format?: string;
  bytes?: number;
  title: string;
  license: License;
  words: Pick<InterfaceText['music'], 'download' | 'licence'>;
  lang: string;
  /** The name it is saved as, where it is not the address's. */
  fileName?: string;
}) {
  const [downloadBefore, downloadAfter] = around(words.download, 'title');
  return (
    <p className={styles.download}>
      <a href={href} download={fileName ?? true} className={styles.platform}>
        <SvgIcon icon={downloadIcon} className={styles.icon} />
        {/* One box for the words, so the icon's gap does not split them. */}
        <span>
          {downloadBefore}
          <span className="visually-hidden">{title}</span>
          {fill(downloadAfter, { facts: fileFacts(file, bytes, lang, format) }, lang)}
        </span>
      </a>
      <span>
        {words.licence}{' '}
        <a href={license.url} rel="license" className={styles.license}>
          {license.name}
        </a>
      </span>
    </p>
  );
}

/** Each credit as a term and its names, in the order a sleeve lists them. */
export function CreditList({
  credits: { writtenBy, producedBy, musicians = [], recordedAt },
  words,
  lang,
}: {
  credits: Credits;
  words: InterfaceText['music'];
  lang: string;
}) {
  const rows: [string, string | undefined][] = [
    [words.writtenBy, writtenBy && names(writtenBy, lang)],
    [words.producedBy, producedBy && names(producedBy, lang)],
    ...musicians.map(({ role, name }): [string, string] => [role, name]),
    [words.recordedAt, recordedAt],
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
