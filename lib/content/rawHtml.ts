/**
 * The HTML an owner writes among a long text's Markdown (a post's `<a href>`, `<br>`, `<sup>`,
 * `<kbd>`, `<details>`, a table…), as the Markdown of code-hosting sites takes it: an allowlist
 * of tags and attributes, whose links go to the web, mail, a telephone or the site, and whose
 * pictures are the site's own. Everything else is dropped, each thing named: scripts, event
 * handlers, styles, forms, frames, SVG and pictures from other sites. No script of a text can run,
 * and the page's Content-Security-Policy stays as strict as it is.
 *
 * The cleaning goes through sanitize-html (its parser is htmlparser2), over all of a text's HTML
 * at once, so a `<details>` opened above a paragraph and closed below it stays one; the Markdown
 * between its tags is never handed to the parser, and comes back byte for byte. What is dropped
 * is found by htmlparser2 from the same allowlist, with its place in the text.
 */
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import type { Token, Tokens } from 'marked';
import { lineAt, placedTokens, type Placed } from './placedTokens';

/** The tags kept, each with the attributes it keeps (beside `lang` and `dir`, kept on all). */
const ALLOWED: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  abbr: ['title'],
  b: [],
  bdi: [],
  bdo: [],
  blockquote: ['cite'],
  br: [],
  caption: [],
  cite: [],
  code: [],
  dd: [],
  del: ['cite', 'datetime'],
  details: ['open'],
  dfn: ['title'],
  div: [],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ins: ['cite', 'datetime'],
  kbd: [],
  li: ['value'],
  mark: [],
  ol: ['start', 'reversed'],
  p: [],
  pre: [],
  q: ['cite'],
  rp: [],
  rt: [],
  ruby: [],
  s: [],
  samp: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  summary: [],
  sup: [],
  table: [],
  tbody: [],
  td: ['colspan', 'rowspan'],
  tfoot: [],
  th: ['colspan', 'rowspan', 'scope'],
  thead: [],
  time: ['datetime'],
  tr: [],
  u: [],
  ul: [],
  var: [],
  wbr: [],
};
const EVERY_TAG = ['lang', 'dir'];

/** Attributes dropped without a word: the site draws links, classes and ids itself; a reader sees no change. */
const QUIETLY_DROPPED = /^(target|rel|class|id|name|role|data-[\w-]*|aria-[\w-]*)$/;

/** Tags dropped with everything in them: their words are no text to show (a script's code, a frame's fallback). */
const DROPPED_WHOLE = [
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'head',
];

/** The schemes a link may use; a path of the site, a relative one and #a-place need none. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);

/** The scheme an address names ("javascript" for " JaVa\tscript:…"), as a browser reads it; undefined for none. */
function schemeOf(address: string): string | undefined {
  // Browsers skip control characters and white space inside a scheme.
  const bare = address.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  if (bare.startsWith('//')) return 'network';
  return /^([a-z][a-z0-9+.-]*):/.exec(bare)?.[1];
}

/** What a tag is, for the line that says it was dropped. */
function tagKind(tag: string): string {
  if (['script', 'noscript', 'template'].includes(tag)) return 'a script: no script of a text runs on the page';
  if (['style', 'link'].includes(tag)) return 'a stylesheet: the site’s own draws the page';
  if (['iframe', 'frame', 'frameset', 'object', 'embed', 'applet'].includes(tag))
    return (
      'a frame of another page: write a YouTube, Vimeo, SoundCloud, Bandcamp or PeerTube address alone on ' +
      'its line for a player'
    );
  if (['form', 'input', 'button', 'select', 'textarea', 'option', 'label', 'fieldset'].includes(tag))
    return 'a form: a text sends nothing';
  if (['svg', 'math'].includes(tag)) return 'a drawing in the page, which can hold script: save it as a picture';
  if (['base', 'meta', 'head', 'html', 'body', 'title'].includes(tag)) return 'a part of a page’s head';
  if (/^h[1-6]$/.test(tag)) return 'a heading in HTML: write it in Markdown, as ## (its words are kept)';
  return `not a tag the site shows (its words are kept)`;
}

/** One thing the cleaning drops: where it is and what it is. */
export interface Dropped {
  /** Its line in the text. */
  line: number;
  /** What it is and why it goes: "the attribute onclick of <a>: an event handler would run script". */
  what: string;
}

