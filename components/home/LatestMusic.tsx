import Link from 'next/link';
import pauseIcon from '@iconify-icons/mdi/pause';
import playIcon from '@iconify-icons/mdi/play';
import { trackPagePath, type CatalogueTrack } from '@/lib/content/catalogue';
import { musicSection } from '@/lib/content/sections';
import { fill, formatDate } from '@/lib/i18n/format';
import type { PageContent } from '@/lib/site/pageContent';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { artworkOf } from '@/components/music/artwork';
import { queueTrackOf } from '@/components/music/queueTrack';
import { readTracks } from '@/components/music/readTracks';
import { releaseKindName } from '@/components/music/releaseKind';
import { NativeAudio } from '@/components/playback/NativeAudio';
import { PictureView } from '@/components/picture/PictureView';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { PlayLatest } from './PlayLatest';
import { HomePart } from './HomePart';
import styles from './HomeParts.module.css';

/** The newest listed release that is out and plays, else the newest loose track: what Home offers to play. */
function latestOf({ catalogue }: Pick<PageContent, 'catalogue'>) {
  const release = catalogue.listed.find(
    (entry) => !entry.upcoming && catalogue.tracks.some((track) => track.release === entry && track.playable),
  );
  if (release)
    return { release, tracks: catalogue.tracks.filter((track) => track.release === release && track.playable) };
  const loose = catalogue.loose.filter((track) => track.hasPage);
  const newest = [...loose].sort((a, b) => (b.track.released ?? '').localeCompare(a.track.released ?? ''))[0];
  return newest ? { release: undefined, tracks: [newest] } : undefined;
}

/**
 * Home's latest release (or track): its cover, title, kind and day, a Play that plays it in the
 * site's one player without leaving Home, and its title leading to its page. Without JavaScript,
 * the browser's own player. A server component but for the Play.
 */
export async function LatestMusic({ content }: { content: PageContent }) {
  const latest = latestOf(content);
  if (!latest) return null;
  const { ui, lang, local } = content;
  const music = musicSection(content.music);
  const { release, tracks } = latest;
  const title = release ? release.release.title : tracks[0]!.track.title;
  const day = release ? release.release.released : tracks[0]!.track.released;
  const cover = resolvePicture(release?.release.cover ?? music.cover);
  const page = local(release ? `/music/${release.slug}` : trackPagePath(tracks[0] as CatalogueTrack));
  const infos = await readTracks(tracks.map((entry) => entry.track));
  const queue = infos.map((info, index) =>
    queueTrackOf(info, { slug: info.slug, title: info.track.title, page: local(trackPagePath(tracks[index]!)) }),
  );
  const facts = [release && releaseKindName(release.release.kind, ui.music), day && formatDate(day, lang)].filter(
    Boolean,
  );
  return (
    <HomePart id="home-music" title={release ? ui.home.latestRelease : ui.home.latestTrack}>
      <div className={styles.release}>
        <PictureView
          picture={cover}
          sizes="12rem"
          loading="lazy"
          words={{ unavailable: ui.picture.unavailable }}
          className={styles.cover}
        />
        <div className={styles.releaseText}>
          <h3 className={styles.cardTitle}>
            <Link href={page}>{title}</Link>
          </h3>
          {facts.length > 0 && <p className={styles.cardLine}>{facts.join(' · ')}</p>}
          <PlayLatest
            queue={queue}
            artist={music.artist}
            artwork={artworkOf(cover)}
            icons={{ play: <SvgIcon icon={playIcon} />, pause: <SvgIcon icon={pauseIcon} /> }}
            words={{ play: ui.player.play, pause: ui.player.pause }}
            playName={fill(ui.music.playTitle, { title: queue[0]!.title })}
          />
          <noscript>
            <NativeAudio track={queue[0]!} label={fill(ui.music.playTitle, { title: queue[0]!.title })} />
          </noscript>
        </div>
      </div>
    </HomePart>
  );
}
