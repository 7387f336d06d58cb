import close from '@iconify-icons/mdi/close';
import fastForward from '@iconify-icons/mdi/fast-forward-5';
import pauseCircle from '@iconify-icons/mdi/pause-circle';
import playCircle from '@iconify-icons/mdi/play-circle';
import repeat from '@iconify-icons/mdi/repeat';
import repeatOff from '@iconify-icons/mdi/repeat-off';
import rewind from '@iconify-icons/mdi/rewind-5';
import skipNext from '@iconify-icons/mdi/skip-next';
import skipPrevious from '@iconify-icons/mdi/skip-previous';
import volumeHigh from '@iconify-icons/mdi/volume-high';
import volumeMute from '@iconify-icons/mdi/volume-mute';

/** Every player control's icon, as bundled icon data (nothing is fetched from an icon service). */
export const playerIconData = {
  play: playCircle,
  pause: pauseCircle,
  rewind,
  forward: fastForward,
  previous: skipPrevious,
  next: skipNext,
  loop: repeat,
  loopOff: repeatOff,
  volume: volumeHigh,
  volumeMute,
  close,
};
