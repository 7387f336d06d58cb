/**
 * SPEC.md §9: the library's default labels, kept as they are. Shared by the player and its
 * stand-in, so a screen reader (or a test) finds the same names before and after the upgrade.
 */
export const LABELS = {
  player: 'Audio player',
  progressControl: 'Audio progress control',
  volumeControl: 'Volume control',
  play: 'Play',
  pause: 'Pause',
  rewind: 'Rewind',
  forward: 'Forward',
  previous: 'Previous',
  next: 'Skip',
  loop: 'Disable loop',
  loopOff: 'Enable loop',
  volume: 'Mute',
  volumeMute: 'Unmute',
};
