import { Icon } from '@iconify/react';
import { playerIconData as data } from './playerIconData';

/**
 * Every control's icon in the "Now playing" bar (react-h5-audio-player's custom icons, and the
 * bar's close button). @iconify/react's <Icon> is what the library itself uses, so it costs no
 * extra code where the library is; `ssr` makes it draw the SVG at once instead of an empty
 * span. The Music page's rows get the same icons drawn on the server (SvgIcon).
 */
export const playerIcons = {
  play: <Icon icon={data.play} ssr />,
  pause: <Icon icon={data.pause} ssr />,
  rewind: <Icon icon={data.rewind} ssr />,
  forward: <Icon icon={data.forward} ssr />,
  previous: <Icon icon={data.previous} ssr />,
  next: <Icon icon={data.next} ssr />,
  loop: <Icon icon={data.loop} ssr />,
  loopOff: <Icon icon={data.loopOff} ssr />,
  volume: <Icon icon={data.volume} ssr />,
  volumeMute: <Icon icon={data.volumeMute} ssr />,
  close: <Icon icon={data.close} ssr />,
};
