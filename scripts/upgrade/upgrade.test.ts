/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * npm run upgrade between two releases of a local "upstream" the test makes from this commit,
 * into an "owner" clone of the first that the test personalises as an owner does. Offline:
 * git clones of local folders; node_modules is the checkout's, so nothing is installed.
 */
const root = path.resolve(__dirname, '..', '..');
// Not jest's NODE_ENV=test nor a CI's CI=true (which refuses the demo's files an owner keeps): an owner's shell.
const environment = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !['CI', 'NODE_ENV'].includes(name))),
  NODE_ENV: 'production' as const,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
const edit = (file: string, from: string, to: string) => {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`);
  writeFileSync(file, text.replace(from, to));
};
const upgrade = (cwd: string, ...args: string[]) =>
  spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(root, 'scripts', 'upgrade', 'upgrade.mts'),
      ...args,
    ],
    { cwd, encoding: 'utf8', env: environment },
  );

const work = mkdtempSync(path.join(tmpdir(), 'upgrade-'));
const upstream = path.join(work, 'upstream');
const first = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
/** The release before this one's layout, in which the demo was in the owner's paths. */
const earlier = first.replace(/^(\d+)\.(\d+)\.\d+$/, (_, major: string, minor: string) =>
  Number(minor) > 0 ? `${major}.${Number(minor) - 1}.0` : `${Number(major) - 1}.0.0`,
);
const second = first.replace(
  /^(\d+)\.(\d+)\.\d+$/,
  (_, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`,
);

/** The second release: a component, a stylesheet, a dependency, the demo's content and the content's shape. */
function releaseSecond() {
  const at = (file: string) => path.join(upstream, file);
  edit(at('app/globals.css'), '  line-height: 1.6;\n', '  line-height: 1.65;\n');
  // A project's `outcome` is renamed `result`: the schema, the component that shows it, and its migration.
  edit(at('lib/content/schemas/records.ts'), '  outcome: text.optional(),', '  result: text.optional(),');
  edit(
    at('components/home/SelectedWork.tsx'),
    'if (project.outcome) return project.outcome;',
    'if (project.result) return project.result;',
  );
  writeFileSync(
    at('lib/content/migrations/outcomeIsResult.ts'),
    `import { keyOf, nodesOf, propertiesOf, type Migration } from './migration';

export const outcomeIsResult: Migration = {
  version: '${second}',
  name: 'outcome-is-result',
  summary: 'a project’s outcome → result',
  rewrite(input) {
    for (const node of nodesOf(input.ast.program)) {
      if (node.type !== 'ObjectExpression') continue;
      const outcome = propertiesOf(node).find((each) => keyOf(each) === 'outcome');
      if (!outcome) continue;
      if (propertiesOf(node).some((each) => keyOf(each) === 'result')) {
        input.leftForOwner(outcome, 'outcome', 'the project has a result already: keep one of the two');
        continue;
      }
      input.edit({ start: outcome.key.start!, end: outcome.key.end!, text: 'result' });
      input.rewrote(outcome, 'outcome', 'result');
    }
  },
};
`,
  );
  edit(
    at('lib/content/migrations/index.ts'),
    "import { profilesAndLinks } from './profilesAndLinks';",
    "import { profilesAndLinks } from './profilesAndLinks';\nimport { outcomeIsResult } from './outcomeIsResult';",
  );
  edit(at('lib/content/migrations/index.ts'), '[profilesAndLinks]', '[profilesAndLinks, outcomeIsResult]');
  edit(at('package.json'), `"version": "${first}"`, `"version": "${second}"`);
  edit(at('package.json'), '"semver": "^7', '"semver": "~7');
  edit(at('CHANGELOG.md'), '\n## ', `\n## ${second}\n\nRun npm run migrate: a project's outcome is now result.\n\n## `);
  edit(at('docs/demo/content/home.ts'), "headline: 'My Portfolio'", "headline: 'Demo, again: My Portfolio'");
  git(upstream, 'add', '--all');
  git(upstream, 'commit', '--quiet', '--message', `Release ${second}`);
  git(upstream, 'tag', `v${second}`);
}

