import { parse } from '@babel/parser';
import type { File, Node, ObjectExpression, ObjectProperty } from '@babel/types';

/** One field a migration rewrote (or would), where it was: what the content check and the summary say. */
export interface Rewrite {
  /** The content file, from the site folder ("content/owner.ts"). */
  file: string;
  line: number;
  /** The field as the owner wrote it, and what it becomes. */
  field: string;
  becomes: string;
}

/** A field a migration cannot rewrite alone: it is left as it is and named for the owner. */
export interface ForTheOwner {
  file: string;
  line: number;
  field: string;
  why: string;
}

export interface MigrationResult {
  source: string;
  rewrites: Rewrite[];
  forTheOwner: ForTheOwner[];
}

/** Replaces source[start, end) with text. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** What a migration is given for one file: its parsed code, its text, and where to say what it does. */
export interface MigrationInput {
  ast: File;
  source: string;
  /** The file's style, for the code a migration writes: its indentation unit and quote. */
  style: { indent: string; quote: "'" | '"' };
  edit(edit: Edit): void;
  rewrote(node: Node, field: string, becomes: string): void;
  leftForOwner(node: Node, field: string, why: string): void;
}

/**
 * A change of the content's shape, shipped with the release that made it. It rewrites the owner's
 * files in place: Babel's parser finds the fields, and only their own characters are replaced,
 * so every comment, blank line, quote and indentation around them stays the owner's.
 */
export interface Migration {
  /** The release whose content shape this migration brings a site to. */
  version: string;
  /** Its name in the content check's lines and the release notes. */
  name: string;
  /** What it does, in one line, for the summary. */
  summary: string;
  rewrite(input: MigrationInput): void;
}

function styleOf(source: string): MigrationInput['style'] {
  const indents = source
    .split('\n')
    .map((line) => /^(\s+)\S/.exec(line)?.[1])
    .filter((indent): indent is string => Boolean(indent));
  const tabs = indents.filter((indent) => indent.startsWith('\t')).length;
  const spaces = indents.filter((indent) => indent.startsWith(' ')).map((indent) => indent.length);
  const doubles = (source.match(/"/g) ?? []).length;
  const singles = (source.match(/'/g) ?? []).length;
  return {
    indent: tabs > indents.length / 2 ? '\t' : ' '.repeat(Math.min(...spaces, 4) || 2),
    quote: doubles > singles ? '"' : "'",
  };
}

/** Every node under `node`, depth first, in source order. */
export function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const each of node) yield* nodesOf(each);
  } else if (node && typeof node === 'object' && typeof (node as { type?: unknown }).type === 'string') {
    yield node as Node;
    for (const [key, value] of Object.entries(node))
      if (!['loc', 'leadingComments', 'trailingComments', 'innerComments', 'extra'].includes(key))
        yield* nodesOf(value);
  }
}

/** A record's fields as written (`name: …`, `'name': …`), leaving out spreads and methods. */
export const propertiesOf = (object: ObjectExpression) =>
  object.properties.filter((property): property is ObjectProperty => property.type === 'ObjectProperty');

/** A field's name, written bare or quoted; undefined for a computed one. */
export const keyOf = (property: ObjectProperty) =>
  property.key.type === 'Identifier'
    ? property.key.name
    : property.key.type === 'StringLiteral'
      ? property.key.value
      : undefined;

/** Runs a migration on one file's source; the source comes back unchanged, byte for byte, where nothing applies. */
export function migrateSource(migration: Migration, file: string, source: string): MigrationResult {
  let ast: File;
  try {
    ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  } catch (error) {
    throw new Error(`${file}: cannot be read as code (${error instanceof Error ? error.message : String(error)})`);
  }
  const edits: Edit[] = [];
  const rewrites: Rewrite[] = [];
  const forTheOwner: ForTheOwner[] = [];
  const lineOf = (node: Node) => node.loc?.start.line ?? 0;
  migration.rewrite({
    ast,
    source,
    style: styleOf(source),
    edit: (edit) => edits.push(edit),
    rewrote: (node, field, becomes) => rewrites.push({ file, line: lineOf(node), field, becomes }),
    leftForOwner: (node, field, why) => forTheOwner.push({ file, line: lineOf(node), field, why }),
  });
  // From the end, so that each edit's offsets are still the parsed ones.
  const migrated = [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end, text: replacement }) => text.slice(0, start) + replacement + text.slice(end), source);
  return { source: migrated, rewrites, forTheOwner };
}
