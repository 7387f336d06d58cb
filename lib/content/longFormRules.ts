/**
 * The long form an owner writes in Markdown files (a project's case study, lib/content/caseStudies.ts;
 * a post, lib/writing/posts.ts): more than the short texts (lib/content/markdown.ts), namely
 * headings `##` to `####`, quotations, tables, rules, pictures from content/pictures/ and code
 * blocks, and the HTML lib/content/rawHtml.ts keeps. What that drops, a heading `#` (the page's
 * title is its only h1), a link that could run script and a picture or site path that is not there
 * are refused, each on one line naming the file and the line.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Tokens } from 'marked';
import { bundledLanguagesInfo } from 'shiki/langs';
import type { Picture } from './schema';
import { SHOWN as SHORT_TEXT_SHOWN } from './markdown';
import { audioFileOf, foreignTags, isBandcampPage, mediaOf, type AudioFile } from './media';
import { lineAt, placedTokens, type Placed } from './placedTokens';
import { cleanRawHtml } from './rawHtml';
import { decoded } from './decoded';

/** The file of a long text kept as a folder, with its pictures and audio beside it: `<slug>/index.md`. */
export const LONG_FORM_INDEX = 'index.md';

/**
 * The long texts of a folder (from the site folder `root`): each `<slug>.md`, and each
 * `<slug>/index.md` of a text kept as a folder, by name; and a line for each folder in it that
 * holds no index.md (it would be shown nowhere, without a word).
 */
export function longFormFiles(root: string, folder: string): { files: string[]; problems: string[] } {
  const onDisk = path.join(root, folder);
  if (!existsSync(onDisk)) return { files: [], problems: [] };
  const files: string[] = [];
  const problems: string[] = [];
  for (const entry of readdirSync(onDisk, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isFile() && entry.name.endsWith('.md')) files.push(`${folder}/${entry.name}`);
    else if (entry.isDirectory() && existsSync(path.join(onDisk, entry.name, LONG_FORM_INDEX)))
      files.push(`${folder}/${entry.name}/${LONG_FORM_INDEX}`);
    else if (entry.isDirectory())
      problems.push(
        `${folder}/${entry.name}/: holds no ${LONG_FORM_INDEX}: a text kept as a folder is its ${LONG_FORM_INDEX}, ` +
          'with its pictures and audio beside it',
      );
  }
  return { files, problems };
}

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

/** The names a code block's language may be written with: shiki's, ids and aliases. */
const CODE_LANGUAGES = new Map(
  bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name) => [name, info.name] as const)),
);

/**
 * The names plain text goes by in a code block's fence, as site generators and highlighters write
 * it (Rouge's and Pygments' text, highlight.js's plaintext and nohighlight, GitHub's console
 * output): shown as code, uncoloured, under no language's name.
 */
export const PLAIN_TEXT_CODE = new Set([
  'text',
  'plaintext',
  'plain',
  'txt',
  'nohighlight',
  'no-highlight',
  'none',
  'output',
  'terminal',
]);

/** The language a code block names (its fence's first word), if it is one: plain text names none. */
export const codeLanguageOf = (token: Tokens.Code) => {
  const lang = token.lang?.trim().split(/\s+/)[0]?.toLowerCase();
  return lang && !PLAIN_TEXT_CODE.has(lang) ? (lang === 'shell-session' ? 'shellsession' : lang) : undefined;
};

/** A code language's name as shown above the block ("ts" → "TypeScript"); undefined for one shiki does not know. */
export const codeLanguageName = (lang: string) => CODE_LANGUAGES.get(lang.toLowerCase());

/** Addresses a link may go to: the web, mail and telephone, a path of the site, a place in the page. */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** The picture a Markdown image names, as a content picture (a name in content/pictures/). */
export const pictureOf = (image: Tokens.Image): Picture => ({ src: decoded(image.href), alt: image.text.trim() });

/**
 * The picture an image of a long text names: beside the text, where it is kept as a folder and the
 * file is there (named from the site folder, "/content/writing/a-post/stage.jpg"); else in
 * content/pictures/.
 */
export function longFormPicture(image: Tokens.Image, file: string, root: string): Picture {
  const picture = pictureOf(image);
  if (path.basename(file) !== LONG_FORM_INDEX || !isInside(picture.src)) return picture;
  const beside = path.posix.join(path.posix.dirname(file), picture.src);
  return existsSync(path.join(root, beside)) ? { ...picture, src: `/${beside}` } : picture;
}

