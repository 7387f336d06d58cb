import path from 'node:path';
import { longFormProblems } from '../content/longFormRules';
import { ignoredKeysNote, parsePost, postsIn, publishedPosts, readingMinutes, readPosts, type Post } from './posts';

const file = 'content/writing/first-post.md';
const post = (frontMatter: string, body = 'Hello.\n') => parsePost(file, `---\n${frontMatter}\n---\n${body}`);

describe('a post’s front matter', () => {
  it('reads title, date, summary, tags, updated, cover and draft', () => {
    const read = post(
      [
        'title: First post',
        'date: 2026-03-14',
        'summary: What it is about.',
        'tags: [typescript, audio]',
        'updated: 2026-04-01',
        'cover:',
        '  src: writing/cover.jpg',
        '  alt: A desk under a lamp',
        'draft: true',
      ].join('\n'),
    );
    expect(read.problems).toEqual([]);
    expect(read.post).toMatchObject({
      slug: 'first-post',
      title: 'First post',
      date: '2026-03-14',
      updated: '2026-04-01',
      tags: ['typescript', 'audio'],
      cover: { src: 'writing/cover.jpg', alt: 'A desk under a lamp' },
      draft: true,
      minutes: 1,
    });
  });

  it('names the file and the field of what is wrong, as the file spells it, one line each', () => {
    expect(post('date: 2026-03-14\nsummary: S.').problems).toEqual([`${file}: title: needs a title`]);
    expect(post('title: T\ndate: March 2026\nsummary: S.').problems).toEqual([
      `${file}: date: "March 2026" is not a date (write it as 2026-03-14, or 2026-03-14T18:30:00+01:00)`,
    ]);
    expect(post('title: T\npubDatetime: 2026-02-30\nsummary: S.').problems).toEqual([
      `${file}: pubDatetime: "2026-02-30" is not a date (write it as 2026-03-14, or 2026-03-14T18:30:00+01:00)`,
    ]);
    expect(post('title: T\ndate: 2026-03-14\nsummary: S.\nlastmod: 2026-03-01').problems).toEqual([
      `${file}: lastmod: 2026-03-01 comes before its date, 2026-03-14`,
    ]);
    expect(post('title: T\ndate: 2026-03-14\nsummary: S.\ncover:\n  src: c.jpg\n  alt: ""').problems).toEqual([
      `${file}: cover.alt: needs alt text that says what the picture shows`,
    ]);
    expect(post('title: T\ndate: 2026-03-14\naliases: [posts/old]').problems).toEqual([
      `${file}: aliases[0]: "posts/old" is not an address of the site: write it from its root, /posts/old-name/`,
    ]);
  });

  it('refuses a file without front matter, and front matter that is not YAML', () => {
    expect(parsePost(file, 'Just text.\n').problems).toEqual([
      `${file}: needs front matter at its top: title and date between two --- lines`,
    ]);
    expect(post('title: [unclosed').problems[0]).toMatch(
      /^content\/writing\/first-post\.md: its front matter is not YAML: /,
    );
  });

  it('keeps the body’s lines where they are in the file, so its problems name the file’s own line', () => {
    const read = post(
      'title: T\ndate: 2026-03-14\nsummary: S.',
      'One.\n\n<div onclick="go()">raw</div>\n\n# A title\n',
    );
    const site = { hasPicture: () => true, hasPath: () => true };
    expect(longFormProblems(read.post!, site)).toEqual([
      `${file}:8: drops the attribute onclick of <div>: an event handler would run script`,
      `${file}:10: has a heading # ("# A title"): the page's title is its only heading #; start at ## (h2)`,
    ]);
  });
});

