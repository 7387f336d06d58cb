/**
 * Wraps zod (lib/content/check.ts), whose raw errors name no content file an owner could open.
 * Stops the build when the owner's content is wrong: one line per problem, naming the file
 * in content/ and the field. Runs before every build and dev server (see package.json).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { resumeNotes } from '../../lib/resume/check';
import { pdfNotes, resumePdfLanguages } from '../../lib/resume/pdf';
import { RESUME_FILE } from '../../lib/resume/check';
import { siteUrl } from '../../lib/content/site';
import { checkFiles } from '../../lib/content/check';
import { buildDay, buildDayProblems } from '../../lib/content/day';
import { ignoredKeysNote } from '../../lib/writing/posts';
import { showsDrafts } from '../../lib/writing/shown';
import { fileOfLine, loadSite } from '../../lib/site/load';
import { siteFolder } from '../../lib/content/siteFolder';
import { inspectPicture } from './lib/pictures';
import { readAudio } from './lib/read-audio.mjs';
import { loadSiteContent } from '../lib/siteContent';
import { emailServiceSetUp } from './lib/ownerEnv';
import { scanAndKeep } from './lib/scanMusic.mjs';
import { unmigratedLines } from '../../lib/content/migrations';

const folder = siteFolder();
const today = buildDay();

/** Whether CI says the build runs there: set, and not "false" or "0". */
const isCi = (value: string | undefined) => Boolean(value) && value !== 'false' && value !== '0';

function report(kind: string, lines: string[]) {
  console.error(`The content has ${lines.length} ${kind}${lines.length === 1 ? '' : 's'}:`);
  for (const line of lines) console.error(`  ${line}`);
}

/** Content in an older shape than the code's: the lines naming each field and its migration, or none. */
function shapeProblems() {
  try {
    return unmigratedLines(folder.root);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/** An earlier version's list of the content files (content/index.ts): perhaps edited by the owner, read by no code. */
function earlierIndex() {
  return existsSync(path.join(folder.content, 'index.ts'))
    ? ['content/index.ts: not read since 2.1.0: each content file is read by its own name; delete this one']
    : [];
}

async function main() {
  // The records are only worth checking in the shape the code reads.
  const unmigrated = shapeProblems();
  if (unmigrated.length) {
    report('problem', unmigrated);
    process.exit(1);
  }
  const read = loadSite(await loadSiteContent(), {
    root: folder.root,
    today,
    drafts: showsDrafts(),
    // The catalogue folder's files, read here once; the steps after read what this keeps.
    folder: await scanAndKeep(folder.root),
    // The repository's .env files, as next build and next dev read them (the dev server's set before npm run dev).
    emailService: emailServiceSetUp(process.cwd(), { dev: process.env.npm_lifecycle_event === 'predev' }),
  });
  const { site, problems } = read;
  // Files are only worth checking once the records that name them are right; a draft the check refuses is
  // left out of them, as it is of the build.
  const refused = new Set(read.notes.map(fileOfLine));
  const files = site
    ? await checkFiles(site.content, {
        publicDir: folder.public,
        picturesDir: folder.pictures,
        readAudio,
        inspectPicture,
        // A CI build (CI=true, as GitHub Actions sets it) publishes with no one there to read a warning.
        refuseDemoFiles: isCi(process.env.CI),
        longForms: [...site.caseStudies, ...site.allPosts.filter((post) => !refused.has(post.file))],
        today,
      })
    : { problems: [], warnings: [] };
  const warnings = [...earlierIndex(), ...files.warnings];
  if (warnings.length) report('warning', warnings);
  // A language whose CV the PDF cannot set is built without its PDF: said, never a failure.
  const notes = site
    ? [
        ...resumeNotes(site.content.resume),
        ...pdfNotes(resumePdfLanguages(site.content, siteUrl()), RESUME_FILE),
        ...ignoredKeysNote(site.allPosts),
        ...read.notes,
      ]
    : [];
  if (notes.length) report('note', notes);
  const all = [...buildDayProblems(), ...problems, ...files.problems];
  if (all.length) {
    report('problem', all);
    process.exit(1);
  }
  console.log(`content: OK${folder.isOwn ? '' : ` (${path.relative('.', folder.root)})`}`);
}

void main();
