import { SvgIcon } from '@/components/icons/SvgIcon';
import { playerIconData } from './playerIconData';
import type { PlayerIcons } from './TrackPlayer';

/**
 * The rows' players' icons (the Music page's, a release's, a text's) as plain SVG, drawn on the
 * server once for every row: no icon code reaches the page.
 */
export const serverPlayerIcons = Object.fromEntries(
  Object.entries(playerIconData).map(([name, icon]) => [name, <SvgIcon key={name} icon={icon} />]),
) as PlayerIcons;
