/**
 * Moves a blog in: reads the posts of a Hugo, Jekyll or Astro site (its content/posts, _posts,
 * or src/data/blog or src/content/blog, found by itself) and writes each into the site folder's
 * content/writing/, with its pictures, audio and files beside it (content/writing/<slug>/index.md).
 * Its front matter stays as it was written (this site reads Hugo's, Jekyll's and Astro's
 * spellings), TOML becomes YAML, and its address on the old site is added to its `aliases`, so the
 * old address leads to its new page. Its body is moved in by lib/convert.ts (the generators'
 * shortcodes and tags) and lib/rewrite.ts (HTML, headings, code, the old site's addresses and files).
 * Then the content check reads what was written: a post it refuses is kept a draft, with why
 * (lib/drafts.ts), so every other post is published. Nothing stops it but a folder that is no blog:
 * a file or folder it cannot bring is one line, and it goes on. It ends with a summary: posts
 * imported, published and kept as drafts (and why), and files left (and why).
 *   npm run import -- <old site's folder> [--force] [--site <site folder>]
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import matter from 'gray-matter';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml, stringify as toYaml } from 'yaml';
import { sitePages } from '../../lib/content/check';
import { buildDay } from '../../lib/content/day';
import { decoded } from '../../lib/content/decoded';
import { siteFolder } from '../../lib/content/siteFolder';
import {
  frontMatterSchema,
  normalisedFrontMatter,
  postSlugOf,
  readDate,
  readPosts,
  wordsOf,
  writingLanguages,
} from '../../lib/writing/posts';
import { loadSiteContent } from '../lib/siteContent';
import { OldAddresses, type MovedPost } from './lib/addresses';
import { bundleFiles } from './lib/bundle';
import { convertBody } from './lib/convert';
import { keepRefusedAsDrafts } from './lib/drafts';
import { oldAddress, oldPosts, readOldSite, type OldPost } from './lib/oldSite';
import { besideName, rewriteBody } from './lib/rewrite';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean' }, site: { type: 'string' } },
  allowPositionals: true,
});
const [from] = positionals;
if (!from) {
  console.error('usage: npm run import -- <a Hugo, Jekyll or Astro site’s folder> [--force] [--site <site folder>]');
  process.exit(2);
}
const found = readOldSite(path.resolve(from));
if (!found) {
  console.error(
    `import: ${from} is no Hugo, Jekyll or Astro site the import knows: it looks for content/posts, _posts, ` +
      'src/data/blog or src/content/blog',
  );
  process.exit(1);
}
// Named again once found: the callbacks below see it as found.
const old = found;
const site = siteFolder(values.site);
// The site's own content (its pages, for the links that stay) is read from the site folder given.
process.env.SITE_DIR = site.root;
const writing = path.join(site.content, 'writing');
const shown = (file: string) => path.relative(process.cwd(), file) || '.';
const say = (line: string) => console.log(`import: ${line}`);

const words = (value: unknown) => (value === undefined || value === null ? [] : wordsOf(value as string | string[]));

/** A post of the old site as its first reading gives it. */
interface ReadPost extends MovedPost {
  front: Record<string, unknown>;
  body: string;
  /** Its address on the old site, as its generator made it. */
  oldAddress: string;
}

/** Each post's front matter and body, read as its generator writes them; a post that cannot be read is one line. */
function readPost(post: OldPost): { front: Record<string, unknown>; body: string } | undefined {
  const source = path.join(old!.root, post.file);
  try {
    const raw = readFileSync(source, 'utf8');
    // Hugo's TOML front matter opens with +++.
    const toml = raw.startsWith('+++');
    const parsed = matter(raw, {
      engines: {
        yaml: (text: string) => (parseYaml(text) ?? {}) as object,
        toml: (text: string) => parseToml(text) as object,
      },
      delimiters: toml ? '+++' : '---',
      language: toml ? 'toml' : 'yaml',
    });
    return { front: { ...(parsed.data as Record<string, unknown>) }, body: parsed.content };
  } catch (error) {
    say(`${post.file}: left, it cannot be read (${(error as Error).message.split('\n')[0]})`);
    return undefined;
  }
}

const content = await loadSiteContent().catch((error: Error) => {
  console.error(
    `import: the site folder's content cannot be read (${error.message.split('\n')[0]}): npm run check-content`,
  );
  process.exit(1);
});
const { posts: ownPosts } = readPosts(writingLanguages(content), site.root);

