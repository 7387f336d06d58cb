import 'server-only';
import type { PageContent } from '@/components/i18n/content';
import { sharePicture } from '@/components/picture/resolvePicture';
import { fill } from '@/lib/i18n/format';
import { musicSection } from '@/lib/content/sections';
import type { Embed } from './embeds';

/** The width the embed code and the oEmbed answer give; the player fits any from 280 to 700 px. */
export const EMBED_WIDTH = 400;

/** The embed's oEmbed answer, a static file beside its page: /embed/…/oembed.json. */
export const oembedPath = (embed: Pick<Embed, 'path'>) => `${embed.path}/oembed.json`;

/** The embed page's absolute address. */
export const embedUrl = (embed: Pick<Embed, 'path'>, { site }: Pick<PageContent, 'site'>) => `${site.url}${embed.path}`;

/** The frame's accessible name: "Audio player: Night Drive". */
export const embedTitle = (embed: Pick<Embed, 'title'>, { ui }: Pick<PageContent, 'ui'>) =>
  `${ui.player.player}: ${embed.title}`;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The code another site pastes: an iframe as wide as its column up to 700 px, fetched only when scrolled near. */
export function iframeCode(embed: Embed, content: Pick<PageContent, 'site' | 'ui'>) {
  return (
    `<iframe src="${escapeAttribute(embedUrl(embed, content))}" width="${EMBED_WIDTH}" height="${embed.height}" ` +
    `style="width: 100%; max-width: 700px; border: 0" loading="lazy" ` +
    `title="${escapeAttribute(embedTitle(embed, content))}"></iframe>`
  );
}

/**
 * The oEmbed answer (version 1.0) for the embed: of type "video", which Mastodon and most
 * consumers accept for a player ("rich" is refused by some), with the iframe code, its size,
 * the title, the artist and the cover.
 */
export function oembedOf(embed: Embed, content: PageContent) {
  const { site, local } = content;
  const { artist } = musicSection(content.music);
  const thumbnail = embed.cover && sharePicture(embed.cover);
  return {
    version: '1.0',
    type: 'video',
    title: embed.kind === 'list' ? fill(content.ui.music.playlistName, { artist }) : embed.title,
    author_name: artist,
    author_url: `${site.url}${local('/music')}`,
    provider_name: site.name,
    provider_url: site.url,
    html: iframeCode(embed, content),
    width: EMBED_WIDTH,
    height: embed.height,
    ...(thumbnail
      ? { thumbnail_url: thumbnail.url, thumbnail_width: thumbnail.width, thumbnail_height: thumbnail.height }
      : {}),
  };
}
