import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, openRoute } from './fixtures';
import { axe, violationsOf } from './axe';
import { builtDocument, htmlFile, out, type StructuredData } from './builtPages';

/** The tests' site's posts: e2e/sites/demo/content/writing/ (and a Spanish translation of one). */
const QUIET = { slug: 'a-quiet-mix', title: 'Notes on a quiet mix' };
const WAVEFORM = { slug: 'measuring-a-waveform', title: 'Measuring a waveform in the fixture' };
const SPANISH_WAVEFORM = 'Medir una forma de onda en el fixture';
/** A post kept as a folder, with its media (e2e/media-in-posts.spec.ts): the oldest. */
const LIVE = { slug: 'a-live-session', title: 'A live session, with its film' };
const DRAFT = 'an-unfinished-draft';

const jsonLd = (route: string) =>
  [...builtDocument(htmlFile(route)).querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as StructuredData & Record<string, unknown>,
  );

test.describe('the built writing section (files)', () => {
  test('leaves the draft out of every page, feed and the sitemap', () => {
    expect(existsSync(htmlFile(`/writing/${DRAFT}`))).toBe(false);
    for (const file of ['writing/feed.xml', 'writing/atom.xml', 'writing/feed.json', 'sitemap.xml', 'writing.html'])
      expect(readFileSync(path.join(out, file), 'utf8'), file).not.toContain(DRAFT);
  });

  test('announces the language’s feeds in every page’s head', () => {
    for (const [route, prefix] of [
      ['/', ''],
      ['/music', ''],
      [`/writing/${QUIET.slug}`, ''],
      ['/es/about', '/es'],
      ['/de', '/de'],
    ] as const) {
      const links = [...builtDocument(htmlFile(route)).querySelectorAll('link[rel="alternate"][type]')];
      const feeds = links.map((link) => [link.getAttribute('type'), new URL(link.getAttribute('href')!).pathname]);
      expect(feeds, route).toEqual(
        expect.arrayContaining([
          ['application/rss+xml', `${prefix}/writing/feed.xml`],
          ['application/atom+xml', `${prefix}/writing/atom.xml`],
          ['application/feed+json', `${prefix}/writing/feed.json`],
        ]),
      );
    }
  });

  test('gives each post its head, structured data and preview, and the sitemap its dates', () => {
    const head = builtDocument(htmlFile(`/writing/${QUIET.slug}`)).head;
    expect(head.querySelector('title')!.textContent).toBe(`${QUIET.title} · Sam Fixture`);
    expect(head.querySelector('meta[name="description"]')!.getAttribute('content')).toMatch(/^What the fixture/);
    expect(head.querySelector('meta[property="og:type"]')!.getAttribute('content')).toBe('article');
    const image = head.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
    expect(existsSync(path.join(out, new URL(image).pathname))).toBe(true);
    expect(jsonLd(`/writing/${QUIET.slug}`).find((data) => data['@type'] === 'BlogPosting')).toMatchObject({
      headline: QUIET.title,
      datePublished: '2026-03-05',
      dateModified: '2026-03-20',
      author: { '@type': 'Person', name: 'Sam Fixture' },
      inLanguage: 'en-US',
      image,
    });
    const entries = readFileSync(path.join(out, 'sitemap.xml'), 'utf8').split('<url>');
    const entry = (page: string) => entries.find((each) => each.includes(`localhost:3000${page}</loc>`));
    expect(entry(`/writing/${QUIET.slug}`)).toContain('<lastmod>2026-03-20</lastmod>');
    expect(entry('/writing'), 'the newest change of any post').toContain('<lastmod>2026-03-20</lastmod>');
    expect(entry(`/writing/${WAVEFORM.slug}`)).toContain('<lastmod>2026-02-10</lastmod>');
  });

  test('sends a post’s old address on to its page, for every host, and lists only its new one', () => {
    for (const file of ['posts/a-live-session.html', 'posts/a-live-session/index.html']) {
      const moved = builtDocument(path.join(out, file));
      expect(moved.querySelector('meta[http-equiv="refresh"]')!.getAttribute('content'), file).toBe(
        '0; url=/writing/a-live-session',
      );
      expect(moved.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
      expect(moved.querySelector('link[rel="canonical"]')!.getAttribute('href')).toMatch(/\/writing\/a-live-session$/);
    }
    expect(readFileSync(path.join(out, '_redirects'), 'utf8')).toContain(
      '/posts/a-live-session/ /writing/a-live-session 301',
    );
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('/posts/');
  });

  test('gives each tag a page listing exactly its posts and the projects built with it, with its feed', () => {
    const listed = (tag: string) => {
      const page = builtDocument(htmlFile(`/writing/tags/${tag}`));
      return {
        heading: page.querySelector('h1')!.textContent,
        posts: [...page.querySelectorAll('main h2 a')].map((link) => link.textContent),
        projects: [...page.querySelectorAll('main section li a')].map((link) => link.getAttribute('href')),
      };
    };
    // A post's "typescript" and a project's "TypeScript" are one tag.
    expect(listed('typescript')).toEqual({
      heading: 'Tagged “typescript”',
      posts: [WAVEFORM.title],
      projects: ['/projects/retention-curve', '/projects/newsletters-integration'],
    });
    expect(listed('music').posts).toEqual([QUIET.title, LIVE.title]);
    expect(listed('node-js')).toMatchObject({ posts: [], projects: ['/projects/betting-integration'] });
    // Every tag a post shows leads to its page.
    const writing = builtDocument(htmlFile('/writing'));
    expect([...writing.querySelectorAll('main a.tag')].map((link) => link.getAttribute('href'))).toContain(
      '/writing/tags/mixing',
    );
    // The tag's feed parses, and holds its posts alone.
    const feed = readFileSync(path.join(out, 'writing', 'tags', 'music', 'feed.xml'), 'utf8');
    const items = [...feed.matchAll(/<item>[\s\S]*?<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((match) => match[1]);
    expect(items).toEqual([QUIET.title, LIVE.title]);
    // It lists what the sitemap lists already: the sitemap leaves it out.
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain('/writing/tags/');
  });

  test('a skill’s keyword on the CV leads to its tag’s page, where the site has one', () => {
    const about = builtDocument(htmlFile('/about'));
    const skills = about.querySelector('section[aria-labelledby="cv-skills"]')!;
    const link = [...skills.querySelectorAll('a')].find((each) => each.textContent === 'TypeScript');
    expect(link?.getAttribute('href')).toBe('/writing/tags/typescript');
    expect(
      [...skills.querySelectorAll('li.cv-tag')].find((each) => each.textContent === 'Kafka')?.querySelector('a'),
    ).toBeFalsy();
  });

  test('links a post to its translation, and names the original where a language has none', () => {
    const spanish = builtDocument(htmlFile(`/es/writing/${WAVEFORM.slug}`));
    expect(spanish.querySelector('h1')!.textContent).toBe(SPANISH_WAVEFORM);
    const hreflang = [...spanish.querySelectorAll('link[hreflang]')].map((link) => link.getAttribute('hreflang'));
    expect(hreflang).toEqual(['en', 'es', 'x-default']);
    // German has no translation: the English post, marked as English, names the English page as canonical.
    const german = builtDocument(htmlFile(`/de/writing/${WAVEFORM.slug}`));
    expect(german.querySelector('h1')!.getAttribute('lang')).toBe('en');
    expect(german.querySelector('link[rel="canonical"]')!.getAttribute('href')).toMatch(/[^s]\/writing\/measuring/);
    expect(german.querySelectorAll('link[hreflang]')).toHaveLength(0);
    // Its structured data says the language it is written in, not the page's.
    const posting = (route: string) => jsonLd(route).find((data) => data['@type'] === 'BlogPosting');
    expect(posting(`/de/writing/${WAVEFORM.slug}`)).toMatchObject({ inLanguage: 'en-US' });
    expect(posting(`/es/writing/${WAVEFORM.slug}`)).toMatchObject({ inLanguage: 'es-ES' });
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).not.toContain(`/de/writing/${WAVEFORM.slug}<`);
  });
});

test('/writing lists the posts newest first, and a post shows its facts, headings and coloured code', async ({
  page,
}) => {
  await openRoute(page, '/writing');
  await expect(page.getByRole('heading', { level: 1, name: 'Writing' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([QUIET.title, WAVEFORM.title, LIVE.title]);
  const quiet = page.getByRole('article', { name: QUIET.title });
  await expect(quiet).toContainText('March 5, 2026 · Updated March 20, 2026 · 1 min read');
  await expect(quiet.locator('.tag')).toHaveText(['music', 'mixing']);
  await expect(quiet.getByText('Tags:')).toHaveClass('visually-hidden');

  await page.getByRole('link', { name: WAVEFORM.title }).click();
  await expect(page).toHaveURL(new RegExp(`/writing/${WAVEFORM.slug}$`));
  const post = page.getByRole('article', { name: WAVEFORM.title });
  await expect(post.getByRole('heading', { level: 1 })).toHaveText(WAVEFORM.title);
  await expect(post.locator('time')).toHaveAttribute('datetime', '2026-02-10');
  await expect(post).toContainText('February 10, 2026 · 1 min read');
  await expect(post.getByRole('heading', { level: 2, name: 'Reading the peaks' })).toBeVisible();
  await expect(post.getByRole('heading', { level: 3, name: 'Drawing them' })).toBeVisible();
  const code = post.getByRole('figure', { name: 'TypeScript' });
  const [text, keyword] = await code.evaluate((figure) => [
    getComputedStyle(figure.querySelector('pre')!).color,
    getComputedStyle(figure.querySelector('pre span.line span')!).color,
  ]);
  expect(keyword).not.toBe(text);
  // The older post is previous, the newer one next.
  const more = post.getByRole('navigation', { name: 'More writing' });
  await expect(more.getByRole('link')).toHaveText([LIVE.title, QUIET.title]);
  await expect(more).toContainText('Previous post');
  await expect(more).toContainText('Next post');
});

test('the feeds parse, and each lists every published post once, whole', async ({ page }) => {
  await openRoute(page, '/writing');
  const feeds = await page.evaluate(async () => {
    const xml = async (file: string) =>
      new DOMParser().parseFromString(await (await fetch(`/writing/${file}`)).text(), 'application/xml');
    const rss = await xml('feed.xml');
    const atom = await xml('atom.xml');
    const json = (await (await fetch('/writing/feed.json')).json()) as {
      items: { title: string; content_html: string }[];
    };
    return {
      errors: [rss, atom].map((document) => document.querySelector('parsererror')?.textContent ?? null),
      rss: [...rss.querySelectorAll('item > title')].map((title) => title.textContent),
      atom: [...atom.querySelectorAll('entry > title')].map((title) => title.textContent),
      json: json.items.map((item) => item.title),
      whole: json.items.every((item) => item.content_html.includes('<h2')),
    };
  });
  expect(feeds.errors).toEqual([null, null]);
  for (const titles of [feeds.rss, feeds.atom, feeds.json])
    expect(titles).toEqual([QUIET.title, WAVEFORM.title, LIVE.title]);
  expect(feeds.whole).toBe(true);
});

test('the writing page and a post pass axe', async ({ page }) => {
  for (const route of ['/writing', `/writing/${QUIET.slug}`]) {
    await openRoute(page, route);
    expect(violationsOf(await axe(page).analyze()), route).toEqual([]);
  }
});

test('at 320 px a post’s long code line scrolls inside its block, never the page @layout', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openRoute(page, `/writing/${WAVEFORM.slug}`);
  const pre = page.getByRole('figure', { name: 'TypeScript' }).locator('pre');
  await pre.scrollIntoViewIfNeeded();
  expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth), 'the block scrolls').toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
