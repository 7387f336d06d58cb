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
 * text (lib/content/longForm.ts says what it may hold); its front matter is checked here, each
 * problem one line naming the file and the field.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import readingTime from 'reading-time';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { LONG_FORM_INDEX, longFormFiles, type LongFormFile } from '../content/longForm';
import { pictureSchema, type SiteContent } from '../content/schema';

/** A day, written as 2026-03-14, that exists (no 30 February). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const notADay = (value: unknown) => `${JSON.stringify(value)} is not a date (write it as 2026-03-14)`;
const day = z.string({ error: (issue) => notADay(issue.input) }).refine(
  (value) => {
    try {
      return isRealDay(value);
    } catch {
      return false;
    }
  },
  { error: (issue) => notADay(issue.input) },
);
const text = (what: string) =>
  z
    .string({ error: `needs ${what}` })
    .trim()
    .min(1, `needs ${what}`);

/** A post's front matter, between the `---` lines at the top of its file. */
export const frontMatterSchema = z.strictObject(
  {
    /** The post's title: its page's heading and `<title>`, and its name in the list and the feeds. */
    title: text('a title'),
    /** When it was first published, 2026-03-14: the list is newest first. */
    date: day,
    /** One or two sentences: under the title in the list, and the page's description and link preview. */
    summary: text('a summary of one or two sentences'),
    /** Words it is about, shown with it: `tags: [typescript, audio]`. */
    tags: z.array(text('a word'), { error: 'must be a list of words, as [typescript, audio]' }).optional(),
    /** When it last changed meaningfully, if it has since its date. */
    updated: day.optional(),
    /** A picture from content/pictures/ shown at its top: `src` and `alt`, as the records' pictures. */
    cover: pictureSchema.optional(),
    /** `true` while it is being written: `npm run dev` shows it, a build leaves it out. */
    draft: z.boolean({ error: 'must be true or false' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'must be the fields title, date, summary, …') },
);

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface Post extends FrontMatter, LongFormFile {
  /** Its file's name without .md: its page is /writing/<slug>. */
  slug: string;
  /** The language it is written in: undefined for the first language's (content/writing/). */
  lang?: string;
  /** The minutes a reader takes, at least one. */
  minutes: number;
  tags: string[];
}

/** The fields a post's front matter may have, as the check lists them. */
const FIELDS = Object.keys(frontMatterSchema.shape).join(', ');

/** What a post's file name may be: its address, in small letters, figures and hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post's slug: its file's name, or its folder's for a post kept as a folder (`<slug>/index.md`). */
export const postSlugOf = (file: string) =>
  path.basename(file) === LONG_FORM_INDEX ? path.basename(path.dirname(file)) : path.basename(file, '.md');

/** Where a language's posts are, from the site folder. */
export const writingFolder = (lang?: string) => (lang ? `content/translations/${lang}/writing` : 'content/writing');

/** A field's place as the check names it: cover.src, tags[1]. */
const fieldName = (parts: readonly PropertyKey[]) =>
  parts.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`)).join('');

/** The reading time of a body in whole minutes, at least one (CJK counted by character). */
export const readingMinutes = (body: string) => Math.max(1, Math.round(readingTime(body).minutes));

/**
 * One post from its file's text: the post, or what is wrong with its front matter. Its body keeps
 * its lines where they are in the file (the front matter's become empty), so a problem in it
 * names the file's own line.
 */
export function parsePost(
  file: string,
  raw: string,
  lang?: string,
): { post: Post; problems: [] } | { post?: undefined; problems: string[] } {
  const slug = postSlugOf(file);
  if (!SLUG.test(slug))
    return {
      problems: [`${file}: the file's name is the post's address: write it in small letters, figures and hyphens`],
    };
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(raw, { engines: { yaml: (source: string) => parseYaml(source) as object } });
  } catch (error) {
    return { problems: [`${file}: its front matter is not YAML: ${(error as Error).message.split('\n')[0]}`] };
  }
  if (!parsed.matter.trim())
    return { problems: [`${file}: needs front matter at its top: title, date and summary between two --- lines`] };
  const result = frontMatterSchema.safeParse(parsed.data);
  if (!result.success)
    return {
      problems: result.error.issues.map((issue) =>
        issue.code === 'unrecognized_keys'
          ? `${file}: ${issue.keys.join(', ')}: not a field of a post (${FIELDS})`
          : `${file}: ${fieldName(issue.path) || 'front matter'}: ${issue.message}`,
      ),
    };
  const frontLines = raw.slice(0, raw.length - parsed.content.length).split('\n').length - 1;
  const body = '\n'.repeat(frontLines) + parsed.content;
  const fields = result.data;
  if (fields.updated && fields.updated < fields.date)
    return { problems: [`${file}: updated: ${fields.updated} comes before its date, ${fields.date}`] };
  return {
    post: { ...fields, tags: fields.tags ?? [], slug, lang, file, text: body, minutes: readingMinutes(body) },
    problems: [],
  };
}

/** Newest first; on the same day, by title. */
export const newestFirst = (a: Post, b: Post) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

/** The site's languages as its posts' folders name them: undefined for the first, then the others' codes. */
export const writingLanguages = ({ translations }: Pick<SiteContent, 'translations'>) => [
  undefined,
  ...(translations ?? []).map((translation) => translation.locale.split('_')[0]!),
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
