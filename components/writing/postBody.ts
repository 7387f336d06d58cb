import 'server-only';
import type { PageContent } from '@/lib/site/pageContent';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { longFormHtml, pictureHtml } from '@/components/text/longFormHtml';
import { siteFolder } from '@/lib/content/siteFolder';
import { trackWithPage } from '@/lib/content/catalogue';
import type { Post } from '@/lib/writing/posts';

/** The id of a post's title, which a heading of its text must not take. */
export const POST_TITLE_ID = 'post-title';

/**
 * A post's text as HTML, with its headings: for its page (its ## an h2 under the title's h1), or,
 * given the site's origin, for a feed (every link and picture of the site absolute).
 */
export const postBody = (post: Post, { linkStyle, catalogue }: PageContent, origin?: string) =>
  longFormHtml(post.text, {
    linkStyle,
    resolve: resolvePicture,
    headingShift: 0,
    reservedIds: [POST_TITLE_ID],
    origin,
    file: post.file,
    root: siteFolder().root,
    trackTitle: (slug) => trackWithPage(catalogue, slug)?.track.title,
  });

/** A post's cover as HTML, the page's first picture (not lazy). */
export const postCoverHtml = (post: Post) => post.cover && pictureHtml(resolvePicture(post.cover), { eager: true });
