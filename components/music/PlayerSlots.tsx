'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import CurrentTime from 'react-h5-audio-player/lib/CurrentTime';
import VolumeBar from 'react-h5-audio-player/lib/VolumeBar';

/*
 * Stand-ins for two of react-h5-audio-player's own UI modules, built from its exported
 * parts. Its originals give every player the same id="rhap_current-time" (six players,
 * six duplicate ids) and render aria-valuenow="NaN" on the volume bar before the audio
 * element exists (in the pre-rendered HTML). Behaviour, classes and labels are the library's.
 */

/** The current time, as the library shows it, without the shared id. */
export function CurrentTimeSlot({ audio }: { audio: HTMLAudioElement | null }) {
  return (
    <div className="rhap_time rhap_current-time">
      <CurrentTime audio={audio ?? undefined} isLeftTime={false} defaultCurrentTime="--:--" timeFormat="auto" />
    </div>
  );
}

function useVolume(audio: HTMLAudioElement | null): number {
  return useSyncExternalStore(
    (onChange) => {
      audio?.addEventListener('volumechange', onChange);
      return () => audio?.removeEventListener('volumechange', onChange);
    },
    () => audio?.volume ?? 1,
    () => 1,
  );
}

interface VolumeSlotProps {
  audio: HTMLAudioElement | null;
  /** The player's own mute toggle: it remembers the last volume (SPEC.md §4). */
  onToggleMute: () => void;
  labels: { volume: string; volumeMute: string; volumeControl: string };
  icons: { volume: ReactNode; volumeMute: ReactNode };
}

/** The mute button and volume bar, with a valid value before the audio element exists. */
export function VolumeSlot({ audio, onToggleMute, labels, icons }: VolumeSlotProps) {
  const volume = useVolume(audio);
  return (
    <div className="rhap_volume-container">
      <button type="button" className="rhap_button-clear rhap_volume-button" aria-label={volume ? labels.volume : labels.volumeMute} onClick={onToggleMute}>
        {volume ? icons.volume : icons.volumeMute}
      </button>
      {audio ? (
        <VolumeBar audio={audio} volume={volume} onMuteChange={() => {}} showFilledVolume={false} i18nVolumeControl={labels.volumeControl} />
      ) : (
        <VolumeBarAtRest label={labels.volumeControl} />
      )}
    </div>
  );
}

/**
 * The volume bar at full volume, before there is an audio element to read it from: the
 * library's markup with a valid value. Focusable like the library's own bar, so the player
 * and its stand-in (PlayerStandIn) have the same controls in the same order.
 */
export function VolumeBarAtRest({ label }: { label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={100} tabIndex={0} className="rhap_volume-bar-area">
      <div className="rhap_volume-bar">
        <div className="rhap_volume-indicator rhap_volume-indicator--full" />
      </div>
    </div>
  );
}