// First, every post's old address and new one: a post links to others of the old site.
const read: ReadPost[] = [];
const slugs = new Set<string>();
for (const post of oldPosts(old)) {
  if (post.translates) {
    say(`${post.file}: left, the post in another language (${post.translates}): write it as its translation by hand`);
    continue;
  }
  const found = readPost(post);
  if (!found) continue;
  const { front, body } = found;
  // Jekyll's date is its file's name's, where its front matter gives none.
  const named = /^(\d{4}-\d{2}-\d{2})-/.exec(post.name)?.[1];
  if (front.date === undefined && named) front.date = named;
  const date = readDate(front.date ?? front.pubDatetime ?? front.publishDate ?? front.pubDate)?.day;
  const address = oldAddress(old, post, {
    date,
    slug: typeof front.slug === 'string' ? front.slug : undefined,
    title: typeof front.title === 'string' ? front.title : undefined,
    categories: words(front.categories),
  });
  // The old site's slug, where it makes an address here ("Night-Drive" → "night-drive"); else the file's name's.
  let slug = (typeof front.slug === 'string' && postSlugOf(`${front.slug}.md`)) || postSlugOf(`${post.name}.md`);
  // Two posts of one name (Jekyll's notes of two years): the second takes the next free address.
  if (slugs.has(slug)) {
    let n = 2;
    while (slugs.has(`${slug}-${n}`)) n += 1;
    slug = `${slug}-${n}`;
  }
  slugs.add(slug);
  if (front.slug !== undefined || slug !== postSlugOf(`${post.name}.md`)) front.slug = slug;
  const oldAddresses = [...new Set([...words(front.aliases), ...words(front.redirect_from), address])];
  const tags = [...words(front.tags), ...words(front.categories)];
  read.push({ post, front, body, slug, oldAddresses, oldAddress: address, tags });
}

const pages = sitePages(content, [...ownPosts, ...read.map(({ slug, tags }) => ({ slug, tags }))], buildDay());
const addresses = new OldAddresses(old, read, (sitePath) => pages.has(sitePath));

/** A generator's link to a post by its file or name (Hugo's ref, Jekyll's post_url): the post's new address. */
const byName = new Map<string, string>();
const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/^\.?\/+/, '')
    .replace(/^content\//, '')
    .replace(/\.(md|markdown|mdx)$/, '')
    .replace(/\/index$/, '');
for (const { post, slug } of read)
  for (const key of [post.name, post.file, post.file.replace(`${old.posts}/`, ''), post.bundle ?? ''].filter(Boolean))
    byName.set(nameKey(key), `/writing/${slug}`);
const postLink = (target: string) => {
  const [name = '', fragment] = target.split('#');
  const found = byName.get(nameKey(name)) ?? byName.get(nameKey(name).split('/').at(-1)!);
  return found && (fragment ? `${found}#${fragment}` : found);
};

/**
 * The front matter as the site reads it: a title, a date; a field of the old theme's that this
 * site spells the same but reads otherwise (PaperMod's cover) kept under another name. Each change one note.
 */
function readableFrontMatter(front: Record<string, unknown>, post: OldPost, notes: string[]) {
  if (typeof front.title !== 'string' || !front.title.trim()) {
    front.title = post.name.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/[-_]+/g, ' ');
    notes.push(`it had no title: it is now ${JSON.stringify(front.title)}, from its file's name`);
  }
  const { fields, spelling } = normalisedFrontMatter(front);
  if (!readDate(fields.date)) {
    const day = statSync(path.join(old!.root, post.file)).mtime.toISOString().slice(0, 10);
    notes.push(`it had no date the site reads: it is now ${day}, its file's, until you write its own`);
    for (const name of ['date', 'pubDatetime', 'publishDate', 'pubDate']) delete front[name];
    front.date = day;
  }
  const result = frontMatterSchema.safeParse(normalisedFrontMatter(front).fields);
  for (const field of new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])))) {
    const key = spelling[field] ?? field;
    if (!(key in front) || field === 'title' || field === 'date') continue;
    front[`imported_${key}`] = front[key];
    delete front[key];
    notes.push(`its ${key} is not one the site reads: it is kept as imported_${key}`);
  }
}

