/**
 * A post's body, moved in: what the old site's generator showed, written so that this site shows
 * it too, every other byte left as it was. In this order, each step reading the text the last one
 * left:
 * 1. HTML that Markdown has a form of becomes it: a link (`<a href>…</a>` inside a line), a
 *    picture (`<img>`, alone or wrapped in a paragraph, a figure or a centre), a player of another
 *    site (an iframe of YouTube, Vimeo, SoundCloud, Bandcamp or PeerTube: its address alone on its
 *    line, the card posts have); another site's frame becomes a link to it.
 * 2. The Markdown: headings move down a level where the text has a `#` (the page's title is its
 *    only one) and none is deeper than `####`; a code block in a language the highlighter does not
 *    know is plain text; each link to the old site's own addresses leads where the post's new home
 *    has it (lib/addresses.ts); each picture or audio file the old site served is brought beside the
 *    post; one from another site is a link to it; a link that leads nowhere is its words.
 * 3. The HTML left is cleaned by the site's allowlist (lib/content/rawHtml.ts), its links moved too.
 * Each change a reader would notice is one note, with its line.
 */
import path from 'node:path';
import { Parser } from 'htmlparser2';
import type { Token, Tokens } from 'marked';
import { codeLanguageName, codeLanguageOf } from '../../../lib/content/longFormRules';
import { videoServiceOf } from '../../../lib/content/media';
import { applyEdits, lineAt, placedTokens, type Edit, type Placed } from '../../../lib/content/placedTokens';
import { cleanRawHtml } from '../../../lib/content/rawHtml';
import type { OldAddresses } from './addresses';

export interface Note {
  line: number;
  what: string;
}

export interface Rewritten {
  text: string;
  notes: Note[];
  /** Addresses of the old site the post keeps, with nowhere to go (the content check names them too). */
  left: Note[];
  /** Whether its headings moved down a level. */
  headingsMoved: boolean;
}

export interface RewriteContext {
  addresses: OldAddresses;
  /** The post's address on the old site: a relative address is read from there. */
  oldAddress: string;
  /** Whether a relative path names a file of the post's own bundle, which comes along with it. */
  inBundle: (relative: string) => boolean;
  /** Brings a file of the old site beside the post; its name there. */
  bring: (file: string) => string;
}

/** The elements and words of a piece of HTML, as htmlparser2 reads them. */
function readTags(html: string) {
  const opened: { name: string; attribs: Record<string, string> }[] = [];
  const closed: string[] = [];
  let words = '';
  let caption = '';
  let inCaption = 0;
  const parser = new Parser({
    onopentag: (name, attribs) => {
      opened.push({ name, attribs });
      if (name === 'figcaption') inCaption += 1;
    },
    onclosetag: (name, implied) => {
      if (!implied) closed.push(name);
      if (name === 'figcaption') inCaption -= 1;
    },
    ontext: (text) => {
      if (inCaption) caption += text;
      else words += text;
    },
  });
  parser.end(html);
  return { opened, closed, words: words.trim(), caption: caption.replace(/\s+/g, ' ').trim() };
}

/** Whether a piece of HTML closes a `name` element (`</a>`), which the parser only hears of with one open. */
const closes = (html: string, name: string) => {
  const { opened, closed } = readTags(`<${name}>${html}`);
  return opened.length === 1 && closed.includes(name);
};

