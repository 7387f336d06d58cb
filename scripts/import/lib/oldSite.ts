/**
 * Another site generator's site, as the import reads it: which one it is (Hugo, Jekyll or an
 * Astro theme), where its posts are, where its files for the site's root are, its own address
 * (Hugo's baseURL, Jekyll's url and baseurl, Astro's site), and each post's address there, from
 * its permalink settings or the generator's default.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';

export type Generator = 'Hugo' | 'Jekyll' | 'Astro';

export interface OldSite {
  generator: Generator;
  root: string;
  /** The folder of its posts, from its root. */
  posts: string;
  /** Where its files for the site's root are (Hugo's static/, Astro's public/, Jekyll's root). */
  statics: string;
  /** The address pattern of its posts (Hugo's and Jekyll's tokens: /:year/:month/:title/). */
  permalink: string;
  /** Where it was published, without a closing slash ("https://elin.example", "https://me.github.io/blog"), if it says. */
  url?: string;
}

/** An address written in a site's configuration, as the import uses it: http(s), without its closing slash. */
const siteAddress = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value.trim()) ? value.trim().replace(/\/+$/, '') : undefined;

/** Astro's `site` (astro.config.*) or Astro Paper's `website` (src/config.ts): written as a string in code. */
function astroUrl(root: string): string | undefined {
  for (const name of ['astro.config.mjs', 'astro.config.ts', 'astro.config.js', 'src/config.ts', 'src/consts.ts']) {
    const file = path.join(root, name);
    if (!existsSync(file)) continue;
    const written = /\b(?:site|website|SITE_URL)\s*[:=]\s*["'`](https?:\/\/[^"'`]+)["'`]/.exec(
      readFileSync(file, 'utf8'),
    );
    if (written) return siteAddress(written[1]);
  }
  return undefined;
}

const readConfig = (file: string): Record<string, unknown> => {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.toml')) return parseToml(text) as Record<string, unknown>;
  if (file.endsWith('.json')) return JSON.parse(text) as Record<string, unknown>;
  return (parseYaml(text) ?? {}) as Record<string, unknown>;
};

const firstThere = (root: string, names: readonly string[]) => names.find((name) => existsSync(path.join(root, name)));

/** Jekyll's named permalink styles. */
const JEKYLL_STYLES: Record<string, string> = {
  date: '/:categories/:year/:month/:day/:title:output_ext',
  pretty: '/:categories/:year/:month/:day/:title/',
  ordinal: '/:categories/:year/:y_day/:title:output_ext',
  weekdate: '/:categories/:year/W:week/:short_day/:title:output_ext',
  none: '/:categories/:title:output_ext',
};

/** The site generator whose site `root` is, and where its posts are; undefined for none the import knows. */
export function readOldSite(root: string): OldSite | undefined {
  const hugoConfig = firstThere(root, [
    'hugo.toml',
    'hugo.yaml',
    'hugo.yml',
    'hugo.json',
    'config.toml',
    'config.yaml',
    'config.yml',
    'config.json',
  ]);
  const hugoPosts = firstThere(root, ['content/posts', 'content/post', 'content/blog']);
  if (hugoPosts && (hugoConfig || existsSync(path.join(root, 'archetypes')))) {
    const config = hugoConfig ? readConfig(path.join(root, hugoConfig)) : {};
    const section = path.basename(hugoPosts);
    const permalinks = (config.permalinks ?? {}) as Record<string, unknown>;
    return {
      generator: 'Hugo',
      root,
      posts: hugoPosts,
      statics: 'static',
      // Hugo's default: the section and the folders below it, then the file's or the bundle's folder's name as it is.
      permalink: String(permalinks[section] ?? '/:sections/:filename/'),
      url: siteAddress(config.baseURL ?? config.baseurl),
    };
  }
  if (existsSync(path.join(root, '_posts'))) {
    const config = existsSync(path.join(root, '_config.yml')) ? readConfig(path.join(root, '_config.yml')) : {};
    const permalink = String(config.permalink ?? 'date');
    return {
      generator: 'Jekyll',
      root,
      posts: '_posts',
      statics: '.',
      permalink: JEKYLL_STYLES[permalink] ?? permalink,
      url: siteAddress(
        typeof config.url === 'string' ? `${config.url.replace(/\/+$/, '')}${String(config.baseurl ?? '')}` : undefined,
      ),
    };
  }
  // Astro Paper keeps its posts in src/data/blog and serves them at /posts/; Astro's blog template keeps
  // them in src/content/blog and serves them at /blog/.
  const astro = firstThere(root, ['src/data/blog', 'src/content/blog', 'src/content/posts']);
  if (astro)
    return {
      generator: 'Astro',
      root,
      posts: astro,
      statics: 'public',
      permalink: astro === 'src/data/blog' ? '/posts/:slug/' : `/${path.basename(astro)}/:slug/`,
      url: astroUrl(root),
    };
  return undefined;
}

/** A post of the old site: its file (from the site's root) and the folder it keeps its files in, if any. */
export interface OldPost {
  file: string;
  /** A page bundle's folder (Hugo, Astro): its other files go with the post. */
  bundle?: string;
  /** Its name: the file's without its extension, or a bundle's folder's. */
  name: string;
  /** The folders between the posts' folder and it, where it is in one ("2019", Hugo's nested sections). */
  folders?: string;
  /** The language of another post it translates, by Hugo's way of naming one (`a-post.fr.md` beside `a-post.md`). */
  translates?: string;
}

const POST_FILE = /\.(md|markdown|mdx)$/;

/**
 * Every post of the old site: flat files, page bundles (a folder with an index file), and those of
 * the folders below without one (Hugo's nested sections, Jekyll's and Astro's folders of posts).
 */
export function oldPosts(site: OldSite, folders = ''): OldPost[] {
  const from = path.posix.join(site.posts, folders);
  const posts: OldPost[] = [];
  const entries = readdirSync(path.join(site.root, from), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const where = folders ? { folders } : {};
    if (entry.isFile() && POST_FILE.test(entry.name) && !entry.name.startsWith('_index')) {
      const name = entry.name.replace(POST_FILE, '');
      const [, original, lang] = /^(.+)\.([a-z]{2,3}(?:-[a-z]{2,4})?)$/i.exec(name) ?? [];
      const translates =
        original && entries.some((each) => each.name.replace(POST_FILE, '') === original) ? lang : undefined;
      posts.push({ file: path.posix.join(from, entry.name), name, ...where, ...(translates ? { translates } : {}) });
    } else if (entry.isDirectory() && !entry.name.startsWith('.')) {
      const index = readdirSync(path.join(site.root, from, entry.name)).find((name) =>
        /^index\.(md|markdown|mdx)$/.test(name),
      );
      if (index)
        posts.push({
          file: path.posix.join(from, entry.name, index),
          bundle: path.posix.join(from, entry.name),
          name: entry.name,
          ...where,
        });
      else posts.push(...oldPosts(site, path.posix.join(folders, entry.name)));
    }
  }
  return posts;
}

/** Jekyll's and Hugo's way of writing a word into an address: small letters, hyphens. */
const urlWord = (word: string) =>
  word
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/**
 * A post's address on the old site: its permalink pattern filled in from its file's name, its
 * date and its front matter (slug, categories, section).
 */
export function oldAddress(
  site: OldSite,
  post: OldPost,
  { date, slug, title, categories = [] }: { date?: string; slug?: string; title?: string; categories?: string[] },
): string {
  const [year = '', month = '', day = ''] = (date ?? '').slice(0, 10).split('-');
  // Jekyll's file is named by its date and title: 2015-11-10-first-light.
  const fileTitle = post.name.replace(/^\d{4}-\d{2}-\d{2}-/, '');
  const tokens: Record<string, string> = {
    year,
    month,
    day,
    i_month: String(Number(month)),
    i_day: String(Number(day)),
    short_year: year.slice(2),
    title: site.generator === 'Hugo' && title ? urlWord(title) : fileTitle,
    slug: slug ?? (site.generator === 'Hugo' && title ? urlWord(title) : fileTitle),
    filename: post.name,
    contentbasename: post.name,
    section: path.basename(site.posts),
    sections: path.posix.join(path.basename(site.posts), post.folders ?? ''),
    categories: categories.map(urlWord).join('/'),
    output_ext: '.html',
  };
  const filled = site.permalink.replace(/:(\w+)/g, (whole, token: string) => tokens[token] ?? whole);
  return `/${filled.split('/').filter(Boolean).join('/')}${site.permalink.endsWith('/') ? '/' : ''}`;
}
