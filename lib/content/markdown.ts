/**
 * What an owner may write in their long texts (biography, project descriptions, service texts):
 * Markdown's paragraphs, links, emphasis, inline code and lists, and bare addresses, which
 * become links as on GitHub. Anything else is refused by the content check, raw HTML above
 * all: it would bypass the site's escaping and its Content Security Policy.
 */
import { Lexer, type Token } from 'marked';

/** The constructs the site shows in a short text, by marked's token type. */
export const SHOWN = new Set([
  'paragraph',
  'text',
  'strong',
  'em',
  'codespan',
  'link',
  'list',
  'list_item',
  'space',
  'br',
  'del',
  'escape',
]);

/** What each refused construct is called in the content check's message. */
const NAMES: Record<string, string> = {
  html: 'raw HTML',
  image: 'a picture',
  heading: 'a heading',
  table: 'a table',
  code: 'a code block',
  blockquote: 'a quotation block',
  hr: 'a rule',
  def: 'a link definition',
};

/** The tokens of a long text, as GitHub-flavoured Markdown reads it. */
export const markdownTokens = (text: string): Token[] => new Lexer({ gfm: true }).lex(text);

/** Every token, nested ones included, in reading order. */
function* allTokens(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (token.type === 'list') for (const item of token.items) yield* allTokens(item.tokens);
    else if ('tokens' in token && token.tokens) yield* allTokens(token.tokens);
  }
}

/** What in a long text the site would not show as written, in one phrase; undefined if nothing. */
export function markdownProblem(text: string): string | undefined {
  for (const token of allTokens(markdownTokens(text))) {
    if (SHOWN.has(token.type)) continue;
    const what = NAMES[token.type] ?? `Markdown the site does not show (${token.type})`;
    return (
      `has ${what} (${JSON.stringify(token.raw.trim().slice(0, 40))}): ` +
      'write plain paragraphs, **bold**, *italic*, `code`, [links](https://…) and lists only'
    );
  }
  return undefined;
}

/** The addresses a long text links to, in reading order. */
export const markdownLinks = (text: string): string[] =>
  [...allTokens(markdownTokens(text))].flatMap((token) => (token.type === 'link' ? [token.href] : []));
