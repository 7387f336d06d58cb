import 'server-only';
import { Feed } from 'feed';
import { contentIn, firstLanguage, type PageContent } from '@/lib/site/pageContent';
import { fill } from '@/lib/i18n/format';
import { routePage } from '@/components/seo/sharedPages';
import { postPath, WRITING_FEEDS, WRITING_PATH, type WritingFeedFile } from '@/lib/writing/paths';
import { tagPath, type Tag } from '@/lib/writing/tags';
import { postBody } from './postBody';

const dayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/**
 * A language's posts as a feed (the `feed` library writes RSS 2.0, Atom 1.0 and JSON Feed 1 from
 * it): each post whole, its links and pictures absolute, so a reader shows it as the site does.
 * Its dates are the posts': the same content makes the same file on every build.
 */
export async function writingFeed(content: PageContent, tag?: Tag): Promise<Feed> {
  const { site, owner, ui, local, lang } = content;
  const posts = tag?.posts ?? content.posts;
  const url = (path: string) => `${site.url}${local(path)}`;
  const author = { name: owner.name, link: site.url };
  // A tag's feed: its posts alone, named by the tag, at its page.
  const home = tag ? tagPath(tag.name) : WRITING_PATH;
  const feed = new Feed({
    title: tag
      ? `${fill(ui.writing.feedTitle, { name: owner.name })}: ${fill(ui.writing.tagged, { tag: tag.name })}`
      : fill(ui.writing.feedTitle, { name: owner.name }),
    description: tag
      ? fill(ui.writing.tagDescription, { tag: tag.name, name: owner.name })
      : routePage(WRITING_PATH, content).description,
    id: url(home),
    link: url(home),
    language: lang,
    updated: dayOf(
      posts
        .map((post) => post.updated ?? post.date)
        .sort()
        .at(-1) ?? '1970-01-01',
    ),
    feedLinks: tag
      ? { rss: url(`${home}/${TAG_FEED}`) }
      : Object.fromEntries(
          WRITING_FEEDS.map(({ file }) => [
            { 'feed.xml': 'rss', 'atom.xml': 'atom', 'feed.json': 'json' }[file],
            url(`${WRITING_PATH}/${file}`),
          ]),
        ),
    author,
    generator: false,
    copyright: `© ${owner.name}`,
  });
  const origin = new URL(site.url).origin;
  for (const post of posts) {
    const { html } = await postBody(post, content, origin);
    feed.addItem({
      title: post.title,
      id: url(postPath(post)),
      link: url(postPath(post)),
      description: post.summary,
      content: html,
      date: dayOf(post.updated ?? post.date),
      published: dayOf(post.date),
      author: [author],
      category: post.tags.map((name) => ({ name })),
    });
  }
  return feed;
}

/** The feed's file in its format, as a response the export writes to out/. */
export async function writingFeedResponse(content: PageContent, file: WritingFeedFile): Promise<Response> {
  const feed = await writingFeed(content);
  const { type } = WRITING_FEEDS.find((each) => each.file === file)!;
  const body = file === 'feed.xml' ? feed.rss2() : file === 'atom.xml' ? feed.atom1() : feed.json1();
  return new Response(body, { headers: { 'Content-Type': `${type}; charset=utf-8` } });
}

/** A tag's feed: RSS of its posts, at /writing/tags/<tag>/feed.xml. */
export const TAG_FEED = 'feed.xml';

/** The route handler of a tag's feed (app/(first)/writing/tags/[tag]/feed.xml/, and its .lang twin). */
export async function tagFeedResponse(
  _request: Request,
  { params }: { params: Promise<{ tag: string; lang?: string }> },
): Promise<Response> {
  const { tag: slug, lang } = await params;
  const content = contentIn(lang ?? firstLanguage);
  const tag = content.tags.find((each) => each.slug === decodeURIComponent(slug));
  if (!tag) return new Response('Not found', { status: 404 });
  const feed = await writingFeed(content, tag);
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}

/** The route handler of a feed in the first language (app/(first)/writing/<file>/). */
export const firstLanguageFeed = (file: WritingFeedFile) => () => writingFeedResponse(contentIn(firstLanguage), file);

/** The route handler of a feed in another language (app/[lang]/writing/<file>/). */
export const languageFeed =
  (file: WritingFeedFile) =>
  async (_request: Request, { params }: { params: Promise<{ lang: string }> }) =>
    writingFeedResponse(contentIn((await params).lang), file);
