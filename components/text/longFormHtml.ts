/**
 * A long text (a case study or a post; lib/content/longFormRules.ts says what it may hold) as
 * HTML for the page: headings with links to themselves, paragraphs, lists, quotations, tables,
 * pictures through the picture build's variants, code blocks coloured by shiki, and the HTML
 * among its Markdown as lib/content/rawHtml.ts cleans it. Rendered at build time, in server
 * components: neither marked nor shiki reaches any page's JavaScript.
 */
import { Marked, Renderer, type Token, type Tokens } from 'marked';
import {
  createHighlighter,
  type BundledLanguage,
  type BundledTheme,
  type HighlighterGeneric,
  type ShikiTransformer,
} from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { codeLanguageName, codeLanguageOf, longFormPicture, pictureOf } from '@/lib/content/longFormRules';
import { longFormTokens } from '@/lib/content/placedTokens';
import { cleanRawHtml, isCleanHtml, isMoreMark, type HtmlPicture } from '@/lib/content/rawHtml';
import { audioFileOf, mediaOf, solePicture, type LongFormMedia } from '@/lib/content/media';
import type { Picture } from '@/lib/content/schema';
import { slugify } from '@/lib/content/slug';
import { fittedSizes, pictureLayouts } from '@/components/picture/layouts';
import type { ResolvedPicture } from '@/components/picture/resolvePicture';
import { fallbackSrcOf, srcsetOf } from '@/components/picture/srcset';
import { withBasePath } from '@/components/basePath';
import { SHELL_IDS } from '@/components/shell/ids';
import { escapeHtml, linkHtml, type LinkStyle } from './markdown';

/**
 * The code's colours in each of the site's themes: github's light theme, whose colours all reach
 * 4.5:1 on its white, and its dark one, whose colours reach it on the dark ground
 * longForm.module.css gives it. The stylesheet draws each colour with a class (longFormHtml.test.ts
 * checks that every colour of both themes has its class, and that each is readable).
 */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** Shiki's type styles (the light theme's, as the dark one's), as the classes longForm.module.css draws them with. */
const TYPE_CLASSES: Record<string, string> = {
  'font-style:italic': 't-italic',
  'font-weight:bold': 't-bold',
  'text-decoration:underline': 't-underline',
  'text-decoration:line-through': 't-strike',
};

/** The class prefix of each theme's colours ("--shiki-dark:#FF7B72" → "d-ff7b72"). */
const COLOUR_CLASSES: Record<string, string> = { '--shiki-light': 't-', '--shiki-dark': 'd-' };

/**
 * Shiki's colours and type styles as classes ("--shiki-light:#CF222E" → "t-cf222e"): the
 * page's HTML keeps no style attribute, and the stylesheet says how each is drawn.
 */
const tokenClasses: ShikiTransformer = {
  pre(node) {
    delete node.properties.style;
  },
  span(node) {
    const style = String(node.properties.style ?? '');
    delete node.properties.style;
    for (const declaration of style.split(';')) {
      const [property = '', value = ''] = declaration.split(':').map((part) => part.trim().toLowerCase());
      const prefix = COLOUR_CLASSES[property];
      if (prefix) this.addClassToHast(node, `${prefix}${value.replace('#', '')}`);
      else if (property.startsWith('--shiki-light-'))
        for (const each of value.split(/\s+/)) {
          const name = TYPE_CLASSES[`${property.slice('--shiki-light-'.length)}:${each}`];
          if (name) this.addClassToHast(node, name);
        }
    }
  },
};

/** A heading of the text, for the page's structured data. */
export interface LongFormHeading {
  /** As written: 2 for ##. */
  depth: number;
  text: string;
  /** Its id in the page: what its link and the address's #fragment name. */
  id: string;
}

/** A medium of the text where it stands (a track, an audio file, another site's player), and a video's poster. */
export interface LongFormMediaPart {
  media: LongFormMedia;
  /** A picture just above a video's address: the card's poster. */
  poster?: Picture;
}

