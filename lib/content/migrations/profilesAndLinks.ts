import type { Expression, Node, ObjectExpression, ObjectProperty } from '@babel/types';
import { keyOf, nodesOf, propertiesOf, type Migration, type MigrationInput } from './migration';

/** The names the profiles list gives the hosts the two old fields most often held. */
const PROFILE_NAMES: [host: RegExp, name: string][] = [
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)gitlab\.com$/, 'GitLab'],
  [/^codeberg\.org$/, 'Codeberg'],
  [/(^|\.)bitbucket\.org$/, 'Bitbucket'],
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)xing\.com$/, 'XING'],
];
/** Where code is kept: a project's old link there is its code, anywhere else where it runs. */
const CODE_HOSTS = /(^|\.)(github\.com|gitlab\.com|codeberg\.org|bitbucket\.org|sr\.ht)$/;
/** The old fields, and the name their profile gets where the address is on no host above. */
const OLD_PROFILE_FIELDS: Record<string, string> = { codeProfileUrl: 'Code', networkProfileUrl: 'Profile' };

/** A record's value is text; a field of the same name holding code (a schema's `z.string()`) is not content. */
const isText = (node: ObjectProperty['value']) => node.type === 'StringLiteral' || node.type === 'TemplateLiteral';

const hostOf = (node: ObjectProperty['value']) => {
  const text =
    node.type === 'StringLiteral'
      ? node.value
      : node.type === 'TemplateLiteral' && node.expressions.length === 0
        ? node.quasis[0]?.value.cooked
        : undefined;
  return text && URL.canParse(text) ? new URL(text).hostname : undefined;
};

/** The characters a removed property takes with it: its whole line where it has one, else itself and its comma. */
function removalOf(source: string, node: Node) {
  const start = node.start!;
  let end = node.end!;
  const comma = /^\s*,/.exec(source.slice(end));
  if (comma) end += comma[0].length;
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = source.indexOf('\n', end);
  const ownLine =
    !source.slice(lineStart, start).trim() && !source.slice(end, lineEnd < 0 ? undefined : lineEnd).trim();
  return ownLine ? { start: lineStart, end: lineEnd < 0 ? source.length : lineEnd + 1 } : { start, end };
}

const indentAt = (source: string, offset: number) =>
  /^[ \t]*/.exec(source.slice(source.lastIndexOf('\n', offset - 1) + 1))![0];

/** owner.codeProfileUrl and owner.networkProfileUrl become entries of owner.profiles, in their order. */
function moveProfiles(object: ObjectExpression, input: MigrationInput) {
  const { source, style } = input;
  const old = propertiesOf(object).filter(
    (property) => (keyOf(property) ?? '') in OLD_PROFILE_FIELDS && isText(property.value),
  );
  if (!old.length) return;
  const q = style.quote;
  const entries = old.map((property) => {
    const field = keyOf(property)!;
    const host = hostOf(property.value);
    const name = PROFILE_NAMES.find(([pattern]) => host && pattern.test(host))?.[1] ?? OLD_PROFILE_FIELDS[field]!;
    input.rewrote(property, field, `profiles: { name: ${q}${name}${q}, url }`);
    return `{ name: ${q}${name}${q}, url: ${source.slice(property.value.start!, property.value.end!)} }`;
  });
  const profiles = propertiesOf(object).find((property) => keyOf(property) === 'profiles');
  const list = profiles?.value.type === 'ArrayExpression' ? profiles.value : undefined;
  if (list) {
    const last = list.elements.at(-1);
    const at = last ? last.end! : list.start! + 1;
    input.edit({ start: at, end: at, text: `${last ? ', ' : ''}${entries.join(', ')}` });
    for (const property of old) input.edit({ ...removalOf(source, property), text: '' });
    return;
  }
  const [first, ...rest] = old;
  const indent = indentAt(source, first!.start!);
  const lines = entries.map((entry) => `${indent}${style.indent}${entry},`).join('\n');
  input.edit({ start: first!.start!, end: first!.end!, text: `profiles: [\n${lines}\n${indent}]` });
  for (const property of rest) input.edit({ ...removalOf(source, property), text: '' });
}

/** A project's link becomes codeUrl where it leads to code, else liveUrl. */
function renameLink(object: ObjectExpression, input: MigrationInput) {
  const link = propertiesOf(object).find((property) => keyOf(property) === 'link' && isText(property.value));
  if (!link) return;
  const host = hostOf(link.value);
  const becomes = host && CODE_HOSTS.test(host) ? 'codeUrl' : 'liveUrl';
  if (propertiesOf(object).some((property) => keyOf(property) === becomes)) {
    input.leftForOwner(link, 'link', `the project has a ${becomes} already: keep one of the two and delete the other`);
    return;
  }
  input.edit({ start: link.key.start!, end: link.key.end!, text: becomes });
  input.rewrote(link, 'link', becomes);
}

/** The projects' records: the array a file declares as `projects` (typed or not, with `satisfies` or `as`). */
function projectRecords(value: Expression | null | undefined): ObjectExpression[] {
  let node = value;
  while (node && (node.type === 'TSSatisfiesExpression' || node.type === 'TSAsExpression')) node = node.expression;
  if (node?.type !== 'ArrayExpression') return [];
  return node.elements.filter((element): element is ObjectExpression => element?.type === 'ObjectExpression');
}

/**
 * 2.0.0: the owner's profiles are one list (`owner.profiles`: GitHub, LinkedIn, Mastodon, …)
 * instead of two fixed fields, and a project's `link` says what it leads to (`codeUrl` or `liveUrl`).
 */
export const profilesAndLinks: Migration = {
  version: '2.0.0',
  name: 'profiles-and-links',
  summary: 'owner.codeProfileUrl and networkProfileUrl → owner.profiles; a project’s link → codeUrl or liveUrl',
  rewrite(input) {
    for (const node of nodesOf(input.ast.program)) {
      if (node.type === 'ObjectExpression') moveProfiles(node, input);
      if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.id.name === 'projects')
        for (const project of projectRecords(node.init)) renameLink(project, input);
    }
  },
};
