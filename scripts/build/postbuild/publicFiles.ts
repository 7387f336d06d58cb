/**
 * Next.js publishes this repository's public/ and no other folder. After a build of another site
 * folder (SITE_DIR's, or the demo's before the owner has a content/), that site's public/ is
 * published in its place: every file that came from the repository's public/ (the owner's audio,
 * resume and picture variants) is taken out of the export, file by file, so a page the site built
 * at the same path (out/music/, out/es/) stays, and the site's own public/ is copied in.
 */
import { cpSync, existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { siteRoot } from '../../../lib/content/siteRoot.cjs';
import type { Step } from './site';

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Removes `dir` and the folders above it up to `root` while they are empty. */
function removeEmptyFolders(dir: string, root: string) {
  for (let folder = dir; folder !== root && folder.startsWith(root); folder = path.dirname(folder)) {
    if (!existsSync(folder) || readdirSync(folder).length) return;
    rmdirSync(folder);
  }
}

/** Replaces, in `out`, the files of `repositoryPublic` by those of `sitePublic`. */
export function publishSitePublic({
  out,
  repositoryPublic,
  sitePublic,
}: {
  out: string;
  repositoryPublic: string;
  sitePublic: string;
}) {
  const repositoryFiles = existsSync(repositoryPublic) ? filesUnder(repositoryPublic) : [];
  for (const file of repositoryFiles) {
    rmSync(path.join(out, file), { force: true });
    removeEmptyFolders(path.dirname(path.join(out, file)), out);
  }
  // A linked file is published as the file it links to: a link would point nowhere on the host.
  if (existsSync(sitePublic)) cpSync(sitePublic, out, { recursive: true, dereference: true });
  return repositoryFiles.length;
}

export const publicFiles: Step = {
  name: 'public files',
  run({ out, siteDir }) {
    const site = siteRoot(siteDir);
    if (site === process.cwd()) return;
    const sitePublic = path.join(site, 'public');
    const removed = publishSitePublic({ out, repositoryPublic: path.resolve('public'), sitePublic });
    console.log(
      `public files: ${path.relative(process.cwd(), sitePublic)}/ in place of public/ (${removed} files taken out)`,
    );
  },
};