export interface LongForm {
  /** The whole text as HTML; its media as plain links (what a feed shows). */
  html: string;
  headings: LongFormHeading[];
  /** The text in order: HTML, and between it each medium the page draws as a component of its own. */
  parts: (string | LongFormMediaPart)[];
}

/** Where a medium stands in the HTML while it is written: a mark no text can hold. */
const mediaMark = (index: number) => `\u0000media:${index}\u0000`;

let highlighter: Promise<HighlighterGeneric<BundledLanguage, BundledTheme>> | undefined;

/**
 * The code as shiki colours it: a <pre> whose tokens carry their colour as a class, scrolling
 * sideways by itself, in reach of the keyboard (tabindex).
 * The JavaScript regular-expression engine needs no WebAssembly at build time.
 */
async function highlighted(code: string, lang: string | undefined): Promise<string> {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: [],
    engine: createJavaScriptRegexEngine(),
  });
  const shiki = await highlighter;
  // The content check has refused a language shiki does not know.
  if (lang) await shiki.loadLanguage(lang as BundledLanguage);
  return shiki.codeToHtml(code, {
    lang: (lang as BundledLanguage | undefined) ?? 'text',
    themes: CODE_THEMES,
    // Both themes' colours as variables (--shiki-light, --shiki-dark), which tokenClasses turns into classes.
    defaultColor: false,
    transformers: [tokenClasses],
  });
}

/** Every token, nested ones included. */
function* allTokens(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (token.type === 'list') for (const item of token.items) yield* allTokens(item.tokens);
    else if ('tokens' in token && token.tokens) yield* allTokens(token.tokens);
  }
}

/** The words of a heading, without its marks: what its id is made from and structured data names. */
const plainWords = (tokens: readonly Token[]): string =>
  tokens
    .map((token) => ('tokens' in token && token.tokens ? plainWords(token.tokens) : 'text' in token ? token.text : ''))
    .join('');

interface Options {
  linkStyle: LinkStyle;
  /** The picture build's variants of a content picture (components/picture/resolvePicture.ts). */
  resolve: (picture: Picture) => ResolvedPicture;
  /**
   * How many levels below its own the page shows the text's headings: ## is h2 in the file, and
   * under a project's h2 title and its case study's h3, it is h4 on the page.
   */
  headingShift: number;
  /**
   * Ids the page already has beside the shell's (main, the menu's: always reserved): a heading that
   * would take one gets the next ("case-study-2").
   */
  reservedIds?: readonly string[];
  /**
   * For a feed, read away from the site: the site's origin ("https://example.com"), which every
   * link and picture of the site is then written under, and a picture is one plain <img>.
   */
  origin?: string;
  /** The text's file, from the site folder: a picture or audio file beside it is found from there. */
  file?: string;
  /** The site folder: where a picture beside a text kept as a folder is looked for. */
  root?: string;
  /** A track's title by its slug, for a text's link to it where it cannot play (a feed). */
  trackTitle?: (slug: string) => string | undefined;
}

/** A medium as a plain link, where it cannot play (a feed): to the track's page, the file, the video. */
function mediaLinkHtml(
  media: LongFormMedia,
  { file, href, trackTitle }: { file?: string; href: (path: string) => string; trackTitle?: Options['trackTitle'] },
): string {
  if (media.kind === 'track') {
    const title = trackTitle?.(media.slug) ?? media.slug;
    return `<p><a href="${escapeHtml(href(`/music/${media.slug}`))}">♪ ${escapeHtml(title)}</a></p>\n`;
  }
  if (media.kind === 'audio') {
    const audio = file ? audioFileOf(file, media.src) : undefined;
    return audio
      ? `<p><a href="${escapeHtml(href(audio.url))}">♪ ${escapeHtml(media.title || audio.url)}</a></p>\n`
      : '';
  }
  return `<p><a href="${escapeHtml(media.url)}">${escapeHtml(`${media.title} (${media.service})`)}</a></p>\n`;
}

