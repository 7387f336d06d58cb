/**
 * The owner's writing: posts as Markdown files, `content/writing/<slug>.md`, or as folders,
 * `content/writing/<slug>/index.md` with the post's pictures and audio beside it, each opening with
 * front matter (title, date, summary; tags, updated, cover and draft if wanted). A post's
 * translation into another of the site's languages has the same name under that language,
 * `content/translations/<code>/writing/<slug>.md`, with front matter of its own. Each language
 * shows every post: its own translation where there is one, and else the first language's, marked
 * as written in it (and naming that page as the original, so search engines list it once).
 *
 * Read at build time only (the content check, the picture build, the pages). Its body is a long
 * text (lib/content/longFormRules.ts says what it may hold); its front matter is checked here, each
 * problem one line naming the file and the field.
 */
import { fieldPath } from '../content/fieldPath';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import readingTime from 'reading-time';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Token, Tokens } from 'marked';
import { LONG_FORM_INDEX, longFormFiles, type LongFormFile } from '../content/longFormRules';
import { longFormTokens } from '../content/placedTokens';
import { slugify } from '../content/slug';
import { WRITING_PATH } from './paths';
import { DAY_PATTERN, isRealDay } from '../content/day';
import { pictureSchema, type SiteContent } from '../content/schema';
import { languageCode, languageFolder } from '../content/locale';

/**
 * A date as site generators write it: a day (2026-03-14), an ISO 8601 date-time with or without
 * its zone (2020-06-26T00:30:00+02:00), or Jekyll's (2015-11-10 16:10:51 +0100).
 */
const DATE_TIME = new RegExp(
  String.raw`^(${DAY_PATTERN})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2})?)?$`,
);

/**
 * The day a date names, as its author wrote it (the day in the author's zone, not UTC's), and
 * the moment, as ISO 8601, where it gives a time; undefined for a date that is none.
 */
export function readDate(value: unknown): { day: string; moment?: string } | undefined {
  const written = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value.trim() : undefined;
  const match = written && DATE_TIME.exec(written);
  if (!match || !isRealDay(match[1]!)) return undefined;
  const [, day, time, zone] = match;
  if (!time) return { day: day! };
  const seconds = time.length === 5 ? `${time}:00` : time;
  const offset =
    !zone || zone === 'Z' ? (zone ?? '') : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  return { day: day!, moment: `${day}T${seconds}${offset}` };
}

const notADay = (value: unknown) =>
  `${JSON.stringify(value)} is not a date (write it as 2026-03-14, or 2026-03-14T18:30:00+01:00)`;
const date = z.unknown().transform((value, context) => {
  const read = readDate(value);
  if (!read) {
    context.addIssue({ code: 'custom', message: notADay(value) });
    return z.NEVER;
  }
  return read;
});
const text = (what: string) =>
  z
    .string({ error: `needs ${what}` })
    .trim()
    .min(1, `needs ${what}`);
/**
 * A list of words, or one text of them: parted by commas ("typescript, audio"), or, without a
 * comma, by spaces, as Jekyll writes its categories and tags ("jekyll update").
 */
export const wordsOf = (value: string | number | readonly (string | number)[]) =>
  (Array.isArray(value) ? value.map(String) : String(value).split(String(value).includes(',') ? ',' : /\s+/))
    .map((word) => word.trim())
    .filter(Boolean);
const words = z
  .union([z.array(z.union([z.string(), z.number()])), z.string()], {
    error: 'must be a list of words, as [typescript, audio]',
  })
  .transform(wordsOf);
/** One address of the site or more: a post's old addresses. */
const addresses = z
  .union([z.array(z.string()), z.string()], { error: 'must be a list of addresses, as [/posts/old-name/]' })
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(
    z.array(
      z.string().regex(/^\/(?!\/)[^\s?#]*$/, {
        error: (issue) =>
          `${JSON.stringify(issue.input)} is not an address of the site: write it from its root, /posts/old-name/`,
      }),
    ),
  );

