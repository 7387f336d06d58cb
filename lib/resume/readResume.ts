import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteFolder } from '../content/siteFolder';
import { parseResume } from './check';
import type { Resume } from './schema';

/**
 * The owner's CV, read at build time from the site folder's `content/resume.json`; undefined when
 * there is none. The content check has refused a wrong file before the build starts.
 */
export function readResume(contentDir = siteFolder().content): Resume | undefined {
  const file = path.join(contentDir, 'resume.json');
  if (!existsSync(file)) return undefined;
  const { resume, problems } = parseResume(readFileSync(file, 'utf8'));
  if (!resume) throw new Error(problems.join('\n'));
  return resume;
}