/** Markdown's escapes for words in a link's or picture's brackets. */
const bracketed = (words: string) => words.replace(/([\\[\]])/g, '\\$1');
/** An address as a Markdown destination: in angle brackets where it holds a space or a parenthesis. */
const destination = (href: string) => (/[\s()<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href);

/** The wrappers a block of HTML may put around a picture or a player and still be only that. */
const WRAPPERS = new Set(['p', 'div', 'center', 'figure', 'figcaption', 'span', 'br']);

/** A player of another site, as this site's Markdown writes it: its address alone on its line. */
function playerLine(src: string, title?: string): string | undefined {
  const service = videoServiceOf(src.startsWith('//') ? `https:${src}` : src);
  if (!service) return undefined;
  const embed = new URL(service.embed);
  let address = src.startsWith('//') ? `https:${src}` : src;
  if (service.service === 'YouTube') {
    const id = embed.pathname.split('/').at(-1);
    const start = embed.searchParams.get('start');
    address = `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}` : ''}`;
  } else if (service.service === 'Vimeo') address = `https://vimeo.com/${embed.pathname.split('/').at(-1)}`;
  return title ? `[${bracketed(title)}](${address})` : address;
}

/** Step 1: HTML with a Markdown form, in that form. */
function htmlAsMarkdown(text: string, notes: Note[]): string {
  const placed = placedTokens(text);
  const edits: Edit[] = [];
  const at = (offset: number) => lineAt(text, offset);
  placed.forEach(({ token, offset, exact, siblings }) => {
    if (token.type !== 'html' || !exact) return;
    const html = token as Tokens.HTML | Tokens.Tag;
    const { opened, closed, words, caption } = readTags(html.raw);
    const trailing = /\s*$/.exec(html.raw)![0];
    const end = offset + html.raw.length;
    const block = 'block' in html && html.block;
    const names = new Set(opened.map(({ name }) => name));
    // A block that is only pictures or players in their wrappers: each alone on its line, the caption below.
    if (block && !words && [...names].every((name) => WRAPPERS.has(name) || name === 'img' || name === 'iframe')) {
      const lines = opened.flatMap(({ name, attribs }) => {
        if (name === 'img' && attribs.src) return [`![${bracketed(attribs.alt ?? '')}](${destination(attribs.src)})`];
        if (name !== 'iframe' || !attribs.src) return [];
        const player = playerLine(attribs.src, attribs.title);
        if (player) return [player];
        const host = /^(?:https?:)?\/\/([^/]+)/.exec(attribs.src)?.[1] ?? attribs.src;
        notes.push({ line: at(offset), what: `a frame of ${host}, which the site does not show, is a link to it` });
        return [`[${bracketed(attribs.title || host)}](${destination(attribs.src)})`];
      });
      if (lines.length)
        edits.push({ start: offset, end, text: [...lines, ...(caption ? [caption] : [])].join('\n\n') + trailing });
      return;
    }
    if (block) return;
    // A picture inside a line.
    if (opened.length === 1 && opened[0]!.name === 'img' && opened[0]!.attribs.src) {
      const { src, alt = '', title } = opened[0]!.attribs;
      const titled = title ? ` "${title.replace(/"/g, '\\"')}"` : '';
      edits.push({ start: offset, end, text: `![${bracketed(alt)}](${destination(src)}${titled})` });
      return;
    }
    // A link inside a line, its words Markdown: [its words](its address).
    if (opened.length !== 1 || opened[0]!.name !== 'a' || !opened[0]!.attribs.href || closed.length) return;
    const index = siblings.indexOf(token);
    const closer = siblings.findIndex((each, i) => i > index && each.type === 'html');
    const between = siblings.slice(index + 1, closer);
    if (closer === -1 || !closes(siblings[closer]!.raw, 'a') || between.some((each) => each.type === 'link')) return;
    const closing = placed.find((each) => each.token === siblings[closer]);
    if (!closing?.exact) return;
    const { href, title } = opened[0]!.attribs;
    const titled = title ? ` "${title.replace(/"/g, '\\"')}"` : '';
    edits.push({
      start: offset,
      end: closing.offset + closing.token.raw.length,
      text: `[${text.slice(end, closing.offset)}](${destination(href)}${titled})`,
    });
  });
  return applyEdits(text, edits);
}

/** The tokens inside a picture (its alt text's): no link of theirs is the page's. */
const insidePictures = (placed: readonly Placed[]) => {
  const inside = new Set<Token>();
  const add = (tokens: readonly Token[] = []) => {
    for (const token of tokens) {
      inside.add(token);
      if ('tokens' in token) add(token.tokens);
    }
  };
  for (const { token } of placed) if (token.type === 'image') add((token as Tokens.Image).tokens);
  return inside;
};

/** Where a link's or picture's destination is in its raw text (`[words](here "title")`), if it is written inline. */
function destinationIn(raw: string): { start: number; end: number } | undefined {
  const open = raw.lastIndexOf('](');
  if (open === -1) return undefined;
  let start = open + 2;
  while (raw[start] === ' ' || raw[start] === '\t') start += 1;
  if (raw[start] === '<') return { start, end: raw.indexOf('>', start) + 1 };
  let end = start;
  let depth = 0;
  while (end < raw.length && !/\s/.test(raw[end]!) && !(raw[end] === ')' && depth === 0)) {
    if (raw[end] === '(') depth += 1;
    if (raw[end] === ')') depth -= 1;
    end += 1;
  }
  return { start, end };
}

/** Step 2: headings, code languages, links and pictures. */
function markdownMoved(text: string, context: RewriteContext, notes: Note[], left: Note[]) {
  const placed = placedTokens(text);
  const edits: Edit[] = [];
  const at = (offset: number) => lineAt(text, offset);
  const headings = placed.filter(({ token }) => token.type === 'heading');
  const shift = headings.some(({ token }) => (token as Tokens.Heading).depth === 1) ? 1 : 0;
  const inPictures = insidePictures(placed);
  for (const { token, offset, exact } of placed) {
    if (!exact || inPictures.has(token)) continue;
    const end = offset + token.raw.length;
    if (token.type === 'heading') {
      const { depth, text: words } = token as Tokens.Heading;
      const moved = Math.min(4, depth + shift);
      if (moved !== depth)
        edits.push({ start: offset, end, text: `${'#'.repeat(moved)} ${words}${/\n*$/.exec(token.raw)![0]}` });
    } else if (token.type === 'code') {
      const lang = codeLanguageOf(token as Tokens.Code);
      const fence = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\n]*)/.exec(token.raw);
      if (lang && !codeLanguageName(lang) && fence) {
        const info = offset + fence.index + fence[0].length - fence[2]!.length;
        edits.push({ start: info, end: info + fence[2]!.length, text: 'text' });
        notes.push({
          line: at(offset),
          what: `code in ${JSON.stringify(lang)}, which the highlighter does not know, is plain text`,
        });
      }
    } else if (token.type === 'link' || token.type === 'def') {
      const { href } = token as Tokens.Link;
      const words = token.type === 'link' ? (token as Tokens.Link).text : '';
      if (token.type === 'link' && !href.trim()) {
        edits.push({ start: offset, end, text: text.slice(offset + 1, offset + token.raw.lastIndexOf('](')) });
        notes.push({
          line: at(offset),
          what: `the link ${JSON.stringify(token.raw.slice(0, 40))} led nowhere: its words stay`,
        });
        continue;
      }
      const resolved = context.addresses.resolve(href, context.oldAddress);
      if ('left' in resolved) left.push({ line: at(offset), what: resolved.left });
      if (!('href' in resolved) || resolved.href === href) continue;
      if (resolved.note) notes.push({ line: at(offset), what: resolved.note });
      const written = token.type === 'def' ? /^\s*\[[^\]]*\]:\s*/.exec(token.raw) : undefined;
      const place = written
        ? {
            start: written[0].length,
            end: written[0].length + (/^\S+/.exec(token.raw.slice(written[0].length))?.[0].length ?? 0),
          }
        : destinationIn(token.raw);
      if (place) edits.push({ start: offset + place.start, end: offset + place.end, text: destination(resolved.href) });
      // An address written bare, or in angle brackets: the address is its words.
      else edits.push({ start: offset, end, text: `[${bracketed(words)}](${destination(resolved.href)})` });
    } else if (token.type === 'image') {
      const { href, text: alt } = token as Tokens.Image;
      if (href.startsWith('/music/') || (!/^[a-z][a-z\d+.-]*:|^\//i.test(href) && context.inBundle(href))) continue;
      const resolved = context.addresses.resolve(href, context.oldAddress, { media: true });
      if ('left' in resolved) left.push({ line: at(offset), what: `the picture or audio file ${resolved.left}` });
      else if ('file' in resolved) {
        const place = destinationIn(token.raw);
        if (place)
          edits.push({
            start: offset + place.start,
            end: offset + place.end,
            text: destination(context.bring(resolved.file)),
          });
      } else if (/^(https?:)?\/\//i.test(resolved.href)) {
        edits.push({ start: offset, end, text: `[${bracketed(alt || resolved.href)}](${destination(resolved.href)})` });
        notes.push({
          line: at(offset),
          what: `a picture of another site (${href.slice(0, 60)}) is a link to it: save it beside the post to show it`,
        });
      }
    }
  }
  return { text: applyEdits(text, edits), headingsMoved: shift > 0 && headings.length > 0 };
}

