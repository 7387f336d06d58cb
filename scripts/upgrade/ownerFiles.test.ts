/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isOwnerFile, OWNER_FILES } from './ownerFiles';

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
      ['contentful.ts', 'app/globals.css', '.env.local.example', 'e2e/sites/demo/content/owner.ts'].map(isOwnerFile),
    ).toEqual([false, false, false, false]);
  });
});
