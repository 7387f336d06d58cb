'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import AudioPlayer, { RHAP_UI } from 'react-h5-audio-player';
import 'react-h5-audio-player/lib/styles.css';
import { sectionOf } from '@/components/shell/section';
import { PlayerClock, PlayerLength } from './PlayerClock';
import { useShownWords, type ShownWords } from '@/components/i18n/SharedWords';
import { localPath, splitLanguage } from '@/lib/i18n/paths';
import { useShell } from '@/components/shell/ShellProvider';
import { fill } from '@/lib/i18n/format';
import { playerIcons } from './playerIcons';
import { playback, usePlayback } from './playbackStore';
import { readResumeRecord, saveResumeRecord } from './resumeRecord';
import { useMediaSession } from './useMediaSession';
import { WaveformSeekBar } from './WaveformSeekBar';
import player from './TrackPlayer.module.css';
import styles from './NowPlayingBar.module.css';

const saveWhereWeAre = () => saveResumeRecord(playback.resumeRecord());

/** The player's words under the library's own names for them. */
const libraryLabels = (words: ShownWords['player']) => ({
  player: words.player,
  progressControl: words.progressControl,
  volumeControl: words.volumeControl,
  play: words.play,
  pause: words.pause,
  rewind: words.rewind,
  forward: words.forward,
  previous: words.previous,
  next: words.next,
  loop: words.loopOn,
  loopOff: words.loopOff,
  volume: words.mute,
  volumeMute: words.unmute,
});

/**
 * The site's player, mounted once in the layout (NowPlayingMount) and never again, so the music
 * outlives every page. Its react-h5-audio-player holds the site's one audio element (the store
 * drives it) and is what the visitor sees on every page but Music: the track playing or paused
 * part-way, its controls in compact form with the library's keys, a way back to Music and a
 * close button. It sits at the bottom of the window but in the page's flow (sticky), so the page
 * ends above it and nothing stays hidden. On Music, and with nothing current, it is hidden.
 */
/** The store, for the pages that fetch it with the bar (NowPlayingMount's loadSitePlayer). */
export { playback };

export function NowPlayingBar() {
  const track = usePlayback((state) => state.queue.find(({ slug }) => slug === state.current));
  const artist = usePlayback((state) => state.artist);
  const artwork = usePlayback((state) => state.artwork);
  const playing = usePlayback((state) => state.playing);
  const pathname = usePathname() ?? '';
  const section = sectionOf(pathname);
  /** The language on screen: the bar's links lead to its pages. */
  const { language } = splitLanguage(pathname);
  const words = useShownWords()?.player;
  // Outside the app's frame (it plays on across languages' layouts): inert with it while the menu is open.
  const { menu } = useShell();
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
  // Until a language's layout has said its words (it has, by the time this code arrives).
  if (!words) return null;

  return (
    <section aria-label={words.nowPlaying} className={`no-print ${styles.bar}`} hidden={!shown} inert={menu === 'open'}>
      <div className={styles.inner}>
        {track && (
          <div className={styles.head}>
            <p className={styles.what}>
              <Link href={localPath(splitLanguage(track.page).path, language)} className={styles.title}>
                {track.title}
              </Link>
              <span className={styles.artist}>{artist}</span>
            </p>
            <Link href={localPath('/music', language)} className={styles.music}>
              {words.toMusic}
            </Link>
            <button type="button" className={styles.close} aria-label={words.close} onClick={playback.close}>
              {playerIcons.close}
            </button>
          </div>
        )}
        {/* The library's own keys act on the element directly: the store reads back what they changed. */}
        <div className={`${player.player} ${player.compact} ${styles.player}`} onKeyUp={playback.refresh}>
          <AudioPlayer
            ref={attach}
            preload="none"
            customIcons={playerIcons}
            i18nAriaLabels={libraryLabels(words)}
            layout="horizontal"
            showJumpControls={false}
            showSkipControls
            customControlsSection={[RHAP_UI.MAIN_CONTROLS]}
            customProgressBarSection={
              track
                ? [
                    <PlayerClock key="time" slug={track.slug} />,
                    <WaveformSeekBar
                      key={track.slug}
                      slug={track.slug}
                      path={track.waveform}
                      duration={track.duration}
                      words={words}
                    />,
                    // The site's clock format, not the library's ("00:36").
                    <PlayerLength key="length" duration={track.duration} />,
                  ]
                : []
            }
            onClickPrevious={() => playback.skip(-1)}
            onClickNext={() => playback.skip(1)}
          />
        </div>
        {track && (
          <p className="visually-hidden" aria-live="polite">
            {fill(playing ? words.playing : words.paused, { title: track.title })}
          </p>
        )}
      </div>
    </section>
  );
}
