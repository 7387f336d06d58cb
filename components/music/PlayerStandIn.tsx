import type { ReactNode } from 'react';
import { VolumeBarAtRest } from './PlayerSlots';
import { LABELS } from './playerLabels';
import { playerIcons as icons } from './playerIcons';
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
              {button('rhap_repeat-button', LABELS.loopOff, icons.loopOff)}
            </div>
            <div className="rhap_main-controls">
              {button('rhap_main-controls-button rhap_rewind-button', LABELS.rewind, icons.rewind)}
              {button('rhap_main-controls-button rhap_play-pause-button', LABELS.play, icons.play)}
              {button('rhap_main-controls-button rhap_forward-button', LABELS.forward, icons.forward)}
            </div>
            <div className="rhap_volume-controls">
              <div className="rhap_volume-container">
                {button('rhap_volume-button', LABELS.volume, icons.volume)}
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
function button(className: string, label: string, icon: ReactNode) {
  return (
    <button type="button" className={`rhap_button-clear ${className}`} aria-label={label}>
      {icon}
    </button>
  );
}
