/**
 * An owner's long text (lib/content/markdown.ts says what it may hold) as HTML for the page, and as
 * plain text for link previews and structured data. Rendered at build time, in server
 * components: no Markdown code reaches any page's JavaScript.
 */
import { Marked, type Token, type Tokens } from 'marked';
import { markdownTokens } from '@/lib/content/markdown';
import { siteUrl } from '@/lib/content/site';
import { withBasePath } from '@/components/basePath';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ownUrl = siteUrl();

/** A link off the site: it opens as the site's other external links do. */
const isExternal = (href: string) => /^https?:\/\//i.test(href) && !href.startsWith(ownUrl);

/**
 * How the page the text is on writes links: what is said after a link that opens a new tab, and a
 * path of the site in its language.
 */
export interface LinkStyle {
  newTab: string;
  local: (path: string) => string;
}

/**
 * A link as the site writes it: within the site, in the page's language and under the base path;
 * off it, in a new tab, saying so.
 */
export function linkHtml(
  { newTab, local }: LinkStyle,
  { href, title }: Pick<Tokens.Link, 'href' | 'title'>,
  words: string,
) {
  const titled = title ? ` title="${escapeHtml(title)}"` : '';
  if (!isExternal(href)) {
    const target = href.startsWith('/') ? withBasePath(local(href)) : href;
    return `<a href="${escapeHtml(target)}"${titled}>${words}</a>`;
  }
  return (
    `<a href="${escapeHtml(href)}"${titled} target="_blank" rel="noopener noreferrer">${words}` +
    `<span class="visually-hidden">${escapeHtml(newTab)}</span></a>`
  );
}

const makeMarked = (style: LinkStyle) =>
  new Marked({
    gfm: true,
    renderer: {
      link(token: Tokens.Link) {
        return linkHtml(style, token, this.parser.parseInline(token.tokens));
      },
      // The content check refuses raw HTML; should any reach here, it shows as the text it is.
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    },
  });

const parsers = new WeakMap<LinkStyle, Marked>();

/**
 * The text as HTML: its paragraphs, links (a link within the site in the page's language),
 * emphasis, code and lists.
 */
export function markdownHtml(text: string, style: LinkStyle): string {
  let marked = parsers.get(style);
  if (!marked) parsers.set(style, (marked = makeMarked(style)));
  return marked.parse(text, { async: false });
}

/** Marks inside a line: they part no words. */
const INLINE = new Set(['text', 'codespan', 'escape', 'strong', 'em', 'link', 'del']);

/** The text as one line of plain words: what a search result or a link preview shows of it. */
export function plainText(text: string): string {
  const walk = (tokens: readonly Token[]): string =>
    tokens
      .map((token) => {
        if (token.type === 'list')
          return ` ${token.items.map((item: Tokens.ListItem) => walk(item.tokens)).join(' ')} `;
        const inner =
          'tokens' in token && token.tokens?.length
            ? walk(token.tokens)
            : token.type === 'text' || token.type === 'codespan' || token.type === 'escape'
              ? token.text
              : '';
        // Paragraphs, list items and line breaks part words; inline marks do not.
        return INLINE.has(token.type) ? inner : ` ${inner} `;
      })
      .join('');
  return walk(markdownTokens(text)).replace(/\s+/g, ' ').trim();
}
