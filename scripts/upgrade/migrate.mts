/**
 * `npm run migrate`: brings the content to the shape this version of the code reads. Each
 * pending migration (lib/content/migrations/) rewrites the owner's files in place, keeping their
 * comments and layout; content/version.json then records the new shape. Prints what changed and
 * what needs the owner's hand; exits 1 if something does. `--dry` only says what it would do.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate, SHAPE_FILE } from '../../lib/content/migrations';
import { siteFolder } from '../../lib/content/siteFolder';

const { values } = parseArgs({ options: { dry: { type: 'boolean', default: false } } });
const folder = siteFolder();
const where = folder.isOwn ? '' : ` in ${path.relative('.', folder.root)}`;

try {
  const run = migrate(folder.root, { dry: values.dry });
  if (!run.ran.length) {
    console.log(`content${where}: shape ${run.from}, the code's own: nothing to migrate`);
  } else {
    const verb = values.dry ? 'would go' : 'went';
    console.log(`content${where} ${verb} from shape ${run.from} to ${run.to}:`);
    for (const { migration, rewrites } of run.ran) {
      console.log(`  ${migration.version} ${migration.name}: ${migration.summary}`);
      for (const each of rewrites) console.log(`    ${each.file}:${each.line}: ${each.field} → ${each.becomes}`);
      if (!rewrites.length) console.log('    nothing of it in this content');
    }
    console.log(
      values.dry
        ? `  files it would change: ${run.changed.join(', ') || 'none'}, and ${SHAPE_FILE}`
        : `  files changed: ${[...run.changed, SHAPE_FILE].join(', ')}`,
    );
  }
  if (run.forTheOwner.length) {
    console.error('For your hand (left as it was):');
    for (const each of run.forTheOwner) console.error(`  ${each.file}:${each.line}: ${each.field}: ${each.why}`);
    process.exit(1);
  }
} catch (error) {
  // A file the parser cannot read is the owner's to fix: one line, never a stack trace.
  console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
