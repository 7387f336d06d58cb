/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_SHAPE, migrate, pendingMigrations, shapeOf, SHAPE_FILE, unmigratedLines } from '.';
import { migrateSource } from './migration';
import { profilesAndLinks } from './profilesAndLinks';

// The demo's own owner.ts and projects.ts as the last release before 2.0.0 shipped them.
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const oldOwner = fixture('demo-1.0.0-owner.ts.fixture');
const oldProjects = fixture('demo-1.0.0-projects.ts.fixture');
const run = (source: string, file = 'content/owner.ts') => migrateSource(profilesAndLinks, file, source);

describe('profiles-and-links (2.0.0)', () => {
  it('makes the two profile fields one list in their place, every other character the owner’s', () => {
    const result = run(oldOwner);
    expect(result.source).toBe(
      oldOwner.replace(
        "  codeProfileUrl: 'https://github.com/alex-example',\n" +
          "  networkProfileUrl: 'https://www.linkedin.com/in/alex-example',\n",
        '  profiles: [\n' +
          "    { name: 'GitHub', url: 'https://github.com/alex-example' },\n" +
          "    { name: 'LinkedIn', url: 'https://www.linkedin.com/in/alex-example' },\n" +
          '  ],\n',
      ),
    );
    expect(result.rewrites.map(({ line, field }) => [line, field])).toEqual([
      [14, 'codeProfileUrl'],
      [15, 'networkProfileUrl'],
    ]);
  });

  it('renames a project’s link to codeUrl where it leads to code, to liveUrl elsewhere', () => {
    const result = run(oldProjects, 'content/projects.ts');
    expect(result.source).toBe(oldProjects.replaceAll('    link: ', '    codeUrl: '));
    const live = run(
      'export const projects = [\n\t{ id: 1, title: "Körarkivet", link: "https://korarkivet.exempel.se/" }\n]\n',
    );
    expect(live.source).toContain('liveUrl: "https://korarkivet.exempel.se/"');
  });

  it('writes in the file’s own style: tabs, double quotes, no comma after the last field', () => {
    const source =
      '// My details.\nexport const owner: Owner = {\n\tname: "Elin Strand",\n' +
      '\tcodeProfileUrl: "https://codeberg.org/elinstrand" // where my code is\n}\n';
    expect(run(source).source).toBe(
      '// My details.\nexport const owner: Owner = {\n\tname: "Elin Strand",\n' +
        '\tprofiles: [\n\t\t{ name: "Codeberg", url: "https://codeberg.org/elinstrand" },\n\t] // where my code is\n}\n',
    );
  });

  it('adds to a profiles list the owner has begun; an address on no known host keeps a plain name', () => {
    const source =
      "export const owner = {\n  profiles: [{ name: 'Mastodon', url: 'https://fosstodon.org/@a' }],\n" +
      "  networkProfileUrl: 'https://people.example.org/a',\n};\n";
    expect(run(source).source).toBe(
      "export const owner = {\n  profiles: [{ name: 'Mastodon', url: 'https://fosstodon.org/@a' }, " +
        "{ name: 'Profile', url: 'https://people.example.org/a' }],\n};\n",
    );
  });

  it('leaves a link it cannot place to the owner, and changes nothing of that file', () => {
    const source = "export const projects = [{ link: 'https://a.example/', liveUrl: 'https://b.example/' }];\n";
    const result = run(source, 'content/projects.ts');
    expect(result.source).toBe(source);
    expect(result.forTheOwner).toEqual([
      {
        file: 'content/projects.ts',
        line: 1,
        field: 'link',
        why: 'the project has a liveUrl already: keep one of the two and delete the other',
      },
    ]);
  });

  it('leaves a field of that name holding code alone: only text is content', () => {
    const source = 'const ownerSchema = z.object({ codeProfileUrl: z.string().url(), link: z.string() });\n';
    expect(run(source)).toEqual({ source, rewrites: [], forTheOwner: [] });
  });

  it('leaves content in the new shape byte for byte, and runs once', () => {
    const migrated = run(oldOwner).source;
    expect(run(migrated)).toEqual({ source: migrated, rewrites: [], forTheOwner: [] });
  });

  it('names the file it cannot parse, in one line', () => {
    expect(() => run('export const owner = {', 'content/owner.ts')).toThrow(
      /^content\/owner\.ts: cannot be read as code/,
    );
  });
});

describe('migrate: a site folder', () => {
  const site = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'migrate-'));
    mkdirSync(path.join(root, 'content', 'translations'), { recursive: true });
    writeFileSync(path.join(root, 'content', 'owner.ts'), oldOwner);
    writeFileSync(path.join(root, 'content', 'projects.ts'), oldProjects);
    writeFileSync(path.join(root, 'content', 'translations', 'es.ts'), 'export const es = {};\n');
    return root;
  };

  it('reads content with no shape file as the first shape, with every migration pending', () => {
    const root = site();
    expect(shapeOf(root)).toBe('1.0.0');
    expect(pendingMigrations(shapeOf(root)).map((each) => each.name)).toEqual(['profiles-and-links']);
  });

  it('says each field the check refuses, naming the migration, and writes nothing on a dry run', () => {
    const root = site();
    expect(unmigratedLines(root)).toEqual([
      "content/owner.ts:14: codeProfileUrl: is now profiles: { name: 'GitHub', url } (content shape 2.0.0): " +
        'run npm run migrate (profiles-and-links)',
      "content/owner.ts:15: networkProfileUrl: is now profiles: { name: 'LinkedIn', url } (content shape 2.0.0): " +
        'run npm run migrate (profiles-and-links)',
      ...[13, 24, 35].map(
        (line) =>
          `content/projects.ts:${line}: link: is now codeUrl (content shape 2.0.0): ` +
          'run npm run migrate (profiles-and-links)',
      ),
    ]);
    expect(readFileSync(path.join(root, 'content', 'owner.ts'), 'utf8')).toBe(oldOwner);
  });

  it('rewrites the files that change, records the new shape, and then has nothing left to do', () => {
    const root = site();
    const result = migrate(root);
    expect(result).toMatchObject({
      from: '1.0.0',
      to: CONTENT_SHAPE,
      changed: ['content/owner.ts', 'content/projects.ts'],
    });
    expect(readFileSync(path.join(root, 'content', 'owner.ts'), 'utf8')).toContain("{ name: 'GitHub', url:");
    expect(JSON.parse(readFileSync(path.join(root, SHAPE_FILE), 'utf8'))).toEqual({ shape: CONTENT_SHAPE });
    expect(unmigratedLines(root)).toEqual([]);
    expect(migrate(root)).toMatchObject({ ran: [], changed: [] });
  });

  it('refuses a shape file that names no version, in one line', () => {
    const root = site();
    writeFileSync(path.join(root, SHAPE_FILE), '{ "shape": "two" }\n');
    expect(() => shapeOf(root)).toThrow('content/version.json: shape: a version such as "2.0.0", not "two"');
  });
});
