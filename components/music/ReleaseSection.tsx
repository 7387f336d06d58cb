import playIcon from '@iconify-icons/mdi/play';
import Link from 'next/link';
import type { PageContent } from '@/lib/site/pageContent';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { PictureView } from '@/components/picture/PictureView';
import { resolvePicture } from '@/components/picture/resolvePicture';
import type { Catalogue, CatalogueRelease } from '@/lib/content/catalogue';
import { artworkOf } from './artwork';
import { PlayAll } from './PlayAll';
import { ReleaseFacts } from './ReleaseFacts';
import { SilentTracks } from './SilentTracks';
import { TrackRows } from './TrackRows';
import styles from './ReleaseSection.module.css';

/** How wide a release's cover is on the Music page (ReleaseSection.module.css). */
const COVER_SIZES = '(max-width: 599px) 96px, 176px';

/**
 * One release on the Music page: its cover, title (a link to its page), kind, year and track
 * count, "Play all", and its tracks as rows of the site's one player; while it is not out, the
 * titles of those that do not play yet.
 */
export async function ReleaseSection({
  entry,
  catalogue,
  content,
  first,
  marked,
}: {
  entry: CatalogueRelease;
  catalogue: Catalogue;
  content: PageContent;
  /** The page's first release: its cover is the first view's, and its list the queue. */
  first: boolean;
  /** The track whose own page this is. */
  marked?: string;
}) {
  const { ui, lang, local } = content;
  const { release, slug } = entry;
  const tracks = catalogue.tracks.filter((track) => track.release === entry);
  const playing = tracks.filter((track) => track.playable);
  const cover = resolvePicture(release.cover);
  const headingId = `release-${slug}`;
  return (
    <section className={styles.release} aria-labelledby={headingId}>
      <div className={styles.head}>
        <PictureView
          picture={cover}
          sizes={COVER_SIZES}
          loading={first ? 'eager' : 'lazy'}
          words={{ unavailable: ui.picture.unavailable }}
          className={styles.cover}
        />
        <div className={styles.about}>
          <h2 id={headingId} className={styles.title}>
            <Link href={local(`/music/${slug}`)} prefetch={false}>
              {release.title}
            </Link>
          </h2>
          <ReleaseFacts entry={entry} words={ui.music} lang={lang} />
          {playing[0] && (
            <PlayAll
              first={playing[0].slug}
              title={release.title}
              icon={<SvgIcon icon={playIcon} />}
              words={ui.music}
            />
          )}
        </div>
      </div>
      {playing.length > 0 && (
        <TrackRows
          entries={playing}
          content={content}
          artwork={artworkOf(cover)}
          first={first}
          headingLevel={3}
          marked={marked}
        />
      )}
      {entry.upcoming && <SilentTracks tracks={tracks} words={ui.music} headingLevel={3} />}
    </section>
  );
}
