import 'server-only';
import type { PageContent } from '@/lib/site/pageContent';
import { sharePicture } from '@/components/picture/resolvePicture';
import { fill } from '@/lib/i18n/format';
import { musicSection } from '@/lib/content/sections';
import { EMBED_WIDTH, frameTitle, iframeCode } from './embedCode';
import type { Embed } from './embeds';

/** The embed's oEmbed answer, a static file beside its page: /embed/…/oembed.json. */
export const oembedPath = (embed: Pick<Embed, 'path'>) => `${embed.path}/oembed.json`;

/** The embed page's absolute address. */
export const embedUrl = (embed: Pick<Embed, 'path'>, { site }: Pick<PageContent, 'site'>) => `${site.url}${embed.path}`;

/** The frame's accessible name: "Audio player: Night Drive". */
export const embedTitle = (embed: Pick<Embed, 'title'>, { ui }: Pick<PageContent, 'ui'>) =>
  frameTitle(ui.player.player, embed.title);

/** The embed's code, for another site to paste. */
export const embedCodeOf = (embed: Embed, content: Pick<PageContent, 'site' | 'ui'>) =>
  iframeCode({ src: embedUrl(embed, content), height: embed.height, title: embedTitle(embed, content) });

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
    html: embedCodeOf(embed, content),
    width: EMBED_WIDTH,
    height: embed.height,
    ...(thumbnail
      ? { thumbnail_url: thumbnail.url, thumbnail_width: thumbnail.width, thumbnail_height: thumbnail.height }
      : {}),
  };
}
