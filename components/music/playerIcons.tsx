import { Icon } from '@iconify/react';
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

/**
 * Every control's icon, from bundled icon data, so nothing is fetched from an icon service.
 * @iconify/react's <Icon> is what react-h5-audio-player itself uses, so it costs no extra
 * code; `ssr` makes it draw the SVG into the pre-rendered HTML instead of an empty span.
 */
export const playerIcons = {
  play: <Icon icon={playCircle} ssr />,
  pause: <Icon icon={pauseCircle} ssr />,
  rewind: <Icon icon={rewind} ssr />,
  forward: <Icon icon={fastForward} ssr />,
  previous: <Icon icon={skipPrevious} ssr />,
  next: <Icon icon={skipNext} ssr />,
  loop: <Icon icon={repeat} ssr />,
  loopOff: <Icon icon={repeatOff} ssr />,
  volume: <Icon icon={volumeHigh} ssr />,
  volumeMute: <Icon icon={volumeMute} ssr />,
  close: <Icon icon={close} ssr />,
};
