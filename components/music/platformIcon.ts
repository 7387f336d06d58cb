import { icons as brandIcons } from '@iconify-json/simple-icons';
import type { IconifyIcon } from '@iconify/types';
import { getIconData } from '@iconify/utils';
import linkVariant from '@iconify-icons/mdi/link-variant';
import type { ListenOn } from '@/content';

/**
 * The platforms listeners know best, by the address of a page there, and their icon in Simple
 * Icons. By address rather than name: an owner may write "Apple Music", "Apple music" or "iTunes".
 */
const platforms: [host: RegExp, icon: string][] = [
  [/(^|\.)spotify\.com$/, 'spotify'],
  [/^(music|itunes)\.apple\.com$/, 'applemusic'],
  [/(^|\.)bandcamp\.com$/, 'bandcamp'],
  [/(^|\.)soundcloud\.com$/, 'soundcloud'],
  [/^music\.youtube\.com$/, 'youtubemusic'],
  [/(^|\.)youtube\.com$|^youtu\.be$/, 'youtube'],
  [/(^|\.)deezer\.com$/, 'deezer'],
  [/(^|\.)tidal\.com$/, 'tidal'],
  [/^music\.amazon\./, 'amazonmusic'],
];

/**
 * The brand icon for a listen-on link: by its address, else by its name if Simple Icons has a
 * brand of that name ("Mastodon", "Audiomack"), else a plain link icon. The icon data is bundled
 * at build time (this runs in server components only), so no icon is fetched at run time.
 */
export function platformIcon({ name, url }: ListenOn): IconifyIcon {
  const host = URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, '') : '';
  const brand = platforms.find(([pattern]) => pattern.test(host))?.[1] ?? name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (brand && getIconData(brandIcons, brand)) || linkVariant;
}