/** The body, moved in: its HTML in Markdown where it can be, its addresses and files moved, its HTML cleaned. */
export function rewriteBody(body: string, context: RewriteContext): Rewritten {
  const notes: Note[] = [];
  const left: Note[] = [];
  const asMarkdown = htmlAsMarkdown(body, notes);
  const { text: moved, headingsMoved } = markdownMoved(asMarkdown, context, notes, left);
  const htmlLink = (href: string) => {
    const resolved = context.addresses.resolve(href, context.oldAddress);
    return 'href' in resolved ? resolved.href : href;
  };
  const htmlPicture = ({ src, alt }: { src: string; alt: string }) => {
    if (context.inBundle(src)) return { src, alt };
    const resolved = context.addresses.resolve(src, context.oldAddress, { media: true });
    return { src: 'file' in resolved ? context.bring(resolved.file) : src, alt };
  };
  const cleaned = cleanRawHtml(moved, { link: htmlLink, picture: htmlPicture });
  notes.push(...cleaned.dropped.map(({ line, what }) => ({ line, what: `drops ${what}` })));
  return { text: cleaned.text, notes: notes.sort((a, b) => a.line - b.line), left, headingsMoved };
}

/** A name beside the post for a file brought from elsewhere on the old site: its own, unless another has it. */
export function besideName(file: string, taken: ReadonlySet<string>): string {
  const { name, ext } = path.parse(file);
  let candidate = `${name}${ext}`;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${name}-${n}${ext}`;
  return candidate;
}
