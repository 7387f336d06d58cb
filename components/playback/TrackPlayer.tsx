'use client';

import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
// The library's stylesheet lays out the rows too: it must be in the Music page's own
// stylesheets, not arrive later with the bar's code (the rows would move when it did).
import 'react-h5-audio-player/lib/styles.css';
import { formatClock } from './clock';
import { TrackClock } from './TrackClock';
import type { playerIconData } from './playerIconData';
import { JUMP_SECONDS, playback, type QueueTrack, type TrackShown } from './playbackStore';
import { WaveformSlider } from './WaveformSlider';
import { useTakeOver } from '@/components/early/useTakeOver';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import styles from './TrackPlayer.module.css';

/** Every control's icon, drawn on the server (SvgIcon) and handed down once for every row. */
export type PlayerIcons = Record<keyof typeof playerIconData, ReactNode>;

/** What a row's player says: its controls' names, the seek bar's spoken time, and a track that failed. */
export type TrackPlayerWords = Pick<
  InterfaceText['player'],
  | 'player'
  | 'progressControl'
  | 'volumeControl'
  | 'play'
  | 'pause'
  | 'rewind'
  | 'forward'
  | 'loopOn'
  | 'loopOff'
  | 'mute'
  | 'unmute'
  | 'timeOf'
  | 'unavailable'
>;

interface Props {
  track: QueueTrack;
  /** What the store says of the track, from its list (usePlaylistView). */
  shown: TrackShown;
  icons: PlayerIcons;
  words: TrackPlayerWords;
}

/** The library's keys, on the focused player or any control in it. */
const KEY_ACTIONS: Record<string, (slug: string) => void> = {
  ' ': (slug) => playback.toggle(slug),
  ArrowLeft: (slug) => playback.jump(slug, -JUMP_SECONDS),
  ArrowRight: (slug) => playback.jump(slug, JUMP_SECONDS),
  ArrowUp: () => playback.changeVolume(1),
  ArrowDown: () => playback.changeVolume(-1),
  l: () => playback.toggleLoop(),
  m: () => playback.toggleMute(),
};
/** Those that would scroll the page too. */
const SCROLL_KEYS = [' ', 'ArrowUp', 'ArrowDown'];

/**
 * A track's player in its row on the Music page: a view of the site's one player (the playback
 * store), drawn as react-h5-audio-player draws its own (its classes, stylesheet, labels, keys
 * and 5 s steps), so the rows and the "Now playing" bar look and work alike. It holds no audio:
 * Play makes its track the one the site plays. It subscribes to nothing: its list reads the
 * store once for every row and hands each what it shows, so sixty rows hydrate as lightly as six.
 */
export function TrackPlayer({ track, shown, icons, words: labels }: Props) {
  const { slug } = track;
  const { playing, unavailable, loop, volume } = shown;
  const muted = volume === 0;
  const group = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = KEY_ACTIONS[event.key];
    // On a button Space presses it; on the player itself it plays and pauses.
    if (!action || (event.key === ' ' && event.target !== group.current)) return;
    if (SCROLL_KEYS.includes(event.key)) event.preventDefault();
    action(slug);
  };

  const button = (className: string, label: string, icon: ReactNode, onClick: () => void) => (
    <button type="button" className={`rhap_button-clear ${className}`} aria-label={label} onClick={onClick}>
      {icon}
    </button>
  );

  // Played before this code ran (earlyTaps.ts): the site's player takes that audio over where it is.
  const root = useRef<HTMLDivElement>(null);
  useTakeOver(root, (element) => {
    const early = window.earlyAudio;
    if (early?.dataset.slug === slug) {
      playback.adopt(track, early);
      delete window.earlyAudio;
    }
    // The early script's "still loading" mark: from here the store's state is what shows.
    element.querySelector('[aria-busy]')?.removeAttribute('aria-busy');
  });

  return (
    <div
      ref={root}
      className={styles.player}
      data-unavailable={unavailable || undefined}
      data-src={track.src}
      data-opus={track.opus}
      data-slug={slug}
      data-playing={playing}
    >
      <div
        ref={group}
        role="group"
        tabIndex={0}
        aria-label={labels.player}
        className={
          `rhap_container ${loop ? 'rhap_loop--on' : 'rhap_loop--off'} ` +
          `rhap_play-status--${playing ? 'playing' : 'paused'}`
        }
        onKeyDown={onKeyDown}
      >
        <div className="rhap_main rhap_stacked">
          <div className="rhap_progress-section">
            <TrackClock seconds={shown.time} />
            <WaveformSlider
              slug={slug}
              time={shown.time ?? 0}
              path={track.waveform}
              duration={shown.duration}
              words={labels}
            />
            <div className="rhap_time rhap_total-time">{track.duration ? formatClock(track.duration) : '--:--'}</div>
            {/*
              Always there, empty until the track fails: a live region present from the start is
              announced when its text changes, and laid over the waveform it moves nothing below.
            */}
            <p className={styles.unavailable} role="status">
              {unavailable ? labels.unavailable : null}
            </p>
          </div>
          <div className="rhap_controls-section">
            <div className="rhap_additional-controls">
              {button(
                'rhap_repeat-button',
                loop ? labels.loopOn : labels.loopOff,
                loop ? icons.loop : icons.loopOff,
                playback.toggleLoop,
              )}
            </div>
            <div className="rhap_main-controls">
              {button('rhap_main-controls-button rhap_rewind-button', labels.rewind, icons.rewind, () =>
                playback.jump(slug, -JUMP_SECONDS),
              )}
              <button
                type="button"
                className="rhap_button-clear rhap_main-controls-button rhap_play-pause-button"
                aria-label={playing ? labels.pause : labels.play}
                data-label-playing={labels.pause}
                data-label-paused={labels.play}
                data-early="play"
                onClick={() => playback.toggle(slug)}
              >
                {/* Both, one hidden: the early script shows the other by an attribute, before React's code. */}
                <span data-shown-when="paused" hidden={playing}>
                  {icons.play}
                </span>
                <span data-shown-when="playing" hidden={!playing}>
                  {icons.pause}
                </span>
              </button>
              {button('rhap_main-controls-button rhap_forward-button', labels.forward, icons.forward, () =>
                playback.jump(slug, JUMP_SECONDS),
              )}
            </div>
            <div className="rhap_volume-controls">
              <div className="rhap_volume-container">
                {button(
                  'rhap_volume-button',
                  muted ? labels.unmute : labels.mute,
                  muted ? icons.volumeMute : icons.volume,
                  playback.toggleMute,
                )}
                <VolumeBar label={labels.volumeControl} volume={volume} />
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The site's volume, as the library's bar shows it: press or drag along it to set it. */
function VolumeBar({ label, volume }: { label: string; volume: number }) {
  const setFrom = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width) playback.setVolume((event.clientX - box.left) / box.width);
  };
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(volume * 100)}
      tabIndex={0}
      className="rhap_volume-bar-area"
      style={volume === 1 ? undefined : ({ '--volume': volume } as CSSProperties)}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setFrom(event);
      }}
      onPointerMove={(event) => event.currentTarget.hasPointerCapture?.(event.pointerId) && setFrom(event)}
    >
      <div className="rhap_volume-bar">
        <div className="rhap_volume-indicator" />
      </div>
    </div>
  );
}
