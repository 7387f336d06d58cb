/**
 * Moves a blog in: reads the posts of a Hugo, Jekyll or Astro site (its content/posts, _posts,
 * or src/data/blog or src/content/blog, found by itself) and writes each into the site folder's
 * content/writing/, with its pictures and audio beside it (content/writing/<slug>/index.md). Its
 * front matter stays as it was written (this site reads Hugo's, Jekyll's and Astro's spellings),
 * TOML becomes YAML, and its address on the old site is added to its `aliases`, so the old
 * address leads to its new page. Shortcodes and Liquid tags with a Markdown form here become it.
 * A post already there is left unless --force; one line is printed per post written and one per
 * thing that could not be converted (file and line). Exits non-zero only when nothing could be read.
 *   npm run import -- <old site's folder> [--force] [--site <site folder>]
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import matter from 'gray-matter';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml, stringify as toYaml } from 'yaml';
import { siteFolder } from '../../lib/content/siteFolder';
import { postSlugOf, readDate, wordsOf } from '../../lib/writing/posts';
import { convertBody } from './lib/convert';
import { oldAddress, oldPosts, readOldSite } from './lib/oldSite';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean' }, site: { type: 'string' } },
  allowPositionals: true,
});
const [from] = positionals;
if (!from) {
  console.error('usage: npm run import -- <a Hugo, Jekyll or Astro site’s folder> [--force] [--site <site folder>]');
  process.exit(2);
}
const old = readOldSite(path.resolve(from));
if (!old) {
  console.error(
    `import: ${from} is no Hugo, Jekyll or Astro site the import knows: it looks for content/posts, _posts, ` +
      'src/data/blog or src/content/blog',
  );
  process.exit(1);
}
const site = siteFolder(values.site);
const writing = path.join(site.content, 'writing');
const shown = (file: string) => path.relative(process.cwd(), file) || '.';

const words = (value: unknown) => (value === undefined || value === null ? [] : wordsOf(value as string | string[]));

let written = 0;
let read = 0;
for (const post of oldPosts(old)) {
  const source = path.join(old.root, post.file);
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(readFileSync(source, 'utf8'), {
      engines: {
        yaml: (text: string) => (parseYaml(text) ?? {}) as object,
        toml: (text: string) => parseToml(text) as object,
      },
      // Hugo's TOML front matter opens with +++.
      delimiters: readFileSync(source, 'utf8').startsWith('+++') ? '+++' : '---',
      language: readFileSync(source, 'utf8').startsWith('+++') ? 'toml' : 'yaml',
    });
  } catch (error) {
    console.log(`import: ${post.file}: its front matter cannot be read (${(error as Error).message.split('\n')[0]})`);
    continue;
  }
  read += 1;
  const front = { ...(parsed.data as Record<string, unknown>) };
  // Jekyll's date is its file's name's, where its front matter gives none.
  const named = /^(\d{4}-\d{2}-\d{2})-/.exec(post.name)?.[1];
  if (front.date === undefined && named) front.date = named;
  const date = readDate(front.date ?? front.pubDatetime ?? front.publishDate ?? front.pubDate)?.day;
  const slug = typeof front.slug === 'string' ? front.slug : postSlugOf(`${post.name}.md`);
  const address = oldAddress(old, post, {
    date,
    slug: typeof front.slug === 'string' ? front.slug : undefined,
    title: typeof front.title === 'string' ? front.title : undefined,
    categories: words(front.categories),
  });
  const aliases = [...new Set([...words(front.aliases), ...words(front.redirect_from), address])];
  delete front.redirect_from;
  front.aliases = aliases;

  const { text, left, rootFiles } = convertBody(parsed.content);
  const bundleFiles = post.bundle
    ? readdirSync(path.join(old.root, post.bundle)).filter((name) => !/^index\.(md|markdown|mdx)$/.test(name))
    : [];
  const besides = [...bundleFiles, ...rootFiles.map((file) => path.posix.basename(file))];
  const target = besides.length ? path.join(writing, slug, 'index.md') : path.join(writing, `${slug}.md`);
  const taken = [path.join(writing, `${slug}.md`), path.join(writing, slug)].filter((file) => existsSync(file));
  if (taken.length && !values.force) {
    console.log(`import: ${post.file}: left, ${shown(taken[0]!)} is there already (--force writes over it)`);
    continue;
  }
  for (const file of taken) rmSync(file, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  // A file the post named from the old site's root (/images/a.png) is now beside it, by its own name.
  let body = text;
  for (const file of rootFiles) {
    const onDisk = path.join(old.root, old.statics, file);
    if (!existsSync(onDisk)) {
      console.log(`import: ${post.file}: ${file} is not in the old site's ${old.statics}/: copy it by hand`);
      continue;
    }
    copyFileSync(onDisk, path.join(path.dirname(target), path.posix.basename(file)));
    body = body.split(`](${file})`).join(`](${path.posix.basename(file)})`);
  }
  for (const name of bundleFiles)
    copyFileSync(path.join(old.root, post.bundle!, name), path.join(path.dirname(target), name));
  writeFileSync(target, `---\n${toYaml(front, { lineWidth: 0 })}---\n${body.replace(/^\n+/, '\n')}`);
  written += 1;
  const files = besides.length ? `, ${besides.length} ${besides.length === 1 ? 'file' : 'files'} beside it` : '';
  console.log(`import: ${shown(target)} ← ${post.file} (old address ${address}${files})`);
  const writtenText = readFileSync(target, 'utf8');
  for (const { raw } of left) {
    const line = writtenText.slice(0, writtenText.indexOf(raw)).split('\n').length;
    console.log(`import: ${shown(target)}:${line}: ${raw.slice(0, 60)} has no Markdown form here: rewrite it by hand`);
  }
}
console.log(`import: ${written} of ${read} posts of the ${old.generator} site written into ${shown(writing)}/`);
process.exit(read ? 0 : 1);
