/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isOwnerFile, OWNER_FILES } from './ownerFiles';

const root = path.join(__dirname, '..', '..');
/** Whether this clone is an owner's site (its content/ is theirs, tracked by design) rather than the project's. */
const isOwnersSite = existsSync(path.join(root, 'content'));

describe('the owner’s files', () => {
  it('are the list the README shows an owner, path for path', () => {
    const readme = readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### 7. A new version'), readme.indexOf('## Deploy'));
    const shown = [...section.matchAll(/^\| `([^`]+)` +\|/gm)].map((match) => match[1]);
    expect(shown).toEqual(OWNER_FILES.map((each) => each.path));
  });

  it('are whole folders or single files, and nothing beside them', () => {
    expect(
      ['content/owner.ts', 'content/music/2024 Night/01.flac', 'public/song.mp3', '.env.local'].map(isOwnerFile),
    ).toEqual([true, true, true, true]);
    expect(
      [
        'contentful.ts',
        'app/globals.css',
        '.env.local.example',
        'e2e/sites/demo/content/owner.ts',
        'docs/demo/content/owner.ts',
        'docs/demo/public/Night Drive.mp3',
        'scripts/init/blank/content/owner.ts',
      ].map(isOwnerFile),
    ).toEqual([false, false, false, false, false, false, false]);
  });

  // On an owner's site their content/ is tracked, as it should be: this holds for the project's clones.
  (isOwnersSite ? it.skip : it)('are none of the project’s: a clone of it tracks not one', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
    expect(tracked.filter((file) => file && isOwnerFile(file))).toEqual([]);
    expect(tracked).toContain('docs/demo/content/owner.ts');
  });
});