/**
 * An owner's clone of the first release, made theirs: their own site in content/ and public/ (the
 * tests' Swedish other owner's, unformatted, with its own pictures and audio), then `personalise`.
 */
function ownerSite(name: string, personalise: (at: (file: string) => string) => void) {
  const owner = path.join(work, name);
  git(work, 'clone', '--quiet', '--branch', `v${first}`, upstream, owner);
  git(owner, 'switch', '--quiet', '--create', 'main');
  symlinkSync(path.join(root, 'node_modules'), path.join(owner, 'node_modules'));
  writeFileSync(path.join(owner, '.git', 'info', 'exclude'), 'node_modules\n');
  for (const folder of ['content', 'public'])
    cpSync(path.join(root, 'e2e', 'sites', 'other-owner', folder), path.join(owner, folder), { recursive: true });
  personalise((file) => path.join(owner, file));
  git(owner, 'add', '--all');
  git(owner, 'commit', '--quiet', '--message', 'My site');
  return owner;
}

beforeAll(() => {
  git(work, 'clone', '--quiet', '--shared', root, upstream);
  // The first release is this checkout as it is, uncommitted changes and all: the code under test.
  const files = git(root, 'ls-files', '--cached', '--others', '--exclude-standard', '-z').split('\0').filter(Boolean);
  for (const file of files) {
    const [from, to] = [path.join(root, file), path.join(upstream, file)];
    rmSync(to, { force: true });
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    // A tracked link (a tests' site sharing another's pictures) stays a link.
    if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else copyFileSync(from, to);
  }
  // A release holds nothing of an owner's: a checkout that is an owner's site leaves its own out.
  for (const folder of ['content', 'public']) rmSync(path.join(upstream, folder), { recursive: true, force: true });
  // Before it, a release in the layout of 2.0.0, whose demo was in the owner's paths: the next commit moves it out.
  for (const folder of ['content', 'public'])
    renameSync(path.join(upstream, 'docs', 'demo', folder), path.join(upstream, folder));
  edit(path.join(upstream, 'package.json'), `"version": "${first}"`, `"version": "${earlier}"`);
  git(upstream, 'add', '--all');
  git(upstream, 'commit', '--quiet', '--message', 'The demo in the owner’s paths');
  git(upstream, 'tag', '--force', `v${earlier}`);
  for (const folder of ['content', 'public'])
    renameSync(path.join(upstream, folder), path.join(upstream, 'docs', 'demo', folder));
  edit(path.join(upstream, 'package.json'), `"version": "${earlier}"`, `"version": "${first}"`);
  git(upstream, 'add', '--all');
  if (git(upstream, 'status', '--porcelain')) git(upstream, 'commit', '--quiet', '--message', 'This checkout');
  git(upstream, 'tag', '--force', `v${first}`);
  releaseSecond();
});
afterAll(() => process.env.KEEP_UPGRADE_WORK || rmSync(work, { recursive: true, force: true }));

// The upgrade runs the second release's content check and type check, a whole project's.
jest.setTimeout(240_000);

