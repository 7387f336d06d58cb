/**
 * The site being built, for the pages, routes and feeds: the site folder's content (./records.ts,
 * each file the site folder's through next.config.js) read and checked once per build process, on the day the
 * build reads once here. The content check (npm run check-content) has stopped a build whose
 * content is wrong before it starts: a problem here means the check was skipped.
 */
import 'server-only';
import * as records from './records';
import { buildDay } from '@/lib/content/day';
import { siteFolder } from '@/lib/content/siteFolder';
import { showsDrafts } from '@/lib/writing/shown';
import { loadSite, type SiteModel } from './load';

let model: SiteModel | undefined;

export function builtSite(): SiteModel {
  if (model) return model;
  const read = loadSite(records, { root: siteFolder().root, today: buildDay(), drafts: showsDrafts(), checked: true });
  if (!read.site)
    throw new Error(`The content has problems (npm run check-content names them):\n  ${read.problems.join('\n  ')}`);
  model = read.site;
  return model;
}