/** A link or a picture the HTML keeps, with its line: the content check checks them as it does the Markdown's. */
export interface Named {
  line: number;
  /** The link's address, or the picture's file. */
  address: string;
  /** A picture's alt text. */
  alt?: string;
}

export interface CleanedHtml {
  /** The text with its HTML cleaned; its Markdown as it was. */
  text: string;
  dropped: Dropped[];
  links: Named[];
  pictures: Named[];
}

/** A picture the site shows in its HTML: its file is the site's own, and it says what it shows. */
export interface HtmlPicture {
  src: string;
  alt: string;
}

export interface CleanOptions {
  /** A kept link's address as the page writes it (the base path, the page's language; an old site's address moved). */
  link?: (href: string) => string;
  /** A kept picture's attributes as the page writes them (the picture build's variants), from its file and alt text. */
  picture?: (picture: HtmlPicture) => Record<string, string>;
}

/** A picture's file that is the site's own: no scheme, not from another host. */
const isOwnFile = (src: string) => Boolean(src.trim()) && schemeOf(src) === undefined;

/** The attributes the page writes on a picture of a text's HTML itself (the picture build's variants). */
const PAGE_PICTURE_ATTRIBUTES = ['srcset', 'sizes', 'loading', 'decoding'];

/**
 * What the allowlist drops of one tag, as lines' words: the tag itself, or each attribute it may
 * not keep; `written`: HTML the page wrote, whose pictures carry the page's own attributes.
 */
function dropsOf(tag: string, attribs: Record<string, string>, written = false): string[] {
  const allowed = written && tag === 'img' ? [...ALLOWED.img!, ...PAGE_PICTURE_ATTRIBUTES] : ALLOWED[tag];
  if (!allowed) return [`<${tag}>, ${tagKind(tag)}`];
  const drops: string[] = [];
  for (const [name, value] of Object.entries(attribs)) {
    if (/^on/.test(name)) drops.push(`the attribute ${name} of <${tag}>: an event handler would run script`);
    else if (name === 'style') drops.push(`the style of <${tag}>: the site’s stylesheet draws the page`);
    else if (!allowed.includes(name) && !EVERY_TAG.includes(name) && !QUIETLY_DROPPED.test(name))
      drops.push(`the attribute ${name} of <${tag}>, which the site does not show`);
    else if (URL_ATTRIBUTES.has(name) && allowed.includes(name)) {
      const scheme = schemeOf(value);
      const fromAnotherSite = scheme === 'network' || scheme === 'http' || scheme === 'https';
      if (tag === 'img' && name === 'src' && fromAnotherSite)
        drops.push(
          `<img src=${JSON.stringify(value.slice(0, 60))}>, a picture from another site: the page loads nothing ` +
            'from other sites; save it beside the text and name it',
        );
      else if (scheme && (tag === 'img' || !LINK_SCHEMES.includes(scheme)))
        drops.push(`the ${scheme}: address of <${tag}>, which could run script`);
    }
  }
  return drops;
}

/** Where a medium begins and ends in the string the cleaning reads: a mark no text holds. */
const mark = (index: number) => `\uE000${index}\uE001`;
const MARKS = /\uE000(\d+)\uE001/;

/**
 * Hugo's and WordPress's `<!--more-->`: where a post's summary ends. Read for the summary, shown
 * as nothing.
 */
export const isMoreMark = (token: Token) => token.type === 'html' && /^<!--\s*more\s*-->$/.test(token.raw.trim());

/** The raw HTML a text holds, in order, each placed exactly, `<!--more-->` aside. */
const htmlOf = (placed: readonly Placed[]) =>
  placed.filter(({ token, exact }) => token.type === 'html' && exact && !isMoreMark(token)) as (Placed & {
    token: Tokens.HTML | Tokens.Tag;
  })[];

/**
 * What the allowlist drops of some HTML, and the links and pictures it keeps, each with its line
 * (`lineOf` an offset in `html`); `written`: HTML the page wrote (lib/content/rawHtml.ts's cleaning).
 */
