import 'server-only';
import { Feed } from 'feed';
import { contentIn, firstLanguage, type PageContent } from '@/components/i18n/content';
import { fill } from '@/lib/i18n/format';
import { routePage } from '@/components/seo/sharedPages';
import { postPath, WRITING_FEEDS, WRITING_PATH, type WritingFeedFile } from '@/lib/writing/paths';
import { postBody } from './postBody';

const dayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/**
 * A language's posts as a feed (the `feed` library writes RSS 2.0, Atom 1.0 and JSON Feed 1 from
 * it): each post whole, its links and pictures absolute, so a reader shows it as the site does.
 * Its dates are the posts': the same content makes the same file on every build.
 */
export async function writingFeed(content: PageContent): Promise<Feed> {
  const { posts, site, owner, ui, local, lang } = content;
  const url = (path: string) => `${site.url}${local(path)}`;
  const author = { name: owner.name, link: site.url };
  const feed = new Feed({
    title: fill(ui.writing.feedTitle, { name: owner.name }),
    description: routePage(WRITING_PATH, content).description,
    id: url(WRITING_PATH),
    link: url(WRITING_PATH),
    language: lang,
    updated: dayOf(
      posts
        .map((post) => post.updated ?? post.date)
        .sort()
        .at(-1) ?? '1970-01-01',
    ),
    feedLinks: Object.fromEntries(
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

/** The route handler of a feed in the first language (app/(first)/writing/<file>/). */
export const firstLanguageFeed = (file: WritingFeedFile) => () => writingFeedResponse(contentIn(firstLanguage), file);

/** The route handler of a feed in another language (app/[lang]/writing/<file>/). */
export const languageFeed =
  (file: WritingFeedFile) =>
  async (_request: Request, { params }: { params: Promise<{ lang: string }> }) =>
    writingFeedResponse(contentIn((await params).lang), file);
