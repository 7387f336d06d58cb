import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { migrateSource, type ForTheOwner, type Migration, type Rewrite } from './migration';
import { profilesAndLinks } from './profilesAndLinks';

/** Every migration of the content's shape, oldest first: each release that changes the shape adds one. */
export const MIGRATIONS: readonly Migration[] = [profilesAndLinks];

/** The file in content/ that records which release's shape the content is in. */
export const SHAPE_FILE = 'content/version.json';
/** The shape of content with no version file: every site made before versions began. */
export const FIRST_SHAPE = '1.0.0';
/** The shape this code reads: the newest migration's. */
export const CONTENT_SHAPE = MIGRATIONS.at(-1)?.version ?? FIRST_SHAPE;

/** Which shape a site folder's content says it is in. */
export function shapeOf(root: string): string {
  const file = path.join(root, SHAPE_FILE);
  if (!existsSync(file)) return FIRST_SHAPE;
  const { shape } = JSON.parse(readFileSync(file, 'utf8')) as { shape?: unknown };
  if (typeof shape !== 'string' || !semver.valid(shape))
    throw new Error(`${SHAPE_FILE}: shape: a version such as "${CONTENT_SHAPE}", not ${JSON.stringify(shape)}`);
  return shape;
}

/** The migrations a site in `shape` has not had yet, oldest first. */
export const pendingMigrations = (shape: string) => MIGRATIONS.filter((each) => semver.gt(each.version, shape));

/** The content's code files: the records, their translations and anything else the owner keeps there as code. */
function contentFiles(root: string): string[] {
  const content = path.join(root, 'content');
  if (!existsSync(content)) return [];
  return readdirSync(content, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export interface MigrationRun {
  from: string;
  to: string;
  /** The migrations that ran, with each field they rewrote. */
  ran: { migration: Migration; rewrites: Rewrite[] }[];
  forTheOwner: ForTheOwner[];
  /** The files whose text changed (written unless dry). */
  changed: string[];
}

/**
 * Brings a site folder's content to the shape this code reads: runs each pending migration on
 * every content file and, unless `dry`, writes the files it changed and the new shape.
 */
export function migrate(root: string, { dry = false } = {}): MigrationRun {
  const from = shapeOf(root);
  const pending = pendingMigrations(from);
  if (!pending.length) return { from, to: from, ran: [], forTheOwner: [], changed: [] };
  const sources = new Map(contentFiles(root).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
  const originals = new Map(sources);
  const ran: MigrationRun['ran'] = [];
  const forTheOwner: ForTheOwner[] = [];
  for (const migration of pending) {
    const rewrites: Rewrite[] = [];
    for (const [file, source] of sources) {
      const result = migrateSource(migration, file, source);
      sources.set(file, result.source);
      rewrites.push(...result.rewrites);
      forTheOwner.push(...result.forTheOwner);
    }
    ran.push({ migration, rewrites });
  }
  const changed = [...sources].filter(([file, source]) => originals.get(file) !== source).map(([file]) => file);
  if (!dry) {
    for (const file of changed) writeFileSync(path.join(root, file), sources.get(file)!);
    writeFileSync(path.join(root, SHAPE_FILE), `${JSON.stringify({ shape: CONTENT_SHAPE }, null, 2)}\n`);
  }
  return { from, to: CONTENT_SHAPE, ran, forTheOwner, changed };
}

/**
 * The content check's lines for content older than the code: one per field a pending migration
 * would rewrite, naming the migration, and one per field it could not.
 */
export function unmigratedLines(root: string): string[] {
  const run = migrate(root, { dry: true });
  return [
    ...run.ran.flatMap(({ migration, rewrites }) =>
      rewrites.map(
        (each) =>
          `${each.file}:${each.line}: ${each.field}: is now ${each.becomes} (content shape ${migration.version}): ` +
          `run npm run migrate (${migration.name})`,
      ),
    ),
    ...run.forTheOwner.map((each) => `${each.file}:${each.line}: ${each.field}: ${each.why}`),
  ];
}