describe('front matter as Hugo, Jekyll and Astro write it', () => {
  it('reads a Hugo post: a date with its zone, description, lastmod, categories as tags, aliases', () => {
    const read = parsePost(
      'content/writing/Moving_House/index.md',
      [
        '---',
        'title: "Moving house"',
        'date: 2020-06-26T00:30:00+02:00',
        'lastmod: 2020-07-01T10:00:00+02:00',
        'description: "Why the blog moved."',
        'categories: ["Music"]',
        'tags: ["hugo", "audio"]',
        'aliases: ["/posts/moving-house/", "/2020/06/moving/"]',
        'draft: false',
        'author: "Elin"',
        'toc: true',
        '---',
        'The first paragraph.',
      ].join('\n'),
    );
    expect(read.problems).toEqual([]);
    expect(read.post).toMatchObject({
      slug: 'moving-house',
      // The day in the author's zone: in UTC it was still the 25th.
      date: '2020-06-26',
      published: '2020-06-26T00:30:00+02:00',
      updated: '2020-07-01',
      summary: 'Why the blog moved.',
      tags: ['hugo', 'audio', 'Music'],
      aliases: ['/posts/moving-house/', '/2020/06/moving/', '/writing/Moving_House'],
      draft: false,
      ignored: ['author', 'toc'],
    });
  });

  it('reads a Jekyll post: a date in its name and one with a space, excerpt, categories, published: false', () => {
    const read = parsePost(
      'content/writing/2015-11-10-first-light.md',
      [
        '---',
        'layout: post',
        'title:  "First light"',
        'date:   2015-11-10 23:10:51 +0100',
        'excerpt: A first post.',
        'categories: jekyll update',
        'redirect_from: /2015/11/10/first-light.html',
        'published: false',
        '---',
      ].join('\n'),
    );
    expect(read.post).toMatchObject({
      slug: 'first-light',
      date: '2015-11-10',
      published: '2015-11-10T23:10:51+01:00',
      summary: 'A first post.',
      tags: ['jekyll', 'update'],
      aliases: ['/2015/11/10/first-light.html', '/writing/2015-11-10-first-light'],
      draft: true,
      ignored: ['layout'],
    });
  });

  it('reads an Astro Paper post: pubDatetime, modDatetime, description, a slug of its own', () => {
    const read = parsePost(
      'content/writing/whatever-file.md',
      [
        '---',
        'author: Sat Naing',
        'pubDatetime: 2023-09-23T15:22:00Z',
        'modDatetime: 2023-12-21T09:12:47.400Z',
        'title: Adding new posts',
        'slug: adding-new-posts',
        'featured: true',
        'draft: false',
        'tags:',
        '  - docs',
        'description: Some rules for adding new posts.',
        '---',
      ].join('\n'),
    );
    expect(read.post).toMatchObject({
      slug: 'adding-new-posts',
      date: '2023-09-23',
      published: '2023-09-23T15:22:00Z',
      updated: '2023-12-21',
      summary: 'Some rules for adding new posts.',
      tags: ['docs'],
      aliases: [],
      ignored: ['author', 'featured'],
    });
  });

  it('makes a summary from the first paragraph, its Markdown as words, cut at a word within 160 characters', () => {
    const body = [
      '![A picture](a.jpg)',
      '',
      'A **bold** start with [a link](https://example.com) and `code`, then words ' + 'and more words '.repeat(12),
      '',
      'Second paragraph.',
    ].join('\n');
    const { summary } = post('title: T\ndate: 2026-03-14', body).post!;
    expect(summary.startsWith('A bold start with a link and code, then words and more words')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(160);
    // Cut after a whole word.
    expect(summary).toMatch(/ (and|more|words)…$/);
    expect(post('title: T\ndate: 2026-03-14', 'Before.\n\n<!--more-->\n\nAfter.').post!.summary).toBe('Before.');
  });

  it('takes tags as a list or parted by commas, and notes the keys it does not read, never refusing them', () => {
    expect(post('title: T\ndate: 2026-03-14\ntags: typescript, audio').post!.tags).toEqual(['typescript', 'audio']);
    const posts = [
      post('title: T\ndate: 2026-03-14\nlayout: post\ntoc: true').post!,
      post('title: U\ndate: 2026-03-15\nlayout: post').post!,
    ];
    expect(ignoredKeysNote(posts)).toEqual([
      'content/writing: front matter this site does not read, ignored: layout (2 posts), toc (1 post)',
    ]);
  });
});

describe('reading time', () => {
  it('counts whole minutes, at least one', () => {
    expect(readingMinutes('word')).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });
});

describe('the posts a language shows', () => {
  const made = (slug: string, date: string, extra: Partial<Post> = {}) =>
    ({ slug, date, title: slug, tags: [], minutes: 1, file: slug, text: '', summary: '', ...extra }) as Post;
  const posts = [
    made('b', '2026-02-01'),
    made('a', '2026-03-01'),
    made('a', '2026-03-02', { lang: 'es', title: 'a en español' }),
    made('c', '2026-04-01', { draft: true }),
    made('c', '2026-04-02', { lang: 'es' }),
  ];

  it('leaves drafts, and their translations, to the dev server', () => {
    expect(publishedPosts(posts).map((each) => [each.slug, each.lang])).toEqual([
      ['b', undefined],
      ['a', undefined],
      ['a', 'es'],
    ]);
    expect(publishedPosts(posts, { drafts: true })).toHaveLength(5);
  });

  it('shows each post in the language where translated, else in the first, newest first', () => {
    const shown = publishedPosts(posts);
    expect(postsIn(shown, undefined).map((each) => each.title)).toEqual(['a', 'b']);
    expect(postsIn(shown, 'es').map((each) => each.title)).toEqual(['a en español', 'b']);
    expect(postsIn(shown, 'de').map((each) => each.title)).toEqual(['a', 'b']);
  });
});

describe('the tests’ site’s posts', () => {
  it('reads every language’s, drafts included, with no problem', () => {
    const { posts, problems } = readPosts([undefined, 'es', 'de'], path.resolve('e2e/sites/demo'));
    expect(problems).toEqual([]);
    expect(posts.map((each) => each.file)).toEqual([
      'content/writing/an-unfinished-draft.md',
      'content/writing/a-quiet-mix.md',
      'content/translations/es/writing/measuring-a-waveform.md',
      'content/writing/measuring-a-waveform.md',
      // A post kept as a folder: its slug is its folder's name.
      'content/writing/a-live-session/index.md',
    ]);
    expect(posts.at(-1)!.slug).toBe('a-live-session');
  });
});
