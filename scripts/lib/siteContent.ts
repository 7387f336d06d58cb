/**
 * The content of the site being built, for the scripts that run before the build: this
 * repository's content/, or SITE_DIR's (lib/content/siteFolder.ts). A static import would always
 * read this repository's, so the site's index is imported by its path.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteFolder } from '../../lib/content/siteFolder';
import { buildDay } from '../../lib/content/day';
import { loadSite, type SiteModel } from '../../lib/site/load';
import { showsDrafts } from '../../lib/writing/shown';

export type SiteModule = typeof import('../../content');

/** How to leave each section out instead of deleting its file. */
const leaveOut: Record<string, string> = {
  music: 'write tracks: [] in it',
  projects: 'write projects = [] in it',
  services: 'write items: [] in it',
};

/**
 * The content check's line for a content file that is not there (an owner deleted
 * content/music.ts to have no music), from the error importing the content gave; undefined
 * for any other error.
 */
export function missingFileLine(error: unknown, contentDir: string): string | undefined {
  const { code, message, requireStack } = (error ?? {}) as { code?: string; message?: string; requireStack?: string[] };
  const wanted = message?.match(/Cannot find module '(\.{1,2}\/[^']+)'/)?.[1];
  const importer = requireStack?.[0];
  if (code !== 'MODULE_NOT_FOUND' || !wanted || !importer) return undefined;
  const from = path.relative(path.dirname(contentDir), importer).split(path.sep).join('/');
  const missing = path.relative(path.dirname(contentDir), path.resolve(path.dirname(importer), wanted));
  const name = path.basename(wanted);
  const hint = leaveOut[name] ? `; to leave ${name} out, ${leaveOut[name]}` : '';
  return `${from}: imports ${wanted}, but ${missing.split(path.sep).join('/')}.ts is not there: put it back${hint}`;
}

export async function loadSiteContent(): Promise<SiteModule> {
  const { content } = siteFolder();
  let loaded: SiteModule & { default?: SiteModule };
  try {
    loaded = (await import(pathToFileURL(path.join(content, 'index.ts')).href)) as typeof loaded;
  } catch (error) {
    const line = missingFileLine(error, content);
    if (!line) throw error;
    console.error(`The content has 1 problem:\n  ${line}`);
    process.exit(1);
  }
  // tsx hands a CommonJS module's exports over as `default` when imported from an ES module.
  return loaded.owner ? loaded : loaded.default!;
}

/**
 * The site being built, read and checked once into its model (lib/site/load.ts), for a build
 * step before `next build`: the content check has passed before it runs, so a problem here
 * stops the step with the check's lines. `today` is the build's day, read once by the step.
 */
export async function readSite({ today = buildDay() }: { today?: string } = {}): Promise<SiteModel> {
  const read = loadSite(await loadSiteContent(), {
    root: siteFolder().root,
    today,
    drafts: showsDrafts(),
    checked: true,
  });
  if (!read.site) {
    console.error(`The content has ${read.problems.length} problem(s):\n  ${read.problems.join('\n  ')}`);
    process.exit(1);
  }
  return read.site;
}