/**
 * The picture, whole, in every variant the build made; lazy, as a long text is read below the
 * fold, unless it opens the page (a post's cover).
 */
export function pictureHtml(picture: ResolvedPicture, { eager = false } = {}): string {
  const sizes = escapeHtml(fittedSizes(pictureLayouts.longForm.sizes, picture));
  return (
    '<picture>' +
    `<source type="image/avif" srcset="${escapeHtml(srcsetOf(picture, 'avif'))}" sizes="${sizes}">` +
    `<source type="image/webp" srcset="${escapeHtml(srcsetOf(picture, 'webp'))}" sizes="${sizes}">` +
    `<img src="${escapeHtml(fallbackSrcOf(picture))}" srcset="${escapeHtml(srcsetOf(picture, picture.fallback))}"` +
    ` sizes="${sizes}" width="${picture.width}" height="${picture.height}" alt="${escapeHtml(picture.alt)}"` +
    (eager ? ' fetchpriority="high">' : ' loading="lazy" decoding="async">') +
    '</picture>'
  );
}

/** The case study as HTML, with its headings. */
export async function longFormHtml(
  text: string,
  { linkStyle, resolve, headingShift, reservedIds = [], origin, file, root, trackTitle }: Options,
): Promise<LongForm> {
  const pictureFrom = (image: Tokens.Image) => (file && root ? longFormPicture(image, file, root) : pictureOf(image));
  const siteHref = (path: string) => (origin ? `${origin}${withBasePath(linkStyle.local(path))}` : withBasePath(path));
  // The text's HTML as the allowlist keeps it, its links and pictures written as the Markdown's are.
  const htmlPicture = ({ src, alt }: HtmlPicture): Record<string, string> => {
    const picture = resolve(pictureFrom({ href: src, text: alt } as Tokens.Image));
    const size = { width: String(picture.width), height: String(picture.height), alt: picture.alt };
    if (origin) return { src: origin + fallbackSrcOf(picture), ...size };
    return {
      src: fallbackSrcOf(picture),
      srcset: srcsetOf(picture, picture.fallback),
      sizes: fittedSizes(pictureLayouts.longForm.sizes, picture),
      ...size,
      loading: 'lazy',
      decoding: 'async',
    };
  };
  const htmlLink = (href: string) =>
    href.startsWith('/') && !href.startsWith('//') ? `${origin ?? ''}${withBasePath(linkStyle.local(href))}` : href;
  const tokens = longFormTokens(cleanRawHtml(text, { link: htmlLink, picture: htmlPicture }).text);
  // A picture alone on its line just above a video's address is that video's poster.
  const posters = new Map<Token, Tokens.Image>();
  tokens.forEach((token, index) => {
    const above = tokens.slice(0, index).findLast((each) => each.type !== 'space');
    const picture = above && solePicture(above);
    if (picture && mediaOf(token)?.kind === 'video') posters.set(token, picture);
  });
  const usedAsPoster = new Set(tokens.filter((token) => [...posters.values()].some((p) => solePicture(token) === p)));
  const media: LongFormMediaPart[] = [];
  const code = new Map<Token, string>();
  for (const token of allTokens(tokens))
    if (token.type === 'code') {
      const lang = codeLanguageOf(token as Tokens.Code);
      const name = lang && codeLanguageName(lang);
      const pre = await highlighted((token as Tokens.Code).text, name ? lang : undefined);
      code.set(
        token,
        name ? `<figure class="code"><figcaption>${escapeHtml(name)}</figcaption>${pre}</figure>\n` : `${pre}\n`,
      );
    }
  const headings: LongFormHeading[] = [];
  const ids = new Map<string, number>([...SHELL_IDS, ...reservedIds].map((id) => [id, 1]));
  const marked = new Marked({
    gfm: true,
    renderer: {
      link(token: Tokens.Link) {
        const { href, title } = token;
        const absolute = origin && href.startsWith('/') ? `${origin}${withBasePath(linkStyle.local(href))}` : href;
        return linkHtml(linkStyle, { href: absolute, title }, this.parser.parseInline(token.tokens));
      },
      heading({ depth, tokens: inline }: Tokens.Heading) {
        const words = plainWords(inline).trim();
        const base = slugify(words) || 'section';
        const count = ids.get(base) ?? 0;
        ids.set(base, count + 1);
        const id = count ? `${base}-${count + 1}` : base;
        headings.push({ depth, text: words, id });
        const level = Math.min(6, depth + headingShift);
        const content = this.parser.parseInline(inline);
        // The heading links to itself, for sharing a part; one that holds a link of its own keeps it
        // and gets its link beside the words (a link inside a link is no link), named by them.
        if (![...allTokens(inline)].some((token) => token.type === 'link'))
          return `<h${level} id="${id}"><a href="#${id}">${content}</a></h${level}>\n`;
        return (
          `<h${level} id="${id}">${content} <a href="#${id}" class="heading-link">` +
          `<span aria-hidden="true">#</span><span class="visually-hidden">${escapeHtml(words)}</span></a></h${level}>\n`
        );
      },
      // A line's closing spaces are nothing a reader sees (two make a break, which marked writes as <br>).
      text(token: Tokens.Text | Tokens.Escape) {
        return Renderer.prototype.text.call(this, token).replace(/[ \t]+\n/g, '\n');
      },
      paragraph(token: Tokens.Paragraph) {
        if (usedAsPoster.has(token)) return '';
        const found = mediaOf(token);
        if (!found) return `<p>${this.parser.parseInline(token.tokens)}</p>\n`;
        if (origin) return mediaLinkHtml(found, { file, href: siteHref, trackTitle });
        const poster = posters.get(token);
        media.push({ media: found, ...(poster ? { poster: pictureFrom(poster) } : {}) });
        return mediaMark(media.length - 1);
      },
      image(token: Tokens.Image) {
        const picture = resolve(pictureFrom(token));
        if (!origin) return pictureHtml(picture);
        return (
          `<img src="${escapeHtml(origin + fallbackSrcOf(picture))}" width="${picture.width}"` +
          ` height="${picture.height}" alt="${escapeHtml(picture.alt)}">`
        );
      },
      code(token: Tokens.Code) {
        return code.get(token) ?? `<pre><code>${escapeHtml(token.text)}</code></pre>\n`;
      },
      table({ header, rows }: Tokens.Table) {
        const cell = ({ tokens: inline, header: isHead, align }: Tokens.TableCell) => {
          const tag = isHead ? 'th' : 'td';
          const aligned = align ? ` class="align-${align}"` : '';
          return `<${tag}${isHead ? ' scope="col"' : ''}${aligned}>${this.parser.parseInline(inline)}</${tag}>`;
        };
        const body = rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('');
        // A wide table scrolls by itself, never the page; the keyboard reaches it to scroll it.
        return (
          `<div class="table" tabindex="0"><table><thead><tr>${header.map(cell).join('')}</tr></thead>` +
          `${body ? `<tbody>${body}</tbody>` : ''}</table></div>\n`
        );
      },
      // The HTML is cleaned above; any the cleaning could not place shows as the text it is.
      html: (token: Tokens.HTML | Tokens.Tag) =>
        isMoreMark(token) ? '' : isCleanHtml(token.text) ? token.text : escapeHtml(token.text),
    },
  });
  const written = marked.parser(tokens);
  const parts = written
    .split(/\u0000media:(\d+)\u0000/)
    .map((part, index) => (index % 2 ? media[Number(part)]! : part))
    .filter((part) => typeof part !== 'string' || part.trim());
  const html = parts
    .map((part) => (typeof part === 'string' ? part : mediaLinkHtml(part.media, { file, href: siteHref, trackTitle })))
    .join('');
  return { html, headings, parts };
}
