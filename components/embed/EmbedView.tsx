import pauseIcon from '@iconify-icons/mdi/pause';
import playIcon from '@iconify-icons/mdi/play';
import type { PageContent } from '@/lib/site/pageContent';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { PictureView } from '@/components/picture/PictureView';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { readTracks } from '@/components/music/readTracks';
import { waveformPath } from '@/components/music/waveformPath';
import { OPUS_TYPE } from '@/components/playback/audioSource';
import { formatClock } from '@/components/playback/clock';
import { WAVEFORM_VIEWBOX } from '@/components/playback/waveformBox';
import { fill } from '@/lib/i18n/format';
import { musicSection } from '@/lib/content/sections';
import type { Embed } from './embeds';
import styles from './EmbedView.module.css';

const VIEWBOX = `0 0 ${WAVEFORM_VIEWBOX.width} ${WAVEFORM_VIEWBOX.height}`;

/**
 * A player another site frames (an embed page): the cover thumbnail, the title and artist, Play,
 * the waveform as the seek slider with its time, the link to the page on the site and, for a
 * release or the list, its tracks. The markup works alone: the browser's own player plays the
 * first track without JavaScript. components/embed/embedPlayer.ts, the page's one small script,
 * hides that player, shows these controls and plays the tracks in order, one at a time.
 */
export async function EmbedView({ embed, content }: { embed: Embed; content: PageContent }) {
  const { ui, site, local } = content;
  const music = musicSection(content.music);
  const infos = await readTracks(embed.tracks.map((entry) => entry.track));
  const [first] = infos;
  if (!first) throw new Error(`${embed.path} has no track to play`);
  const cover = embed.cover && resolvePicture(embed.cover);
  const pageUrl = `${site.url}${local(embed.page)}`;
  const waveOf = (peaks?: number[]) => (peaks ? waveformPath(peaks) : '');
  const clock = (seconds?: number) => (seconds === undefined ? '' : formatClock(seconds));
  return (
    <main className={styles.embed} data-embed data-compact-class={styles.compact}>
      <div className={styles.player}>
        {cover && (
          <PictureView
            picture={cover}
            sizes="96px"
            loading="eager"
            words={{ unavailable: ui.picture.unavailable }}
            className={styles.cover}
          />
        )}
        <div className={styles.body}>
          <h1 className={styles.titles}>
            <span className={styles.title} data-title>
              {first.track.title}
            </span>
            <span className={styles.artist}>
              {embed.kind === 'release' ? `${music.artist} · ${embed.title}` : music.artist}
            </span>
          </h1>
          <div className={styles.controls} data-controls hidden>
            <button type="button" className={styles.play} data-play aria-label={ui.player.play}>
              <span className={styles.playIcon}>
                <SvgIcon icon={playIcon} />
              </span>
              <span className={styles.pauseIcon}>
                <SvgIcon icon={pauseIcon} />
              </span>
            </button>
            <div
              className={styles.wave}
              role="slider"
              tabIndex={0}
              aria-label={ui.player.progressControl}
              aria-valuemin={0}
              aria-valuemax={Math.round(first.duration ?? 0)}
              aria-valuenow={0}
              aria-valuetext={fill(ui.player.timeOf, { time: '0:00', duration: clock(first.duration) })}
              data-seek
              data-time-of={ui.player.timeOf}
            >
              <svg viewBox={VIEWBOX} preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <path d={waveOf(first.peaks)} data-wave />
              </svg>
              <svg
                viewBox={VIEWBOX}
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
                className={styles.played}
                data-played
              >
                <path d={waveOf(first.peaks)} data-wave />
              </svg>
            </div>
            <span className={styles.time} data-time aria-hidden="true">
              0:00 / {clock(first.duration)}
            </span>
          </div>
          {/* A track with an Opus file offers it first and its MP3 after, as the site's pages do. */}
          <audio
            className={styles.native}
            controls
            preload="none"
            src={first.opus ? undefined : first.src}
            data-audio
            aria-label={fill(ui.music.playTitle, { title: first.track.title })}
            data-play-label={ui.player.play}
            data-pause-label={ui.player.pause}
          >
            {first.opus && <source src={first.opus} type={OPUS_TYPE} />}
            {first.opus && <source src={first.src} type="audio/mpeg" />}
          </audio>
          <a href={pageUrl} target="_blank" rel="noopener" className={styles.listen}>
            {fill(ui.music.listenOnSite, { site: site.name })}
          </a>
        </div>
      </div>
      <ol className={styles.list} hidden={infos.length < 2}>
        {infos.map((info, index) => (
          <li key={info.slug}>
            <button
              type="button"
              className={styles.row}
              data-track={index}
              data-src={info.src}
              data-opus={info.opus}
              data-title={info.track.title}
              data-duration={info.duration ?? ''}
              data-wave={waveOf(info.peaks)}
              aria-current={index === 0 || undefined}
            >
              <span className={styles.position}>{index + 1}</span>
              <span className={styles.rowTitle}>{info.track.title}</span>
              <span className={styles.rowTime}>{clock(info.duration)}</span>
            </button>
          </li>
        ))}
      </ol>
    </main>
  );
}