let imported = 0;
let headingsMoved = 0;
const writtenFiles = new Set<string>();
const leftFiles: string[] = [];
/** Moves one post in: its files, its body, its front matter; one line for each thing a reader would notice. */
function movePost({ post, front, body, slug, oldAddresses, oldAddress: address }: ReadPost) {
  const target = (folder: boolean) => path.join(writing, folder ? path.join(slug, 'index.md') : `${slug}.md`);
  const taken = [target(false), path.join(writing, slug)].filter((file) => existsSync(file));
  if (taken.length && !values.force) {
    say(`${post.file}: left, ${shown(taken[0]!)} is there already (--force writes over it)`);
    return;
  }
  delete front.redirect_from;
  front.aliases = oldAddresses;
  // Every post says whether it is a draft (Jekyll's `published: false` is one): keeping one a draft moves no line.
  if (typeof front.draft !== 'boolean') front.draft = front.published === false;
  delete front.published;
  const notes: string[] = [];
  readableFrontMatter(front, post, notes);

  const bundle = post.bundle ? bundleFiles(path.join(old.root, post.bundle)) : { brought: [], left: [] };
  for (const { file, why } of bundle.left) leftFiles.push(`${post.bundle}/${file}: ${why}`);
  const beside = new Set(bundle.brought.map((file) => file.toLowerCase()));
  const brought = new Map<string, string>();
  const bundleFolder = post.bundle && path.join(old.root, post.bundle);
  const bring = (file: string) => {
    // A file of the post's own bundle comes along with it anyway, where it is.
    if (bundleFolder && file.startsWith(bundleFolder + path.sep))
      return path.relative(bundleFolder, file).split(path.sep).join('/');
    const known = brought.get(file);
    if (known) return known;
    const name = besideName(file, beside);
    beside.add(name.toLowerCase());
    brought.set(file, name);
    return name;
  };
  const converted = convertBody(body, postLink);
  const rewritten = rewriteBody(converted.text, {
    addresses,
    oldAddress: address,
    inBundle: (relative) => {
      const clean = decoded(relative.replace(/[?#].*$/, ''));
      return bundle.brought.some((file) => file.toLowerCase() === clean.toLowerCase());
    },
    bring,
  });
  if (rewritten.headingsMoved) headingsMoved += 1;

  const folder = bundle.brought.length > 0 || brought.size > 0;
  const file = target(folder);
  for (const each of taken) rmSync(each, { recursive: true, force: true });
  mkdirSync(path.dirname(file), { recursive: true });
  const copy = (source: string, name: string) => {
    try {
      mkdirSync(path.dirname(path.join(path.dirname(file), name)), { recursive: true });
      copyFileSync(source, path.join(path.dirname(file), name));
    } catch (error) {
      leftFiles.push(`${shown(source)}: it could not be copied (${(error as Error).message.split('\n')[0]})`);
    }
  };
  for (const name of bundle.brought) copy(path.join(old.root, post.bundle!, name), name);
  for (const [source, name] of brought) copy(source, name);
  const head = `---\n${toYaml(front, { lineWidth: 0 })}---\n`;
  const text = rewritten.text.replace(/^\n+/, '\n');
  writeFileSync(file, head + text);
  // A line of the body, as a line of the file written.
  const lineIn = (line: number) => line + head.split('\n').length - 1 - (rewritten.text.length - text.length);
  imported += 1;
  writtenFiles.add(path.relative(site.root, file).split(path.sep).join('/'));
  const besides = bundle.brought.length + brought.size;
  const files = besides ? `, ${besides} ${besides === 1 ? 'file' : 'files'} beside it` : '';
  say(`${shown(file)} ← ${post.file} (old address ${address}${files})`);
  for (const note of notes) say(`${shown(file)}: ${note}`);
  for (const { line, what } of [...rewritten.notes, ...rewritten.left]) say(`${shown(file)}:${lineIn(line)}: ${what}`);
  for (const { line, raw } of converted.left)
    say(`${shown(file)}:${lineIn(line)}: ${raw.slice(0, 60)} has no Markdown form here: rewrite it by hand`);
}

for (const each of read) {
  try {
    movePost(each);
  } catch (error) {
    say(`${each.post.file}: left, it could not be moved in (${(error as Error).message.split('\n')[0]})`);
  }
}

// What the content check refuses in a post keeps it a draft; the rest are published.
let drafts = new Map<string, string[]>();
try {
  if (imported) drafts = keepRefusedAsDrafts(content, site, writtenFiles);
} catch (error) {
  say(
    `the content check could not read the posts written (${(error as Error).message.split('\n')[0]}): ` +
      'npm run check-content',
  );
}
const alreadyDrafts = readPosts(writingLanguages(content), site.root).posts.filter(
  (post) => writtenFiles.has(post.file) && post.draft && !drafts.has(post.file),
);

say(`${read.length} posts of the ${old.generator} site read, ${imported} imported into ${shown(writing)}/`);
if (headingsMoved)
  say(
    `headings moved down one level in ${headingsMoved} ${headingsMoved === 1 ? 'post' : 'posts'}: ` +
      "the page's title is its only #",
  );
say(`${imported - drafts.size - alreadyDrafts.length} published`);
if (alreadyDrafts.length) say(`${alreadyDrafts.length} drafts already on the old site, kept drafts`);
if (drafts.size) {
  say(`${drafts.size} kept as drafts, not published until what follows is mended (each file says why too):`);
  for (const lines of drafts.values()) for (const line of lines) say(`  ${line}`);
}
say(`${leftFiles.length} ${leftFiles.length === 1 ? 'file' : 'files'} left${leftFiles.length ? ':' : ''}`);
for (const line of leftFiles) say(`  ${line}`);
process.exit(read.length ? 0 : 1);
