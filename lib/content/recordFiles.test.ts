/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as records from '@/lib/site/records';
import { siteAliases } from '@/scripts/lib/site-aliases.cjs';
import { readRecordFiles, RECORD_FILES, recordSources } from './recordFiles.cjs';
import { DEMO_SITE, siteRoot } from './siteRoot.cjs';

const root = path.resolve(__dirname, '..', '..');
let site: string;
beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'records-'));
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

/** A site folder whose content/ holds `files` (name → source). */
function contentOf(files: Record<string, string>) {
  const content = path.join(site, 'content');
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
    writeFileSync(path.join(content, file), source);
  }
  return content;
}

describe('the site folder being built', () => {
  it('is SITE_DIR’s when set, else the owner’s once there is a content/, else the demo’s', () => {
    expect(siteRoot('elsewhere', site)).toBe(path.join(site, 'elsewhere'));
    expect(siteRoot(undefined, site)).toBe(path.join(site, DEMO_SITE));
    mkdirSync(path.join(site, 'content'));
    expect(siteRoot(undefined, site)).toBe(site);
    expect(siteRoot('', site)).toBe(site);
  });
});

describe('the engine’s list of content files', () => {
  it('is what the build’s records module exports, name for name', () => {
    expect(Object.keys(records).sort()).toEqual(RECORD_FILES.flatMap((file) => file.exports).sort());
  });

  it('reads the owner’s file, or a folder’s index, and stands in only for a file a site may leave out', () => {
    const content = contentOf({ 'owner.ts': '', 'translations/index.ts': '' });
    const sources = Object.fromEntries(recordSources(content).map((source) => [source.name, source]));
    expect(sources.owner).toMatchObject({ file: path.join(content, 'owner.ts'), own: true });
    expect(sources.translations).toMatchObject({ file: path.join(content, 'translations', 'index.ts'), own: true });
    expect(sources.music).toMatchObject({ file: path.join(root, 'lib/content/defaults/music.ts'), own: false });
    expect(sources.contact).toMatchObject({ file: undefined, own: false, expected: path.join(content, 'contact.ts') });
  });

  it('takes each file’s listed records alone, and names the needed files that are not there', () => {
    const content = contentOf({ 'owner.ts': '' });
    const loaded: Record<string, Record<string, unknown>> = {
      [path.join(content, 'owner.ts')]: { owner: { name: 'Sam' }, helper: 1 },
    };
    const { records: read, missing } = readRecordFiles(content, (file) => loaded[file] ?? { stand: true });
    expect(read).toEqual({ owner: { name: 'Sam' } });
    expect(missing.map((file) => path.relative(content, file))).toEqual([
      'site.ts',
      'navigation.ts',
      'home.ts',
      'about.ts',
      'contact.ts',
    ]);
  });

  it('becomes the build’s aliases: the site’s files, the stand-ins, and a missing file’s own path', () => {
    contentOf({ 'owner.ts': '', 'music.ts': '' });
    const aliases = siteAliases(site);
    const fromRoot = (file: string) => `./${path.relative(root, file)}`;
    expect(aliases['@/content/music']).toBe(fromRoot(path.join(site, 'content', 'music.ts')));
    expect(aliases['@/content/services']).toBe('./lib/content/defaults/services.ts');
    expect(aliases['@/content/home']).toBe(fromRoot(path.join(site, 'content', 'home.ts')));
    expect(Object.keys(aliases).sort()).toEqual(RECORD_FILES.map((file) => `@/content/${file.name}`).sort());
  });
});
