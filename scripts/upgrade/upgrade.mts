/**
 * `npm run upgrade`: takes the site to a new release of the project and keeps the owner's own.
 *
 * From a clean working tree: fetches a release (by default the latest semver tag of the repository
 * the site was cloned from; `--from <git url or path>`, `--to <tag>`), merges it with the site's
 * commit by git's three-way merge (so an owner's edit of a project file, a colour in a stylesheet,
 * stays theirs), keeps every owner path (scripts/upgrade/ownerFiles.ts) exactly as it was, then
 * installs the locked dependencies (`--no-install` skips it), runs the new release's content
 * migrations, content check and type check, and prints one summary. On a conflict, or if a step
 * fails, the working tree is put back as it was. The upgrade is left staged as a merge in
 * progress, committed only with `--commit`; no ref of the owner's moves until they commit (git
 * fetch writes only FETCH_HEAD).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import semver from 'semver';
import { isOwnerFile, OWNER_FILES } from './ownerFiles';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    commit: { type: 'boolean', default: false },
    'no-install': { type: 'boolean', default: false },
  },
});

class Stop extends Error {}

// Paths as they are ("public/musik/älven.ogg"), never quoted as octal escapes, so that each is known as the owner's.
const PATHS_AS_THEY_ARE = ['-c', 'core.quotePath=false'];
const git = (...args: string[]) =>
  execFileSync('git', [...PATHS_AS_THEY_ARE, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
/** git, for the commands that answer with an exit code (merge-tree: 1 is a conflict). */
const gitStatus = (...args: string[]) => spawnSync('git', [...PATHS_AS_THEY_ARE, ...args], { encoding: 'utf8' });
const versionAt = (commit: string) =>
  (JSON.parse(git('show', `${commit}:package.json`)) as { version?: string }).version ?? '0.0.0';

/** Runs one step of the new release; its output is kept for the summary, never a stack trace. */
function step(name: string, command: string, args: string[]) {
  // The repository's own content/ is the owner's: the one an upgrade migrates and checks, whatever SITE_DIR says.
  const env = { ...process.env };
  delete env.SITE_DIR;
  const result = spawnSync(command, args, { encoding: 'utf8', env });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0) throw new Stop(`${name} failed:\n${indent(output || String(result.error ?? ''))}`);
  return output;
}
const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

function latestTag(from: string) {
  const tags = git('ls-remote', '--tags', '--refs', from)
    .split('\n')
    .map((line) => line.split('\trefs/tags/')[1])
    .filter((tag): tag is string => Boolean(tag && semver.valid(tag)));
  const latest = tags.sort(semver.rcompare)[0];
  if (!latest) throw new Stop(`${from} has no release tag (v1.2.3): name one with --to`);
  return latest;
}

function defaultSource() {
  const origin = gitStatus('remote', 'get-url', 'origin');
  if (origin.status !== 0) throw new Stop('this repository has no remote "origin": name the project with --from');
  return origin.stdout.trim();
}

/** A tree's files, each as `git ls-tree -r` writes it ("mode type object\tpath"). */
const entriesOf = (tree: string) => git('ls-tree', '-r', '-z', tree).split('\0').filter(Boolean);
const pathOf = (entry: string) => entry.slice(entry.indexOf('\t') + 1);

/**
 * The owner's commit with their own paths as the release they took had them (the merge base), as
 * a commit of its own whose parent is theirs: the side of the owner's that the merge takes. The
 * owner's paths are put back from their commit after the merge, so this loses nothing; what it
 * keeps out is git following a file the release moves out of those paths (2.1.0's demo, content/
 * to docs/demo/content/) and carrying the owner's edits of it into the project's files.
 */
function withOwnersPathsAsReleased(head: string, base: string) {
  const index = path.join(git('rev-parse', '--absolute-git-dir').trim(), 'upgrade-index');
  const env = { ...process.env, GIT_INDEX_FILE: index };
  try {
    rmSync(index, { force: true });
    const entries = [
      ...entriesOf(head).filter((entry) => !isOwnerFile(pathOf(entry))),
      ...entriesOf(base).filter((entry) => isOwnerFile(pathOf(entry))),
    ];
    execFileSync('git', ['update-index', '-z', '--index-info'], { input: entries.join('\0') + '\0', env });
    const tree = execFileSync('git', ['write-tree'], { encoding: 'utf8', env }).trim();
    return git('commit-tree', tree, '-p', head, '-m', "The owner's commit, their own paths as released").trim();
  } finally {
    rmSync(index, { force: true });
  }
}

/** Puts the working tree and index back at the commit they were clean at. */
function restore(head: string) {
  git('reset', '--quiet', '--hard', head);
  git('clean', '--quiet', '-d', '--force');
}

