import type { ListenOn } from '@/lib/content/schema';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { platformIcon } from '@/components/icons/platformIcon';
import { around, fill } from '@/lib/i18n/format';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import styles from './TrackDetails.module.css';

interface Props {
  links: ListenOn[];
  /** What is listened to there: a track's title, or the artist's name. */
  subject: string;
  /** "Listen to {subject} on {platform}", in the page's language. */
  words: Pick<InterfaceText['music'], 'listenOn'>;
  className?: string;
}

/**
 * Links to a track, or to the artist, on other platforms, each with the platform's icon and
 * name. Screen readers hear the whole "Listen to {subject} on {platform}"; the eye sees the
 * platform, beside the track or the artist it belongs to. Server-rendered: no JavaScript.
 */
export function ListenOnLinks({ links, subject, words, className }: Props) {
  // The eye sees the platform; the rest of the sentence, around it, is for screen readers.
  const [before, after] = around(fill(words.listenOn, { subject }), 'platform');
  return (
    <p className={[styles.listenOn, className].filter(Boolean).join(' ')}>
      {links.map((link) => (
        <a key={link.url} href={link.url} className={styles.platform}>
          <SvgIcon icon={platformIcon(link)} className={styles.icon} />
          {before && <span className="visually-hidden">{before}</span>}
          {link.name}
          {after && <span className="visually-hidden">{after}</span>}
        </a>
      ))}
    </p>
  );
}
