/**
 * No package does this: it follows this repository's own layout.
 * A copy of the repository as an owner leaves it after personalising: every file git tracks
 * or would (as it is in the working tree), with `content/` and `public/` replaced whole by a
 * site folder's. Not one of the demo's files is in the owner's paths: the demo stays where the
 * project keeps it (docs/demo/), which the build reads only while there is no content/.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The folder of public/ the build writes its picture variants into: made again, never an owner's file. */
const BUILT = '_img';

/**
 * Copies the repository at `root` into a new scratch folder with `siteFolder`'s content/ and
 * public/ in place of its own; returns the folder. `modules: 'link'` gives the copy the
 * repository's installed packages as hard links (Turbopack refuses a symbolic link out of the
 * project), or a plain copy where the scratch folder is on another disk; without it the copy
 * has none, for a command that installs its own (`npm ci`).
 */
export function ownerCopy(siteFolder, { root = process.cwd(), modules } = {}) {
  if (!existsSync(path.join(siteFolder, 'content', 'owner.ts')))
    throw new Error(`${siteFolder}: not a site folder (it needs content/owner.ts and public/)`);
  const copy = mkdtempSync(path.join(tmpdir(), 'owner-copy-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !/^(content|public)\//.test(file) && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.join(copy, path.dirname(file)), { recursive: true });
    const source = path.join(root, file);
    // A test site re-uses another's pictures through a link: the copy keeps it a link.
    if (lstatSync(source).isSymbolicLink()) symlinkSync(readlinkSync(source), path.join(copy, file));
    else copyFileSync(source, path.join(copy, file));
  }
  cpSync(path.join(siteFolder, 'content'), path.join(copy, 'content'), { recursive: true });
  const published = path.join(siteFolder, 'public');
  cpSync(published, path.join(copy, 'public'), {
    recursive: true,
    filter: (source) => path.relative(published, source).split(path.sep)[0] !== BUILT,
  });
  if (modules === 'link') linkModules(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  execFileSync('git', ['init', '-q'], { cwd: copy });
  return copy;
}

function linkModules(from, to) {
  try {
    execFileSync('cp', ['-al', from, to]);
  } catch {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  }
}
