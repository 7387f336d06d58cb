/**
 * A long text's Markdown as tokens (marked's, as GitHub-flavoured Markdown reads it), each with
 * where it stands in the text: what the content check names a line by, and what the import and
 * the raw HTML's cleaning rewrite in place, leaving every other byte of the text as written.
 */
import { Lexer, type Token, type Tokens } from 'marked';

/** The tokens of a long text, as GitHub-flavoured Markdown reads it. */
export const longFormTokens = (text: string): Token[] => new Lexer({ gfm: true }).lex(text);

/** A token with where it stands in the text. */
export interface Placed {
  token: Token;
  /** Where it starts in the text. */
  offset: number;
  /**
   * Whether its whole raw text stands at `offset`, so it may be rewritten there: a top-level
   * token's always does, a nested one's unless its block took its own marks out of it (a list
   * item's indent on its second line).
   */
  exact: boolean;
  /** The tokens it is among: its paragraph's, its item's, or the text's top level. */
  siblings: readonly Token[];
}

/** The tokens a table holds: its header's and each cell's. */
const tableTokens = (table: Tokens.Table) => [
  ...table.header.flatMap((cell) => cell.tokens),
  ...table.rows.flatMap((row) => row.flatMap((cell) => cell.tokens)),
];

/** The tokens directly inside a token: a list's items, a table's cells' words, a block's or a span's own. */
const childrenOf = (token: Token): readonly Token[] => {
  if (token.type === 'list') return (token as Tokens.List).items;
  if (token.type === 'table') return tableTokens(token as Tokens.Table);
  return 'tokens' in token && token.tokens ? token.tokens : [];
};

/**
 * Every token, nested ones included, in reading order, each with its offset in the text. A
 * top-level token's is exact (the top level's raw texts make up the text); a nested one is looked
 * for inside its parent from where the one before it ended, whole, and else by its first line.
 */
export function placedTokens(text: string, tokens: readonly Token[] = longFormTokens(text)): Placed[] {
  const placed: Placed[] = [];
  const walk = (level: readonly Token[], from: number, to: number, top: boolean) => {
    let cursor = from;
    for (const token of level) {
      let offset = top ? cursor : text.indexOf(token.raw, cursor);
      const exact = offset !== -1 && offset + token.raw.length <= to;
      if (!exact) {
        const firstLine = token.raw.split('\n')[0] ?? '';
        const found = firstLine ? text.indexOf(firstLine, cursor) : -1;
        offset = found !== -1 && found < to ? found : cursor;
      }
      placed.push({ token, offset, exact, siblings: level });
      const end = exact ? offset + token.raw.length : to;
      walk(childrenOf(token), offset, end, false);
      if (exact) cursor = end;
    }
  };
  walk(tokens, 0, text.length, true);
  return placed;
}

/** The line (from 1) an offset of the text is on. */
export const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** A change of the text: what stands from `start` to `end` becomes `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The text with its edits made; of two that overlap, the one that starts first is kept. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = '';
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (edit.start < at) continue;
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}
