/**
 * The content of the site being built, for the scripts that run before the build: the owner's
 * content/, the demo's before there is one, or SITE_DIR's (lib/content/siteFolder.ts), read file
 * by file as the engine lists them (lib/content/recordFiles.cjs). A static import would always read
 * one folder, so each file is required by its path.
 */
import path from 'node:path';
import { require as tsxRequire } from 'tsx/cjs/api';
import { readRecordFiles } from '../../lib/content/recordFiles.cjs';
import { siteFolder } from '../../lib/content/siteFolder';
import { buildDay } from '../../lib/content/day';
import { loadSite, type SiteModel, type SiteRecords } from '../../lib/site/load';
import { showsDrafts } from '../../lib/writing/shown';

export type SiteModule = SiteRecords;

/**
 * The content check's line for a content file that another one imports and is not there (an
 * owner deleted content/owner.ts, which navigation.ts reads), from the error importing the content
 * gave; undefined for any other error.
 */
export function missingFileLine(error: unknown, contentDir: string): string | undefined {
  const { code, message, requireStack } = (error ?? {}) as { code?: string; message?: string; requireStack?: string[] };
  const wanted = message?.match(/Cannot find module '(\.{1,2}\/[^']+)'/)?.[1];
  const importer = requireStack?.[0];
  if (code !== 'MODULE_NOT_FOUND' || !wanted || !importer) return undefined;
  const from = path.relative(path.dirname(contentDir), importer).split(path.sep).join('/');
  const missing = path.relative(path.dirname(contentDir), path.resolve(path.dirname(importer), wanted));
  return `${from}: imports ${wanted}, but ${missing.split(path.sep).join('/')}.ts is not there: put it back`;
}

/** The content check's line for a needed record file that is not there. */
export const neededFileLine = (file: string, contentDir: string) =>
  `${path.relative(path.dirname(contentDir), file).split(path.sep).join('/')} is not there: every site has one ` +
  '(npm run init starts content/ from the demo or a blank starter)';

export async function loadSiteContent(): Promise<SiteModule> {
  const { content } = siteFolder();
  let read: ReturnType<typeof readRecordFiles>;
  try {
    read = readRecordFiles(content, (file) => tsxRequire(file, import.meta.url) as Record<string, unknown>);
  } catch (error) {
    const line = missingFileLine(error, content);
    if (!line) throw error;
    console.error(`The content has 1 problem:\n  ${line}`);
    process.exit(1);
  }
  if (read.missing.length) {
    const lines = read.missing.map((file) => neededFileLine(file, content));
    console.error(`The content has ${lines.length} problem${lines.length === 1 ? '' : 's'}:\n  ${lines.join('\n  ')}`);
    process.exit(1);
  }
  return read.records as unknown as SiteModule;
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
