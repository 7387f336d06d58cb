'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import AudioPlayer, { RHAP_UI } from 'react-h5-audio-player';
import 'react-h5-audio-player/lib/styles.css';
import { sectionOf } from '@/components/shell/section';
import { formatClock } from './clock';
import { PlayerClock } from './PlayerClock';
import { LABELS } from './playerLabels';
import { playerIcons } from './playerIcons';
import { playback, usePlayback } from './playbackStore';
import { readResumeRecord, saveResumeRecord } from './resumeRecord';
import { useMediaSession } from './useMediaSession';
import { WaveformSeekBar } from './WaveformSeekBar';
import player from './TrackPlayer.module.css';
import styles from './NowPlayingBar.module.css';

const saveWhereWeAre = () => saveResumeRecord(playback.resumeRecord());

/**
 * The site's player, mounted once in the layout (NowPlayingMount) and never again, so the music
 * outlives every page. Its react-h5-audio-player holds the site's one audio element (the store
 * drives it) and is what the visitor sees on every page but Music: the track playing or paused
 * part-way, its controls in compact form with the library's keys, a way back to Music and a
 * close button. It sits at the bottom of the window but in the page's flow (sticky), so the page
 * ends above it and nothing stays hidden. On Music, and with nothing current, it is hidden.
 */
export function NowPlayingBar() {
  const track = usePlayback((state) => state.queue.find(({ slug }) => slug === state.current));
  const artist = usePlayback((state) => state.artist);
  const artwork = usePlayback((state) => state.artwork);
  const playing = usePlayback((state) => state.playing);
  const section = sectionOf(usePathname() ?? '');
  // The Music page's rows are the players there.
  const shown = Boolean(track) && section !== '/music';

  // The library keeps its audio element to itself; its instance ref is the way in.
  const attach = useCallback((instance: AudioPlayer | null) => playback.attach(instance?.audio.current ?? null), []);

  useEffect(() => {
    // After a full page load: the track the visitor was listening to, paused where they left it.
    const record = readResumeRecord();
    if (record) playback.restore(record);
    addEventListener('pagehide', saveWhereWeAre);
    return () => removeEventListener('pagehide', saveWhereWeAre);
  }, []);
  // Kept on every start, stop and close too, so a tab that is closed or crashes resumes (or not) as left.
  useEffect(saveWhereWeAre, [track, playing]);

  useMediaSession(track, artist, artwork);

  return (
    <section aria-label="Now playing" className={styles.bar} hidden={!shown}>
      <div className={styles.inner}>
        {track && (
          <div className={styles.head}>
            <p className={styles.what}>
              <Link href={track.page} className={styles.title}>
                {track.title}
              </Link>
              <span className={styles.artist}>{artist}</span>
            </p>
            <Link href="/music" className={styles.music}>
              Music
            </Link>
            <button
              type="button"
              className={styles.close}
              aria-label="Stop and close the player"
              onClick={playback.close}
            >
              {playerIcons.close}
            </button>
          </div>
        )}
        {/* The library's own keys act on the element directly: the store reads back what they changed. */}
        <div className={`${player.player} ${player.compact} ${styles.player}`} onKeyUp={playback.refresh}>
          <AudioPlayer
            ref={attach}
            preload="none"
            defaultDuration={track?.duration ? formatClock(track.duration) : '--:--'}
            customIcons={playerIcons}
            i18nAriaLabels={LABELS}
            layout="horizontal"
            showJumpControls={false}
            showSkipControls
            customControlsSection={[RHAP_UI.MAIN_CONTROLS]}
            customProgressBarSection={
              track
                ? [
                    <PlayerClock key="time" slug={track.slug} duration={track.duration} />,
                    <WaveformSeekBar key={track.slug} slug={track.slug} path={track.waveform} duration={track.duration} />,
                    RHAP_UI.DURATION,
                  ]
                : []
            }
            onClickPrevious={() => playback.skip(-1)}
            onClickNext={() => playback.skip(1)}
          />
        </div>
        {track && (
          <p className="visually-hidden" aria-live="polite">
            {playing ? `Playing: ${track.title}` : `Paused: ${track.title}`}
          </p>
        )}
      </div>
    </section>
  );
}
