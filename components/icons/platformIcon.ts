import { icons as brandIcons } from '@iconify-json/simple-icons';
import type { IconifyIcon } from '@iconify/types';
import { getIconData } from '@iconify/utils';
import linkVariant from '@iconify-icons/mdi/link-variant';

/**
 * The platforms listeners and colleagues know best, by the address of a page there, and their
 * icon in Simple Icons. By address rather than name: an owner may write "Apple Music", "Apple
 * music" or "iTunes".
 */
const platforms: [host: RegExp, icon: string][] = [
  [/(^|\.)github\.com$/, 'github'],
  [/(^|\.)gitlab\.com$/, 'gitlab'],
  [/^codeberg\.org$/, 'codeberg'],
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/^bsky\.app$/, 'bluesky'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/^(x|twitter)\.com$/, 'x'],
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

/** A profile on a Mastodon server, or another that addresses people as Mastodon does (/@name). */
const FEDIVERSE_PROFILE = /^\/@[\w.-]+\/?$/;

/**
 * The brand icon for a link to the owner or their music elsewhere: by its address (a Mastodon
 * server by its /@name address), else by its name if Simple Icons has a brand of that name
 * ("Mastodon", "Audiomack"), else a plain link icon. The icon data is bundled at build time
 * (this runs in server components only), so no icon is fetched at run time.
 */
export function platformIcon({ name, url }: { name: string; url: string }): IconifyIcon {
  const address = URL.canParse(url) ? new URL(url) : undefined;
  const host = address?.hostname.replace(/^www\./, '') ?? '';
  const brand =
    platforms.find(([pattern]) => pattern.test(host))?.[1] ??
    (address && FEDIVERSE_PROFILE.test(address.pathname) ? 'mastodon' : name.toLowerCase().replace(/[^a-z0-9]/g, ''));
  return (brand && getIconData(brandIcons, brand)) || linkVariant;
}
