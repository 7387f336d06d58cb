import type { IconifyIcon } from '@iconify/types';
import type { ReactNode } from 'react';
// The library's stylesheet lays out its markup, the stand-in's too: it must be in the page's
// own stylesheets, not arrive with the player's code (a layout shift when it did).
import 'react-h5-audio-player/lib/styles.css';
import { LABELS } from './playerLabels';
import { playerIconData } from './playerIconData';
import { WaveformAtRest } from './WaveformSeekBar';
import styles from './TrackPlayer.module.css';

interface Props {
  /** The duration read at build time ("0:06"). */
  durationText?: string;
  /** The same in seconds, and the waveform drawn at build time, if any: the seek bar at rest. */
  duration?: number;
  waveform?: string;
}

/**
 * What react-h5-audio-player renders for a track that has not been played, as plain markup:
 * the library's classes, the same icons, labels and build-time duration, the same controls in
 * the same order (useUpgradeWhenNeeded relies on that order), and no <audio> element. Sixty of
 * these cost a page little to hydrate; sixty of the library's players, each a tree of class
 * components with listeners on its audio element, do not. The real player takes its place when
 * it is needed (TrackRowPlayer). Its bars need no inline positions: CSS puts them where the
 * library's would be at rest (the seek bar at 0, the volume at full).
 */
export function PlayerStandIn({ durationText, duration, waveform }: Props) {
  return (
    <div className={styles.player}>
      <div role="group" tabIndex={0} aria-label={LABELS.player} className="rhap_container rhap_loop--off rhap_play-status--paused">
        <div className="rhap_main rhap_stacked">
          <div className="rhap_progress-section">
            <div className="rhap_time rhap_current-time">--:--</div>
            {waveform ? (
              <WaveformAtRest path={waveform} duration={duration} />
            ) : (
              <div role="progressbar" aria-label={LABELS.progressControl} aria-valuemin={0} aria-valuemax={100} aria-valuenow={0} tabIndex={0} className="rhap_progress-container">
                <div className="rhap_progress-bar rhap_progress-bar-show-download">
                  <div className="rhap_progress-indicator" />
                  <div className="rhap_progress-filled" />
                </div>
              </div>
            )}
            <div className="rhap_time rhap_total-time">{durationText ?? '--:--'}</div>
          </div>
          <div className="rhap_controls-section">
            <div className="rhap_additional-controls">
              {button('rhap_repeat-button', LABELS.loopOff, playerIconData.loopOff)}
            </div>
            <div className="rhap_main-controls">
              {button('rhap_main-controls-button rhap_rewind-button', LABELS.rewind, playerIconData.rewind)}
              {button('rhap_main-controls-button rhap_play-pause-button', LABELS.play, playerIconData.play)}
              {button('rhap_main-controls-button rhap_forward-button', LABELS.forward, playerIconData.forward)}
            </div>
            <div className="rhap_volume-controls">
              <div className="rhap_volume-container">
                {button('rhap_volume-button', LABELS.volume, playerIconData.volume)}
                <VolumeBarAtRest label={LABELS.volumeControl} />
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * A control button as the library writes it. A plain function, not a component: five per
 * track, sixty tracks, and nothing for React to keep for any of them.
 */
function button(className: string, label: string, icon: IconifyIcon) {
  return (
    <button type="button" className={`rhap_button-clear ${className}`} aria-label={label}>
      {iconOf(icon)}
    </button>
  );
}

/**
 * The SVG @iconify/react's <Icon> draws for these icons (whole 24 × 24 Material Design
 * icons, no transforms), drawn without it: the stand-ins are on the Music page's first view,
 * and <Icon> comes with the player's code after it (playerIcons). Without its namespace
 * attributes (the HTML parser gives inline SVG its namespace) and role (it is hidden from
 * assistive technology): five icons a track, and the pages are kept near 14 KB compressed.
 */
function iconOf({ body, width = 16, height = 16 }: IconifyIcon): ReactNode {
  return <svg aria-hidden="true" width="1em" height="1em" viewBox={`0 0 ${width} ${height}`} dangerouslySetInnerHTML={{ __html: body }} />;
}

/**
 * The volume bar at full volume, as the library draws it for a player that has not played,
 * for the stand-in (PlayerStandIn) to show. The library's own renders aria-valuenow="NaN"
 * until its audio element exists, which is why the real player is never pre-rendered.
 * Focusable like the library's bar, so both have the same controls in the same order.
 */
export function VolumeBarAtRest({ label }: { label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={100} tabIndex={0} className="rhap_volume-bar-area">
      <div className="rhap_volume-bar">
        <div className="rhap_volume-indicator" />
      </div>
    </div>
  );
}