/** A relative path that stays inside its folder: no leading "/", no "..", no scheme. */
const isInside = (src: string) => /^(?!\/)(?!.*(^|\/)\.\.(\/|$))[^?#:]+$/.test(src);

/** The image tokens of media paragraphs (a track, an audio file): played, not pictures. */
const mediaImages = (placed: readonly Placed[]) =>
  new Set(
    placed.flatMap(({ token }) => {
      const media = mediaOf(token);
      if (!media || media.kind === 'video') return [];
      return (token as Tokens.Paragraph).tokens.filter((each) => each.type === 'image');
    }),
  );

/** The audio files a long text plays, in order: beside it (published under /_media/) or in public/. */
export const longFormAudio = ({ file, text }: LongFormFile): AudioFile[] =>
  placedTokens(text).flatMap(({ token }) => {
    const media = mediaOf(token);
    const audio = media?.kind === 'audio' ? audioFileOf(file, media.src) : undefined;
    return audio ? [audio] : [];
  });

/** The pictures a long text shows, in order (its tracks and audio files aside), then those of its HTML. */
export function longFormPictures({ file, text }: LongFormFile, root: string): Picture[] {
  const placed = placedTokens(text);
  const played = mediaImages(placed);
  return [
    ...placed.flatMap(({ token }) =>
      token.type === 'image' && !played.has(token) ? [longFormPicture(token as Tokens.Image, file, root)] : [],
    ),
    ...cleanRawHtml(text).pictures.map(({ address, alt = '' }) =>
      longFormPicture({ href: address, text: alt } as Tokens.Image, file, root),
    ),
  ];
}

/** What the content check knows of the site to check a long text against. */
export interface LongFormSite {
  /** Whether content/pictures/ holds a file (its path inside it). */
  hasPicture: (src: string) => boolean;
  /** Whether the site has a page or file at a path ("/music", "/projects/retention-curve", "/cv.pdf"). */
  hasPath: (sitePath: string) => boolean;
  /** Whether a path is a draft post's, which a build leaves out: only another draft may link to it. */
  isDraft?: (sitePath: string) => boolean;
  /** The site folder: a picture beside a text kept as a folder is looked for there. */
  root?: string;
  /** Whether the site has a track of this slug (/music/<slug>). */
  hasTrack?: (slug: string) => boolean;
  /** Whether an audio file a text plays is there (lib/content/media.ts, audioFileOf). */
  hasAudio?: (file: AudioFile) => boolean;
}

/** The text with its code (blocks and spans) blanked, line for line: what a shortcode is looked for in. */
function withoutCode(text: string, placed: readonly Placed[]): string {
  let blanked = text;
  for (const { token, offset } of placed)
    if (token.type === 'code' || token.type === 'codespan') {
      const at = token.type === 'code' ? offset : text.indexOf(token.raw, offset);
      if (at >= 0)
        blanked = blanked.slice(0, at) + token.raw.replace(/[^\n]/g, ' ') + blanked.slice(at + token.raw.length);
    }
  return blanked;
}

/** The line for each shortcode or Liquid tag of a text, with what to write instead. */
function foreignTagProblems(file: string, text: string, placed: readonly Placed[]): string[] {
  return foreignTags(withoutCode(text, placed)).map(
    ({ raw, index, kind, instead }) =>
      `${file}:${lineAt(text, index)}: ${JSON.stringify(raw.slice(0, 50))} is ${kind}, which this site shows as ` +
      `text: ${instead ? `write ${instead}` : 'write Markdown instead'}`,
  );
}

/** What is wrong with a picture a long text shows (by Markdown or in its HTML), if anything. */
function pictureProblem(written: Picture, file: string, site: LongFormSite): string | undefined {
  const image = { href: written.src, text: written.alt } as Tokens.Image;
  const picture = site.root ? longFormPicture(image, file, site.root) : written;
  const folder = path.basename(file) === LONG_FORM_INDEX;
  if (!/^(?!\/)(?!.*(^|\/)\.\.(\/|$))[^?#:]+\.[a-z0-9]+$/i.test(written.src) || !site.hasPicture(picture.src))
    return `picture ${JSON.stringify(written.src)} is not ${folder ? 'beside the text nor ' : ''}in content/pictures/`;
  if (picture.alt.length < 3)
    return (
      `picture ${JSON.stringify(picture.src)} needs alt text that says what it shows: ` +
      `![what it shows](${picture.src})`
    );
  return undefined;
}

/** What is wrong with a link of a long text (by Markdown or in its HTML), if anything. */
function linkProblem(href: string, site: LongFormSite): string | undefined {
  if (!SAFE_LINK.test(href))
    return `links to ${JSON.stringify(href)}: write a full address (https://…), mailto:, tel:, a site path (/music) or #a-heading`;
  if (!href.startsWith('/')) return undefined;
  const sitePath = decoded(href.replace(/[?#].*$/, '')).replace(/(.)\/$/, '$1');
  if (site.isDraft?.(sitePath))
    return `links to ${href}, a draft a build leaves out: publish it first, or link elsewhere`;
  if (!site.hasPath(sitePath)) return `links to ${href}, a page or file the site does not have`;
  return undefined;
}

/** What in a long text the site would not show as written: one line each, naming the file and the line. */
export function longFormProblems({ file, text }: LongFormFile, site: LongFormSite): string[] {
  const problems: string[] = [];
  const placed = placedTokens(text);
  const played = mediaImages(placed);
  for (const { token, offset } of placed) {
    const at = `${file}:${lineAt(text, offset)}: `;
    const quoted = JSON.stringify(token.raw.trim().slice(0, 40));
    const media = mediaOf(token);
    if (media?.kind === 'track' && site.hasTrack && !site.hasTrack(media.slug))
      problems.push(`${at}plays /music/${media.slug}, a track the site does not have`);
    else if (media?.kind === 'audio') {
      const audio = audioFileOf(file, media.src);
      if (!audio)
        problems.push(`${at}audio ${JSON.stringify(media.src)}: name a file beside the text, or a path in public/`);
      else if (site.hasAudio && !site.hasAudio(audio))
        problems.push(
          `${at}audio ${JSON.stringify(media.src)} is not there: ` +
            (audio.in === 'public' ? `public${audio.path} does not exist` : `${audio.path} does not exist`),
        );
    } else if (token.type === 'paragraph' && !media) {
      const link = (token as Tokens.Paragraph).tokens.find((each) => each.type === 'link') as Tokens.Link | undefined;
      if (link && isBandcampPage(link.href) && (token as Tokens.Paragraph).text.trim() === link.raw.trim())
        problems.push(
          `${at}a Bandcamp page has no player to show here: paste the player's address from Bandcamp's ` +
            'Share / Embed (https://bandcamp.com/EmbeddedPlayer/…) alone on its line',
        );
    }
    if (played.has(token) || token.type === 'html') continue;
    if (!SHOWN.has(token.type)) {
      problems.push(`${at}has Markdown the site does not show (${token.type}: ${quoted})`);
    } else if (token.type === 'heading') {
      const { depth } = token as Tokens.Heading;
      if (depth === 1)
        problems.push(`${at}has a heading # (${quoted}): the page's title is its only heading #; start at ## (h2)`);
      else if (depth > 4) problems.push(`${at}has a heading deeper than #### (${quoted}): use ## to ####`);
    } else if (token.type === 'image') {
      const problem = pictureProblem(pictureOf(token as Tokens.Image), file, site);
      if (problem) problems.push(at + problem);
    } else if (token.type === 'link') {
      const problem = linkProblem((token as Tokens.Link).href, site);
      if (problem) problems.push(at + problem);
    } else if (token.type === 'code') {
      const lang = codeLanguageOf(token as Tokens.Code);
      if (lang && !codeLanguageName(lang))
        problems.push(
          `${at}code block in ${JSON.stringify(lang)}, a language the highlighter does not know: ` +
            `name another (ts, css, python, …), text for plain text, or none`,
        );
    }
  }
  // The text's HTML: what the site drops of it, and the links and pictures it keeps.
  const html = cleanRawHtml(text);
  const inHtml = [
    ...html.dropped.map(({ line, what }) => ({ line, problem: `drops ${what}` })),
    ...html.links.map(({ line, address }) => ({ line, problem: linkProblem(address, site) })),
    ...html.pictures.map(({ line, address, alt = '' }) => ({
      line,
      problem: pictureProblem({ src: address, alt }, file, site),
    })),
  ];
  for (const { line, problem } of inHtml) if (problem) problems.push(`${file}:${line}: ${problem}`);
  // In the file's order, as the owner reads it: each line opens with the file and its line.
  const lineOf = (problem: string) => Number(problem.slice(file.length + 1).split(':')[0]);
  return [...problems, ...foreignTagProblems(file, text, placed)].sort((a, b) => lineOf(a) - lineOf(b));
}
