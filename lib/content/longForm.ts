/**
 * The long form an owner writes in Markdown files (a project's case study, lib/content/caseStudies.ts;
 * a post, lib/writing/posts.ts): more than the short texts (lib/content/markdown.ts), namely
 * headings `##` to `####`, quotations, tables, rules, pictures from content/pictures/ and code
 * blocks. Raw HTML, a heading `#` (the page's title is its only h1), a link that could run script
 * and a picture or site path that is not there are refused, each on one line naming the file and
 * the line.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { bundledLanguagesInfo } from 'shiki/langs';
import type { Picture } from './schema';
import { SHOWN as SHORT_TEXT_SHOWN } from './markdown';

/** A long text as the content check and the pages take it: its file (from the site folder) and its Markdown. */
export interface LongFormFile {
  /** Its path from the site folder, as the content check names it: content/projects/<slug>.md. */
  file: string;
  /** Its Markdown, line for line as in the file (front matter, if any, blanked to empty lines). */
  text: string;
}

/** The constructs a long text shows, by marked's token type: a short text's, and the long form's own. */
const SHOWN = new Set([
  ...SHORT_TEXT_SHOWN,
  'heading',
  'blockquote',
  'table',
  'hr',
  'image',
  'code',
  'def',
  'checkbox',
]);

/** The tokens of a long text, as GitHub-flavoured Markdown reads it. */
export const longFormTokens = (text: string): Token[] => new Lexer({ gfm: true }).lex(text);

/** A token with where it starts in the text. */
interface Placed {
  token: Token;
  offset: number;
}

/** The tokens a table holds: its header's and each cell's. */
const tableTokens = (table: Tokens.Table) => [
  ...table.header.flatMap((cell) => cell.tokens),
  ...table.rows.flatMap((row) => row.flatMap((cell) => cell.tokens)),
];

/**
 * Every token, nested ones included, in reading order, each with its offset in the text: a
 * top-level token's is exact; a nested one is found from its block's start by its first line
 * (a list's or quotation's markers are not in its own text).
 */
function placedTokens(text: string): Placed[] {
  const placed: Placed[] = [];
  const walk = (tokens: readonly Token[], from: number) => {
    let cursor = from;
    for (const token of tokens) {
      const firstLine = token.raw.split('\n')[0] ?? '';
      const found = firstLine ? text.indexOf(firstLine, cursor) : -1;
      const offset = found === -1 ? cursor : found;
      placed.push({ token, offset });
      if (token.type === 'list') walk(token.items, offset);
      else if (token.type === 'table') walk(tableTokens(token as Tokens.Table), offset);
      else if ('tokens' in token && token.tokens) walk(token.tokens, offset);
      if (found !== -1) cursor = found + (tokens.length > 1 ? firstLine.length : 0);
    }
  };
  walk(longFormTokens(text), 0);
  return placed;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The names a code block's language may be written with: shiki's, ids and aliases. */
const CODE_LANGUAGES = new Map(
  bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name) => [name, info.name] as const)),
);

/** The language a code block names (its fence's first word), if any. */
export const codeLanguageOf = (token: Tokens.Code) => token.lang?.trim().split(/\s+/)[0]?.toLowerCase() || undefined;

/** A code language's name as shown above the block ("ts" → "TypeScript"); undefined for one shiki does not know. */
export const codeLanguageName = (lang: string) => CODE_LANGUAGES.get(lang.toLowerCase());

/** Addresses a link may go to: the web, mail and telephone, a path of the site, a place in the page. */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** The picture a Markdown image names, as a content picture. */
export const pictureOf = (image: Tokens.Image): Picture => ({ src: decodeURI(image.href), alt: image.text.trim() });

/** The pictures a long text shows, in order. */
export const longFormPictures = (text: string): Picture[] =>
  placedTokens(text).flatMap(({ token }) => (token.type === 'image' ? [pictureOf(token as Tokens.Image)] : []));

/** What the content check knows of the site to check a long text against. */
export interface LongFormSite {
  /** Whether content/pictures/ holds a file (its path inside it). */
  hasPicture: (src: string) => boolean;
  /** Whether the site has a page or file at a path ("/music", "/projects/retention-curve", "/cv.pdf"). */
  hasPath: (sitePath: string) => boolean;
  /** Whether a path is a draft post's, which a build leaves out: only another draft may link to it. */
  isDraft?: (sitePath: string) => boolean;
}

/** What in a long text the site would not show as written: one line each, naming the file and the line. */
export function longFormProblems({ file, text }: LongFormFile, site: LongFormSite): string[] {
  const problems: string[] = [];
  for (const { token, offset } of placedTokens(text)) {
    const at = `${file}:${lineAt(text, offset)}: `;
    const quoted = JSON.stringify(token.raw.trim().slice(0, 40));
    if (!SHOWN.has(token.type)) {
      problems.push(
        token.type === 'html'
          ? `${at}has raw HTML (${quoted}): write Markdown only; HTML could run script on the page`
          : `${at}has Markdown the site does not show (${token.type}: ${quoted})`,
      );
    } else if (token.type === 'heading') {
      const { depth } = token as Tokens.Heading;
      if (depth === 1)
        problems.push(`${at}has a heading # (${quoted}): the page's title is its only heading #; start at ## (h2)`);
      else if (depth > 4) problems.push(`${at}has a heading deeper than #### (${quoted}): use ## to ####`);
    } else if (token.type === 'image') {
      const picture = pictureOf(token as Tokens.Image);
      if (!/^(?!\/)(?!.*(^|\/)\.\.(\/|$))[^?#:]+\.[a-z0-9]+$/i.test(picture.src) || !site.hasPicture(picture.src))
        problems.push(`${at}picture ${JSON.stringify(picture.src)} is not in content/pictures/`);
      else if (picture.alt.length < 3)
        problems.push(
          `${at}picture ${JSON.stringify(picture.src)} needs alt text that says what it shows: ` +
            `![what it shows](${picture.src})`,
        );
    } else if (token.type === 'link') {
      const { href } = token as Tokens.Link;
      if (!SAFE_LINK.test(href))
        problems.push(
          `${at}links to ${JSON.stringify(href)}: write a full address (https://…), mailto:, tel:, a site path (/music) or #a-heading`,
        );
      else if (href.startsWith('/')) {
        const sitePath = decodeURI(href.replace(/[?#].*$/, '')).replace(/(.)\/$/, '$1');
        if (site.isDraft?.(sitePath))
          problems.push(`${at}links to ${href}, a draft a build leaves out: publish it first, or link elsewhere`);
        else if (!site.hasPath(sitePath)) problems.push(`${at}links to ${href}, a page or file the site does not have`);
      }
    } else if (token.type === 'code') {
      const lang = codeLanguageOf(token as Tokens.Code);
      if (lang && !codeLanguageName(lang))
        problems.push(
          `${at}code block in ${JSON.stringify(lang)}, a language the highlighter does not know: ` +
            'name another (ts, css, python, …) or none',
        );
    }
  }
  return problems;
}