/** A post's front matter as this site reads it, whichever generator's spelling it is written in. */
export const frontMatterSchema = z.object({
  /** The post's title: its page's heading and `<title>`, and its name in the list and the feeds. */
  title: text('a title'),
  /** When it was first published (date, pubDatetime, publishDate, pubDate): the list is newest first. */
  date,
  /** One or two sentences (summary, description, excerpt); without, the first paragraph's. */
  summary: text('a summary of one or two sentences').optional(),
  /** Words it is about (tags and categories), as a list or parted by commas: `tags: [typescript, audio]`. */
  tags: words.optional(),
  /** When it last changed meaningfully (updated, lastmod, modDatetime, last_modified_at, updatedDate). */
  updated: date.optional(),
  /** A picture from content/pictures/ shown at its top: `src` and `alt`, as the records' pictures. */
  cover: pictureSchema.optional(),
  /** `true` while it is being written (or Jekyll's `published: false`): only `npm run dev` shows it. */
  draft: z.boolean({ error: 'must be true or false' }).optional(),
  /** Its address (/writing/<slug>), where its file's name makes a poor one. */
  slug: z
    .string({ error: 'must be text' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be written in small letters, figures and hyphens')
    .optional(),
  /** Its addresses on an earlier site (aliases, redirect_from): each leads to its page here. */
  aliases: addresses.optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/**
 * The spellings each field is written in by Hugo, Jekyll and Astro themes, this site's own
 * first; the first given wins. Tags and categories are both a post's tags.
 */
const SPELLINGS: Record<Exclude<keyof FrontMatter, 'tags'>, readonly string[]> = {
  title: ['title'],
  date: ['date', 'pubDatetime', 'publishDate', 'pubDate'],
  summary: ['summary', 'description', 'excerpt'],
  updated: ['updated', 'lastmod', 'modDatetime', 'last_modified_at', 'updatedDate'],
  cover: ['cover'],
  draft: ['draft'],
  slug: ['slug'],
  aliases: ['aliases', 'redirect_from'],
};
const TAG_SPELLINGS = ['tags', 'categories'];
/** Read too, as what they say: Jekyll's `published: false` is a draft. */
const PUBLISHED = 'published';

/**
 * The front matter in this site's fields, each named by the spelling it came in (for the check's
 * lines), and the keys it does not read (a theme's layout, author, toc…), which it ignores.
 */
export function normalisedFrontMatter(data: Record<string, unknown>) {
  const fields: Record<string, unknown> = {};
  const spelling: Record<string, string> = {};
  for (const [field, names] of Object.entries(SPELLINGS)) {
    const name = names.find((each) => data[each] !== undefined && data[each] !== null);
    if (name) {
      fields[field] = data[name];
      spelling[field] = name;
    }
  }
  const tagNames = TAG_SPELLINGS.filter((name) => data[name] !== undefined && data[name] !== null);
  if (tagNames.length) {
    const lists = tagNames.map((name) => (Array.isArray(data[name]) ? data[name] : [data[name]]) as unknown[]);
    fields.tags = lists.every((list) => list.every((item) => typeof item === 'string' || typeof item === 'number'))
      ? tagNames.flatMap((name) => wordsOf(data[name] as string | string[]))
      : data[tagNames[0]!];
    spelling.tags = tagNames.join(' and ');
  }
  if (data[PUBLISHED] === false && fields.draft === undefined) {
    fields.draft = true;
    spelling.draft = PUBLISHED;
  }
  const read = new Set([...Object.values(SPELLINGS).flat(), ...TAG_SPELLINGS, PUBLISHED]);
  const ignored = Object.keys(data).filter((key) => !read.has(key));
  return { fields, spelling, ignored };
}

export interface Post extends LongFormFile {
  title: string;
  /** The day it was published, as its author wrote it: 2026-03-14. */
  date: string;
  /** The moment it was published, where its front matter gives a time (ISO 8601). */
  published?: string;
  /** Its summary: the front matter's, or else its first paragraph's words. */
  summary: string;
  tags: string[];
  /** The day it last changed meaningfully, if it has since its date. */
  updated?: string;
  cover?: FrontMatter['cover'];
  draft?: boolean;
  /** Its address: /writing/<slug>. */
  slug: string;
  /** Its addresses on an earlier site, and its file's own spelling where that was no address: each leads here. */
  aliases: string[];
  /** The keys of its front matter this site does not read (a theme's): the check names them in a note. */
  ignored: string[];
  /** The language it is written in: undefined for the first language's (content/writing/). */
  lang?: string;
  /** The minutes a reader takes, at least one. */
  minutes: number;
}

/** What an address may be: small letters, figures and hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest a summary made from a post's first paragraph is, in characters. */
export const MADE_SUMMARY_LENGTH = 160;

/** A post's slug: its file's name, or its folder's for a post kept as a folder (`<slug>/index.md`). */
export const postNameOf = (file: string) =>
  path.basename(file) === LONG_FORM_INDEX ? path.basename(path.dirname(file)) : path.basename(file, '.md');

/**
 * The address a post's file or folder name makes: as it is where it is one, else in small letters
 * and hyphens ("My_Post" → "my-post"), without a date before it (Jekyll's "2015-11-10-my-post" → "my-post").
 */
export const postSlugOf = (file: string) => {
  const name = postNameOf(file).replace(new RegExp(`^${DAY_PATTERN}-(?=.)`), '');
  return SLUG.test(name) ? name : slugify(name);
};

/** Where a language's posts are, from the site folder. */
export const writingFolder = (lang?: string) => languageFolder('writing', lang);

/** The reading time of a body in whole minutes, at least one (CJK counted by character). */
export const readingMinutes = (body: string) => Math.max(1, Math.round(readingTime(body).minutes));

/**
 * The summary a post without one gets: its first paragraph's words, cut at a word within
 * MADE_SUMMARY_LENGTH characters (Hugo's and Jekyll's way), or the words before `<!--more-->`.
 */
export function madeSummary(body: string): string {
  const before = body.split(/<!--\s*more\s*-->/)[0]!;
  // The first paragraph with words: a picture alone on its line is none.
  const words =
    longFormTokens(before)
      .filter((token): token is Tokens.Paragraph => token.type === 'paragraph')
      .map((paragraph) => plainText(paragraph.tokens).replace(/\s+/g, ' ').trim())
      .find(Boolean) ?? '';
  if (words.length <= MADE_SUMMARY_LENGTH) return words;
  const cut = words.slice(0, MADE_SUMMARY_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The words of inline Markdown, without its marks and its HTML's tags, links' words kept and pictures' left out. */
const plainText = (tokens: readonly Token[]): string =>
  tokens
    .map((token) =>
      token.type === 'image' || token.type === 'html'
        ? ''
        : 'tokens' in token && token.tokens
          ? plainText(token.tokens)
          : 'text' in token
            ? token.text
            : '',
    )
    .join('');

/**
 * One post from its file's text: the post, or what is wrong with its front matter. Its body keeps
 * its lines where they are in the file (the front matter's become empty), so a problem in it
 * names the file's own line. Front matter is read as Hugo, Jekyll and Astro write it.
 */
export function parsePost(
  file: string,
  raw: string,
  lang?: string,
): { post: Post; problems: [] } | { post?: undefined; problems: string[] } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(raw, { engines: { yaml: (source: string) => parseYaml(source) as object } });
  } catch (error) {
    return { problems: [`${file}: its front matter is not YAML: ${(error as Error).message.split('\n')[0]}`] };
  }
  if (!parsed.matter.trim())
    return { problems: [`${file}: needs front matter at its top: title and date between two --- lines`] };
  const { fields, spelling, ignored } = normalisedFrontMatter(parsed.data as Record<string, unknown>);
  const result = frontMatterSchema.safeParse(fields);
  if (!result.success)
    return {
      problems: result.error.issues.map((issue) => {
        const [field, ...rest] = issue.path;
        const named = field === undefined ? 'front matter' : fieldPath([spelling[String(field)] ?? field, ...rest]);
        return `${file}: ${named}: ${issue.message}`;
      }),
    };
  const frontLines = raw.slice(0, raw.length - parsed.content.length).split('\n').length - 1;
  const body = '\n'.repeat(frontLines) + parsed.content;
  const front = result.data;
  if (front.updated && front.updated.day < front.date.day)
    return {
      problems: [
        `${file}: ${spelling.updated}: ${front.updated.day} comes before its ${spelling.date}, ${front.date.day}`,
      ],
    };
  const named = postSlugOf(file);
  const slug = front.slug ?? named;
  if (!SLUG.test(slug))
    return { problems: [`${file}: its name makes no address: give it one, as slug: my-post, in its front matter`] };
  // The file's own spelling, where it was an address on the site it came from: it leads here too.
  const ownName = postNameOf(file);
  const aliases = [
    ...(front.aliases ?? []),
    ...(ownName !== slug && !front.slug && lang === undefined ? [`${WRITING_PATH}/${ownName}`] : []),
  ];
  const tags = [...new Set(front.tags ?? [])];
  return {
    post: {
      title: front.title,
      date: front.date.day,
      ...(front.date.moment ? { published: front.date.moment } : {}),
      summary: front.summary ?? madeSummary(body),
      tags,
      ...(front.updated ? { updated: front.updated.day } : {}),
      ...(front.cover ? { cover: front.cover } : {}),
      ...(front.draft !== undefined ? { draft: front.draft } : {}),
      slug,
      aliases,
      ignored,
      lang,
      file,
      text: body,
      minutes: readingMinutes(body),
    },
    problems: [],
  };
}

/** Newest first; on the same day, the later moment first where both give one, then by title. */
export const newestFirst = (a: Post, b: Post) =>
  b.date.localeCompare(a.date) ||
  (a.published && b.published ? Date.parse(b.published) - Date.parse(a.published) : 0) ||
  a.title.localeCompare(b.title);

/** The site's languages as its posts' folders name them: undefined for the first, then the others' codes. */
export const writingLanguages = ({ translations }: Pick<SiteContent, 'translations'>) => [
  undefined,
  ...(translations ?? []).map((translation) => languageCode(translation.locale)),
];

/**
 * Every post the site folder holds in these languages (undefined for the first), drafts
 * included, and every problem of their front matter and translations.
 */
export function readPosts(
  languages: readonly (string | undefined)[],
  root: string,
): { posts: Post[]; problems: string[] } {
  const posts: Post[] = [];
  const problems: string[] = [];
  for (const lang of languages) {
    const { files, problems: folders } = longFormFiles(root, writingFolder(lang));
    problems.push(...folders);
    for (const file of files) {
      const read = parsePost(file, readFileSync(path.join(root, file), 'utf8'), lang);
      if (read.post) posts.push(read.post);
      problems.push(...read.problems);
    }
  }
  return { posts: posts.sort(newestFirst), problems: [...problems, ...orphanTranslations(posts)] };
}

/**
 * The posts a build publishes: all but drafts, which only the dev server (`npm run dev`) shows
 * too; a translation, only of a post it publishes.
 */
export function publishedPosts(posts: readonly Post[], { drafts = false } = {}): Post[] {
  const shown = posts.filter((post) => drafts || !post.draft);
  const originals = new Set(shown.filter((post) => !post.lang).map((post) => post.slug));
  return shown.filter((post) => !post.lang || originals.has(post.slug));
}

/**
 * The posts a language shows, newest first: each first-language post in its translation into
 * `lang` where there is one, else as it is. `lang` undefined: the first language's own.
 */
export function postsIn(posts: readonly Post[], lang: string | undefined): Post[] {
  return posts
    .filter((post) => !post.lang)
    .map((post) => (lang && posts.find((each) => each.lang === lang && each.slug === post.slug)) || post)
    .sort(newestFirst);
}

/** Translations of a post the first language does not have: one line each. */
export const orphanTranslations = (posts: readonly Post[]): string[] =>
  posts
    .filter((post) => post.lang && !posts.some((each) => !each.lang && each.slug === post.slug))
    .map((post) => `${post.file}: translates a post content/writing/${post.slug}.md that is not there`);

/**
 * The content check's note on the front matter keys no post is read for (a theme's layout,
 * author, toc…): one line, each key with how many posts give it; none when there are none.
 */
export function ignoredKeysNote(posts: readonly Post[]): string[] {
  const counts = new Map<string, number>();
  for (const key of posts.flatMap((post) => post.ignored)) counts.set(key, (counts.get(key) ?? 0) + 1);
  if (!counts.size) return [];
  const keys = [...counts].sort(([a], [b]) => a.localeCompare(b));
  return [
    `content/writing: front matter this site does not read, ignored: ${keys
      .map(([key, count]) => `${key} (${count} ${count === 1 ? 'post' : 'posts'})`)
      .join(', ')}`,
  ];
}