function readHtml(html: string, lineOf: (at: number) => number, written = false) {
  const dropped: Dropped[] = [];
  const links: Named[] = [];
  const pictures: Named[] = [];
  // Inside what is dropped whole, nothing more is named.
  let insideDropped = 0;
  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        if (insideDropped || DROPPED_WHOLE.includes(tag)) {
          if (!insideDropped)
            dropped.push({ line: lineOf(parser.startIndex), what: dropsOf(tag, attribs, written)[0]! });
          insideDropped += DROPPED_WHOLE.includes(tag) ? 1 : 0;
          return;
        }
        const line = lineOf(parser.startIndex);
        for (const what of dropsOf(tag, attribs, written)) dropped.push({ line, what });
        if (!ALLOWED[tag]) return;
        const href = attribs.href?.trim();
        const scheme = href && schemeOf(href);
        if (tag === 'a' && href && (scheme === undefined || LINK_SCHEMES.includes(scheme!)))
          links.push({ line, address: href });
        if (tag === 'img' && attribs.src && isOwnFile(attribs.src))
          pictures.push({ line, address: attribs.src.trim(), alt: (attribs.alt ?? '').trim() });
      },
      onclosetag(tag) {
        if (insideDropped && DROPPED_WHOLE.includes(tag)) insideDropped -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);

  return { dropped, links, pictures };
}

/**
 * Whether a piece of HTML holds nothing the allowlist drops: the page shows a text's HTML as it is
 * only then, and else as the text it is (HTML the cleaning could not place, which it left).
 */
export const isCleanHtml = (html: string) => readHtml(html, () => 0, true).dropped.length === 0;

/**
 * The text with its raw HTML cleaned: what the allowlist keeps, each kept link and picture
 * written as `options` says; what it drops, named with its line; the links and pictures it
 * keeps, for the content check.
 */
export function cleanRawHtml(text: string, options: CleanOptions = {}): CleanedHtml {
  const html = htmlOf(placedTokens(text));
  if (!html.length) return { text, dropped: [], links: [], pictures: [] };
  // All the text's HTML in one string, each stretch of Markdown between two pieces a mark.
  const pieces: { from: number; offset: number }[] = [];
  let joined = '';
  html.forEach(({ token, offset }, index) => {
    if (index) joined += mark(index - 1);
    pieces.push({ from: joined.length, offset });
    joined += token.raw;
  });
  const lineOf = (at: number) => {
    const piece = pieces.findLast((each) => each.from <= at) ?? pieces[0]!;
    return lineAt(text, piece.offset + (at - piece.from));
  };

  const { dropped, links, pictures } = readHtml(joined, lineOf);

  const cleaned = sanitizeHtml(joined, {
    allowedTags: Object.keys(ALLOWED),
    allowedAttributes: {
      ...Object.fromEntries(Object.entries(ALLOWED).map(([tag, names]) => [tag, [...names]])),
      // The page's own picture attributes, which `options.picture` writes.
      img: [...ALLOWED.img!, ...PAGE_PICTURE_ATTRIBUTES],
      '*': EVERY_TAG,
    },
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesAppliedToAttributes: [...URL_ATTRIBUTES],
    allowProtocolRelative: false,
    nonTextTags: DROPPED_WHOLE,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        const kept = href && (schemeOf(href) === undefined || LINK_SCHEMES.includes(schemeOf(href)!));
        // A link that leads nowhere is its words.
        if (!kept) return { tagName: 'span', attribs: {} };
        return { tagName, attribs: { ...attribs, href: options.link ? options.link(href) : href } };
      },
      img: (tagName, attribs) => {
        const src = attribs.src?.trim() ?? '';
        const alt = (attribs.alt ?? '').trim();
        if (!isOwnFile(src)) return { tagName, attribs: {} };
        return { tagName, attribs: options.picture ? options.picture({ src, alt }) : { ...attribs, src } };
      },
    },
    // A picture left without its file is none.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });

  // Each stretch of Markdown back where its mark is; one inside what was dropped whole goes with it.
  const parts = cleaned.split(MARKS);
  let out = text.slice(0, html[0]!.offset) + parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const index = Number(parts[i]);
    const gapStart = html[index]!.offset + html[index]!.token.raw.length;
    out += text.slice(gapStart, html[index + 1]!.offset) + parts[i + 1];
  }
  const last = html.at(-1)!;
  out += text.slice(last.offset + last.token.raw.length);
  return { text: out, dropped, links, pictures };
}
