import path from 'node:path';
import { longFormProblems } from '../content/longForm';
import { parsePost, postsIn, publishedPosts, readingMinutes, readPosts, type Post } from './posts';

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

  it('names the file and the field of what is wrong, one line each', () => {
    expect(post('date: 2026-03-14\nsummary: S.').problems).toEqual([`${file}: title: needs a title`]);
    expect(post('title: T\ndate: March 2026\nsummary: S.').problems).toEqual([
      `${file}: date: "March 2026" is not a date (write it as 2026-03-14)`,
    ]);
    expect(post('title: T\ndate: 2026-02-30\nsummary: S.').problems).toEqual([
      `${file}: date: "2026-02-30" is not a date (write it as 2026-03-14)`,
    ]);
    expect(post('title: T\ndate: 2026-03-14\nsummary: S.\ntag: [a]').problems).toEqual([
      `${file}: tag: not a field of a post (title, date, summary, tags, updated, cover, draft)`,
    ]);
    expect(post('title: T\ndate: 2026-03-14\nsummary: S.\ntags: typescript').problems).toEqual([
      `${file}: tags: must be a list of words, as [typescript, audio]`,
    ]);
    expect(post('title: T\ndate: 2026-03-14\nsummary: S.\nupdated: 2026-03-01').problems).toEqual([
      `${file}: updated: 2026-03-01 comes before its date, 2026-03-14`,
    ]);
    expect(post('title: T\ndate: 2026-03-14\nsummary: S.\ncover:\n  src: c.jpg\n  alt: ""').problems).toEqual([
      `${file}: cover.alt: needs alt text that says what the picture shows`,
    ]);
  });

  it('refuses a file without front matter, front matter that is not YAML, and a name that is no address', () => {
    expect(parsePost(file, 'Just text.\n').problems).toEqual([
      `${file}: needs front matter at its top: title, date and summary between two --- lines`,
    ]);
    expect(post('title: [unclosed').problems[0]).toMatch(
      /^content\/writing\/first-post\.md: its front matter is not YAML: /,
    );
    expect(parsePost('content/writing/First Post.md', '---\ntitle: T\n---\n').problems).toEqual([
      'content/writing/First Post.md: ' +
        "the file's name is the post's address: write it in small letters, figures and hyphens",
    ]);
  });

  it('keeps the body’s lines where they are in the file, so its problems name the file’s own line', () => {
    const read = post('title: T\ndate: 2026-03-14\nsummary: S.', 'One.\n\n<div>raw</div>\n\n# A title\n');
    const site = { hasPicture: () => true, hasPath: () => true };
    expect(longFormProblems(read.post!, site)).toEqual([
      `${file}:8: has raw HTML ("<div>raw</div>"): write Markdown only; HTML could run script on the page`,
      `${file}:10: has a heading # ("# A title"): the page's title is its only heading #; start at ## (h2)`,
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
