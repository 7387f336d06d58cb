/**
 * The library's default labels, kept as they are: the "Now playing" bar's player (the library)
 * and the Music page's rows (its look-alike views) name every control alike.
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
