/**
 * Stops the build when the owner's content is wrong: one line per problem, naming the file
 * in content/ and the field. Runs before every build and dev server (see package.json).
 */
import path from 'node:path';
import { about, contact, home, music, owner, projects, services } from '../content';
import { checkContent } from '../content/check';

const problems = checkContent({ owner, home, about, projects, music, services, contact }, path.join(__dirname, '..', 'public'));
if (problems.length) {
  console.error(`The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('content: OK');
