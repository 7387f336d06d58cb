/** @jest-environment node */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.join(__dirname, '..', '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const script = path.join(__dirname, 'build-pictures.ts');
/** A small site folder of the tests' own: eight pictures, as phones and cameras write them. */
const fixture = path.join(root, 'e2e', 'sites', 'other-owner');

/** A copy of the fixture's content/ (with its pictures) as a site folder of its own. */
function siteFolderCopy(parent: string, name: string) {
  const dir = path.join(parent, name);
  cpSync(path.join(fixture, 'content'), path.join(dir, 'content'), { recursive: true });
  return dir;
}

/** The build step as the build runs it, in its own Node process; returns its summary line. */
async function buildPictures(siteDir: string, cacheDir: string) {
  const { stdout } = await run(tsx, [script, '--cache', cacheDir], { env: { ...process.env, SITE_DIR: siteDir } });
  return stdout.trim().split('\n').at(-1)!;
}

const variantsOf = (siteDir: string) => {
  const dir = path.join(siteDir, 'public', '_img');
  return Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => [name, readFileSync(path.join(dir, name))]),
  );
};

describe('build-pictures: a picture is encoded once, whichever site folder needs it', () => {
  it(
    'copies the variants another site folder already has encoded, byte for byte, ' + 'and encodes a swapped picture',
    async () => {
      // Inside the repository (in its git-ignored .cache/), where the content's imports find node_modules.
      mkdirSync(path.join(root, '.cache'), { recursive: true });
      const parent = mkdtempSync(path.join(root, '.cache', 'pictures-test-'));
      try {
        const cache = path.join(parent, 'cache');
        const first = siteFolderCopy(parent, 'first');
        const second = siteFolderCopy(parent, 'second');

        expect(await buildPictures(first, cache)).toMatch(
          /^pictures: 8 pictures, 8 encoded, 0 copied from earlier encodes, 0 unchanged/,
        );
        expect(await buildPictures(second, cache)).toMatch(
          /^pictures: 8 pictures, 0 encoded, 8 copied from earlier encodes, 0 unchanged/,
        );
        expect(variantsOf(second)).toEqual(variantsOf(first));
        expect(await buildPictures(second, cache)).toMatch(
          /^pictures: 8 pictures, 0 encoded, 0 copied from earlier encodes, 8 unchanged/,
        );

        // Another picture under the same name: new bytes, so new variants, encoded.
        const portrait = path.join(second, 'content', 'pictures', 'jag', 'portratt.jpg');
        writeFileSync(portrait, readFileSync(path.join(fixture, 'content', 'pictures', 'resor', 'fjall.jpg')));
        expect(await buildPictures(second, cache)).toMatch(
          /^pictures: 8 pictures, 1 encoded, 0 copied from earlier encodes, 7 unchanged/,
        );
      } finally {
        rmSync(parent, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