function main() {
  if (git('status', '--porcelain').trim())
    throw new Stop('the working tree has changes: commit or stash them first, so that nothing of yours is mixed in');
  const head = git('rev-parse', 'HEAD').trim();
  const from = values.from ?? defaultSource();
  const tag = values.to ?? latestTag(from);
  const fetched = gitStatus('fetch', '--quiet', '--no-tags', from, `refs/tags/${tag}`);
  if (fetched.status !== 0) throw new Stop(`cannot fetch ${tag} from ${from}: ${fetched.stderr.trim()}`);
  const target = git('rev-parse', 'FETCH_HEAD^{commit}').trim();
  const before = versionAt(head);
  const after = versionAt(target);
  if (gitStatus('merge-base', '--is-ancestor', target, head).status === 0) {
    console.log(`Already at ${tag} of ${from} (${before}): nothing to upgrade.`);
    return;
  }
  if (gitStatus('merge-base', head, target).status !== 0)
    throw new Stop(`this repository shares no history with ${from}: clone the project and copy your content in`);

  // git's own three-way merge, written as a tree only: the working tree is untouched until it is clean.
  const base = git('merge-base', head, target).trim();
  const ours = withOwnersPathsAsReleased(head, base);
  const merged = gitStatus('merge-tree', '--write-tree', '--name-only', '--no-messages', ours, target);
  if (merged.status !== 0 && merged.status !== 1) throw new Stop(`git merge-tree failed: ${merged.stderr.trim()}`);
  const [tree, ...conflicted] = merged.stdout.trim().split('\n');
  const conflicts = [...new Set(conflicted.filter((file) => file && !isOwnerFile(file)))];
  if (conflicts.length)
    throw new Stop(
      `your edits and ${tag} change the same lines of:\n${indent(conflicts.join('\n'))}\n` +
        '  nothing was changed: take your edit out of those files (git diff shows it), upgrade, and make it again',
    );

  const changed = git('diff', '--name-only', '--no-renames', head, tree!).split('\n').filter(Boolean);
  // The owner's paths differ from their commit's wherever they edited them since the release they took.
  const ownChanged = changed.filter(isOwnerFile);
  // What the release changed in the owner's paths, and the owner keeps their own of.
  const notTaken = git('diff', '--name-only', '--no-renames', base, target).split('\n').filter(Boolean);
  const taken = changed.filter((file) => !isOwnerFile(file));
  const installs = !values['no-install'] && taken.includes('package-lock.json');
  try {
    git('read-tree', '--reset', '-u', tree!);
    // The owner's paths stay as they were at their commit, whatever the release holds there.
    const ownersBefore = new Set(git('ls-tree', '-r', '--name-only', head).split('\n').filter(isOwnerFile));
    const [theirs, notTheirs] = [
      ownChanged.filter((file) => ownersBefore.has(file)),
      ownChanged.filter((file) => !ownersBefore.has(file)),
    ];
    for (let start = 0; start < theirs.length; start += 200)
      git('checkout', head, '--', ...theirs.slice(start, start + 200));
    for (const file of notTheirs) {
      git('rm', '--quiet', '--cached', '--', file);
      rmSync(file, { force: true });
    }
    if (installs) step('npm ci', 'npm', ['ci', '--no-audit', '--no-fund']);
    const migrated = step('the content migrations', process.execPath, [tsx(), 'scripts/upgrade/migrate.mts']);
    step('the content check', 'npm', ['run', '--silent', 'check-content']);
    step('the type check', 'npm', ['run', '--silent', 'typecheck']);
    // A merge in progress, as `git merge --no-commit` leaves one: the owner's commit of it has the release
    // as its second parent, so that the next upgrade's three-way merge starts from this release.
    git('add', '--all');
    const gitDir = git('rev-parse', '--git-dir').trim();
    writeFileSync(path.join(gitDir, 'MERGE_HEAD'), `${target}\n`);
    writeFileSync(path.join(gitDir, 'MERGE_MSG'), `Upgrade the project from ${before} to ${after} (${tag})\n`);
    if (values.commit) git('commit', '--quiet', '--no-edit');
    summary({ before, after, tag, from, taken, kept: notTaken.filter(isOwnerFile), migrated, installed: installs });
  } catch (error) {
    restore(head);
    // The dependencies back as the site's own lock file has them (node_modules is outside git).
    if (installs) spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'ignore' });
    throw error;
  }
}

const tsx = () => path.join('node_modules', 'tsx', 'dist', 'cli.mjs');

function summary(run: {
  before: string;
  after: string;
  tag: string;
  from: string;
  taken: string[];
  kept: string[];
  migrated: string;
  installed: boolean;
}) {
  const ownerPaths = OWNER_FILES.map((each) => each.path).join(', ');
  console.log(`Upgraded from ${run.before} to ${run.after} (${run.tag} of ${run.from}).`);
  console.log(`  files taken from the release (${run.taken.length}):`);
  console.log(indent(run.taken.join('\n') || 'none'));
  console.log(`  yours (${ownerPaths}): kept as they were; the release's own copies, not taken (${run.kept.length}):`);
  console.log(indent(run.kept.join('\n') || 'none'));
  console.log(`  dependencies: ${run.installed ? 'installed from the new lock file' : 'unchanged or not installed'}`);
  console.log(`  content migrations:\n${indent(run.migrated)}`);
  console.log('  content check and type check: passed');
  const changelog = readFileSync('CHANGELOG.md', 'utf8').includes(`## ${run.after}`)
    ? `what ${run.after} asks of you is in CHANGELOG.md`
    : '';
  if (changelog) console.log(`  ${changelog}`);
  console.log(
    values.commit
      ? '  committed.'
      : '  not committed: git status and git diff --cached show it; git commit when you have looked ' +
          '(git merge --abort takes it back).',
  );
}

try {
  main();
} catch (error) {
  if (!(error instanceof Stop)) throw error;
  console.error(`upgrade: ${error.message}`);
  process.exit(1);
}
