/** @jest-environment node */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { init } from './starters';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');

/** Every file under `dir`, as sorted paths relative to it. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

let site: string;
beforeEach(() => {
  // Inside the repository, where the content's packages (icon data) resolve as from content/.
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  site = mkdtempSync(path.join(root, '.cache', 'init-'));
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

// The content check reads the whole site, its pictures as well.
jest.setTimeout(60_000);

describe('npm run init', () => {
  it('starts a blank site that the content check passes, with nothing of the demo’s', async () => {
    const { ok, lines } = await init('blank', { root: site, project: root });
    expect(ok).toBe(true);
    expect(lines[0]).toBe('init: content/ and public/ started from a blank starter.');
    expect(filesUnder(path.join(site, 'content'))).toEqual([
      'about.ts',
      'contact.ts',
      'home.ts',
      'navigation.ts',
      'owner.ts',
      path.join('pictures', 'placeholder.jpg'),
      'site.ts',
      'version.json',
    ]);
    expect(filesUnder(path.join(site, 'public'))).toEqual([]);
    const check = await run(
      process.execPath,
      [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts/build/check-content.mts')],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production', CI: 'true', SITE_DIR: site } },
    );
    expect(check.stdout.trim()).toBe(`content: OK (${path.relative(root, site)})`);
  });

  it('starts from the demo: its content and media as they are, without what a build made', async () => {
    const demo = path.join(root, 'docs', 'demo');
    expect((await init('demo', { root: site, project: root })).ok).toBe(true);
    expect(filesUnder(path.join(site, 'content'))).toEqual(filesUnder(path.join(demo, 'content')));
    const published = filesUnder(path.join(demo, 'public')).filter((file) => !/^_(img|media)\//.test(file));
    expect(filesUnder(path.join(site, 'public'))).toEqual(published);
    expect(readFileSync(path.join(site, 'content', 'owner.ts'), 'utf8')).toBe(
      readFileSync(path.join(demo, 'content', 'owner.ts'), 'utf8'),
    );
  });

  it('never writes over an owner’s files: with a content/ there, it says so and changes nothing', async () => {
    mkdirSync(path.join(site, 'content'));
    writeFileSync(path.join(site, 'content', 'owner.ts'), 'mine');
    const { ok, lines } = await init('demo', { root: site, project: root });
    expect({ ok, lines }).toEqual({
      ok: false,
      lines: [
        'init: content/ is there already, and init never writes over your own files: move them aside to start again',
      ],
    });
    expect(filesUnder(site)).toEqual([path.join('content', 'owner.ts')]);
    expect(existsSync(path.join(site, 'public'))).toBe(false);
  });
});
