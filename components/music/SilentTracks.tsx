import type { CatalogueTrack } from '@/lib/content/catalogue';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import styles from './SilentTracks.module.css';

/**
 * A release's tracklist while it is not out: every title in order, those that play already (its
 * previews) marked as such; the others play from its day.
 */
export function SilentTracks({
  tracks,
  words,
  headingLevel,
}: {
  tracks: CatalogueTrack[];
  words: Pick<InterfaceText['music'], 'tracklist' | 'preview'>;
  headingLevel: 2 | 3;
}) {
  if (!tracks.length) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className={styles.silent}>
      <Heading className={styles.heading}>{words.tracklist}</Heading>
      <ol className={styles.list}>
        {tracks.map((track) => (
          <li key={track.slug}>
            {track.track.title}
            {track.playable && <span className={styles.preview}>{words.preview}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
