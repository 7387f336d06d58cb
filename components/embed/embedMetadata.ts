import 'server-only';
import type { Metadata } from 'next';
import type { PageContent } from '@/lib/site/pageContent';
import { musicSection } from '@/lib/content/sections';
import { embedsOf, type Embed } from './embeds';
import { EMBED_WIDTH } from './embedCode';
import { embedUrl, oembedPath } from './oembed';

/**
 * An embed page's head: its title, and for search engines only the page it stands for (its
 * canonical address), never itself: it is `noindex` and out of the sitemap.
 */
export function embedMetadata(embed: Embed, content: PageContent): Metadata {
  const { artist } = musicSection(content.music);
  return {
    title: embed.kind === 'list' ? artist : `${embed.title} · ${artist}`,
    robots: { index: false, follow: false },
    alternates: { canonical: `${content.site.url}${content.local(embed.page)}` },
  };
}

/**
 * A track's, a release's or the Music page's head with its player announced to other sites: the
 * oEmbed file (`<link rel="alternate" type="application/json+oembed">`), which blogs, forums and
 * Mastodon read to show the player, and the player as the link preview's video (og:video, text/html)
 * and X's player (twitter:player).
 * A page with no embed (an unlisted release's, one with nothing to play yet) is left as it is.
 */
export function withEmbed(metadata: Metadata, embedPath: string, content: PageContent): Metadata {
  const embed = embedsOf(content).find((each) => each.path === embedPath);
  if (!embed) return metadata;
  const { site } = content;
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        ...metadata.alternates?.types,
        'application/json+oembed': [{ url: `${site.url}${oembedPath(embed)}`, title: embed.title }],
      },
    },
    openGraph: {
      ...metadata.openGraph,
      videos: [{ url: embedUrl(embed, content), type: 'text/html', width: EMBED_WIDTH, height: embed.height }],
    },
    // The player for X's cards; the card itself stays the large picture, which every other site shows.
    other: {
      ...metadata.other,
      'twitter:player': embedUrl(embed, content),
      'twitter:player:width': EMBED_WIDTH,
      'twitter:player:height': embed.height,
    },
  };
}