describe('npm run upgrade', () => {
  it('takes every project file to the next release, keeps the owner’s files and edits, and migrates', () => {
    const owner = ownerSite('owner', (at) => {
      edit(at('content/owner.ts'), '\tname: "Elin Strand",', '\tname:    "Sam Owner"   ,');
      edit(
        at('content/projects.ts'),
        '\t\ttitle: "Busskartan",\n',
        '\t\ttitle: "Busskartan",\n\t\toutcome: "Buses found in a second.",\n',
      );
      copyFileSync(at('content/pictures/jag/portratt.jpg'), at('content/pictures/me.jpg'));
      edit(at('content/owner.ts'), 'src: "jag/portratt.jpg"', 'src: "me.jpg"');
      copyFileSync(at('public/musik/vinterljus.m4a'), at('public/my-song.m4a'));
      rmSync(at('public/musik/vinterljus.m4a'));
      edit(at('content/music.ts'), 'file: "/musik/vinterljus.m4a"', 'file: "/my-song.m4a"');
      edit(at('app/globals.css'), '--color-page: light-dark(#f6f3ee,', '--color-page: light-dark(#f4f0ff,');
    });
    const head = git(owner, 'rev-parse', 'HEAD');
    const refs = git(owner, 'for-each-ref');

    const run = upgrade(owner, '--from', upstream, '--no-install');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Upgraded from ${first} to ${second} (v${second} of ${upstream}).`);
    expect(run.stdout).toContain(`${second} outcome-is-result: a project’s outcome → result`);

    // Every project file is the release's, but for the stylesheet, which holds both changes.
    expect(git(owner, 'diff', '--name-only', `v${second}`, '--', '.', ':!content', ':!public').split('\n')).toEqual([
      'app/globals.css',
      '',
    ]);
    const css = readFileSync(path.join(owner, 'app/globals.css'), 'utf8');
    expect(css).toContain('--color-page: light-dark(#f4f0ff,');
    expect(css).toContain('  line-height: 1.65;\n');
    // The owner's files are theirs byte for byte, but where the migration rewrote them.
    expect(git(owner, 'status', '--porcelain', '--', 'content', 'public').split('\n')).toEqual([
      'M  content/projects.ts',
      'M  content/version.json',
      '',
    ]);
    expect(git(owner, 'diff', '--cached', '-U0', '--', 'content/projects.ts')).toContain(
      '-\t\toutcome: "Buses found in a second.",\n+\t\tresult: "Buses found in a second.",',
    );
    expect(existsSync(path.join(owner, 'public/musik/vinterljus.m4a'))).toBe(false);
    // The demo is the project's, taken with the release; the owner's home page stays theirs.
    expect(readFileSync(path.join(owner, 'docs/demo/content/home.ts'), 'utf8')).toContain('Demo, again');
    // Nothing committed, no ref of the owner's moved: a merge of the release waits for their commit.
    expect([git(owner, 'rev-parse', 'HEAD'), git(owner, 'for-each-ref')]).toEqual([head, refs]);
    expect(git(owner, 'rev-parse', 'MERGE_HEAD')).toBe(git(owner, 'rev-parse', `v${second}^{commit}`));
    // What the summary offers to take it back does.
    git(owner, 'merge', '--abort');
    expect([git(owner, 'status', '--porcelain'), git(owner, 'rev-parse', 'HEAD')]).toEqual(['', head]);
  });

  it('moves an owner of the layout before on: the demo leaves their paths and takes none of their edits', () => {
    const owner = path.join(work, 'owner-of-the-demo');
    git(work, 'clone', '--quiet', '--branch', `v${earlier}`, upstream, owner);
    git(owner, 'switch', '--quiet', '--create', 'main');
    symlinkSync(path.join(root, 'node_modules'), path.join(owner, 'node_modules'));
    writeFileSync(path.join(owner, '.git', 'info', 'exclude'), 'node_modules\n');
    // The demo made theirs where it was, as owners did.
    edit(path.join(owner, 'content/owner.ts'), "name: 'Alex Example',", "name: 'Sam Owner',");
    edit(path.join(owner, 'content/home.ts'), "headline: 'My Portfolio',", "headline: 'Sam makes things',");
    rmSync(path.join(owner, 'content/writing'), { recursive: true });
    git(owner, 'commit', '--quiet', '--all', '--message', 'My site');
    const head = git(owner, 'rev-parse', 'HEAD').trim();

    const run = upgrade(owner, '--from', upstream, '--to', `v${first}`, '--no-install');
    expect([run.stderr, run.status]).toEqual(['', 0]);
    expect(run.stdout).toContain(`Upgraded from ${earlier} to ${first} (v${first} of ${upstream}).`);
    // Their content/ and public/ are their commit's, and every project file is the release's: the demo in
    // docs/demo/ as released, none of the owner's edits followed it there.
    expect(git(owner, 'diff', '--name-only', head, '--', 'content', 'public')).toBe('');
    expect(git(owner, 'status', '--porcelain', '--', 'content', 'public')).toBe('');
    expect(git(owner, 'diff', '--name-only', `v${first}`, '--', '.', ':!content', ':!public')).toBe('');
    expect(readFileSync(path.join(owner, 'docs/demo/content/owner.ts'), 'utf8')).toContain("name: 'Alex Example',");
    expect(existsSync(path.join(owner, 'docs/demo/content/writing'))).toBe(true);
  });

  it('takes the latest release of the repository the site was cloned from, and commits it when asked', () => {
    const owner = ownerSite('owner-committing', (at) => edit(at('content/owner.ts'), 'Elin Strand', 'Sam Owner'));
    const head = git(owner, 'rev-parse', 'HEAD').trim();
    const run = upgrade(owner, '--commit', '--no-install');
    expect([run.stderr, run.status]).toEqual(['', 0]);
    expect(git(owner, 'log', '--format=%s', '-1').trim()).toBe(
      `Upgrade the project from ${first} to ${second} (v${second})`,
    );
    expect(git(owner, 'rev-parse', 'HEAD^1', 'HEAD^2').trim().split('\n')).toEqual([
      head,
      git(owner, 'rev-parse', `v${second}^{commit}`).trim(),
    ]);
    expect(git(owner, 'status', '--porcelain')).toBe('');
    const again = upgrade(owner, '--no-install');
    expect([again.stdout.trim(), again.status]).toEqual([
      `Already at v${second} of ${upstream} (${second}): nothing to upgrade.`,
      0,
    ]);
  });

  it('puts everything back when a step of the new release fails, and says which', () => {
    const owner = ownerSite('owner-failing', (at) => {
      edit(at('content/owner.ts'), 'email: "elin@exempel.se"', 'email: "elin at exempel.se"');
    });
    const head = git(owner, 'rev-parse', 'HEAD');
    const run = upgrade(owner, '--from', upstream, '--no-install');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^upgrade: the content check failed:\n/);
    expect(run.stderr).toContain('content/owner.ts: email:');
    expect(git(owner, 'status', '--porcelain')).toBe('');
    expect(git(owner, 'rev-parse', 'HEAD')).toBe(head);
  });

  it('puts everything back when a migration cannot apply, and names the field', () => {
    const owner = ownerSite('owner-unmigratable', (at) => {
      edit(
        at('content/projects.ts'),
        '\t\ttitle: "Busskartan",\n',
        '\t\ttitle: "Busskartan",\n\t\toutcome: "Buses found.",\n\t\tresult: "Buses found in a second.",\n',
      );
    });
    const head = git(owner, 'rev-parse', 'HEAD');
    const run = upgrade(owner, '--from', upstream, '--no-install');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^upgrade: the content migrations failed:\n/);
    expect(run.stderr).toContain(
      'content/projects.ts:7: outcome: the project has a result already: keep one of the two',
    );
    expect(git(owner, 'status', '--porcelain')).toBe('');
    expect(git(owner, 'rev-parse', 'HEAD')).toBe(head);
  });

  it('stops on an owner’s edit of the lines the release changes, names the file and changes nothing', () => {
    const owner = ownerSite('owner-in-conflict', (at) => {
      edit(at('app/globals.css'), '  line-height: 1.6;\n', '  line-height: 1.7;\n');
    });
    const head = git(owner, 'rev-parse', 'HEAD');
    const run = upgrade(owner, '--from', upstream, '--no-install');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`upgrade: your edits and v${second} change the same lines of:\n    app/globals.css\n`);
    expect(git(owner, 'status', '--porcelain')).toBe('');
    expect(git(owner, 'rev-parse', 'HEAD')).toBe(head);
    expect(readFileSync(path.join(owner, 'app/globals.css'), 'utf8')).toContain('  line-height: 1.7;\n');
  });
});
