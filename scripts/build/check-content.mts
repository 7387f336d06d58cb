/**
 * Wraps zod (lib/content/check.ts), whose raw errors name no content file an owner could open.
 * Stops the build when the owner's content is wrong: one line per problem, naming the file
 * in content/ and the field. Runs before every build and dev server (see package.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseResume, RESUME_FILE, resumeNotes } from '../../lib/resume/check';
import { pdfNotes, resumePdfLanguages } from '../../lib/resume/pdf';
import { siteUrl } from '../../lib/content/site';
import { checkContent, checkFiles, longFormCheck, pageMetaProblems, themeProblems } from '../../lib/content/check';
import { orphanCaseStudies, readCaseStudies } from '../../lib/content/caseStudies';
import { ignoredKeysNote, publishedPosts, readPosts, writingLanguages } from '../../lib/writing/posts';
import { fileOfLine } from '../../lib/writing/shown';
import { siteFolder } from '../../lib/content/siteFolder';
import { inspectPicture } from './lib/pictures';
import { readAudio } from './lib/read-audio.mjs';
import { loadSiteContent } from '../lib/siteContent';
import { emailServiceSetUp } from './lib/ownerEnv';

const folder = siteFolder();
const { about, contact, home, music, owner, projects, services, wording, translations, pageMeta, site } =
  await loadSiteContent();
const resumeFile = path.join(folder.content, 'resume.json');
// The CV is optional: without content/resume.json the site shows none.
const resumeRead = existsSync(resumeFile) ? parseResume(readFileSync(resumeFile, 'utf8')) : { problems: [] };
const content = {
  owner,
  home,
  about,
  projects,
  music,
  services,
  contact,
  wording,
  translations,
  resume: resumeRead.resume,
};

/** Whether CI says the build runs there: set, and not "false" or "0". */
const isCi = (value: string | undefined) => Boolean(value) && value !== 'false' && value !== '0';

function report(kind: string, lines: string[]) {
  console.error(`The content has ${lines.length} ${kind}${lines.length === 1 ? '' : 's'}:`);
  for (const line of lines) console.error(`  ${line}`);
}

async function main() {
  const problems = [
    ...resumeRead.problems,
    ...checkContent(content, {
      resumeRefused: resumeRead.problems.length > 0,
      // The repository's .env files, as next build and next dev read them (the dev server's set before npm run dev).
      emailService: emailServiceSetUp(process.cwd(), { dev: process.env.npm_lifecycle_event === 'predev' }),
    }),
    ...pageMetaProblems(content, pageMeta),
    ...themeProblems(site.theme),
  ];
  const caseStudies = readCaseStudies(content, folder.root);
  problems.push(...orphanCaseStudies(content, folder.root));
  // Drafts are checked too, and what is wrong in one is a note: a build leaves it out, and so does
  // `npm run dev` until it is mended (lib/writing/shown.ts).
  const writing = readPosts(writingLanguages(content), folder.root);
  problems.push(...writing.problems);
  const published = new Set(publishedPosts(writing.posts).map((post) => post.file));
  const inDraft = (line: string) =>
    writing.posts.some((post) => post.file === fileOfLine(line) && !published.has(post.file));
  const draftLines: string[] = [];
  if (!problems.length) {
    const lines = longFormCheck(content, [...caseStudies, ...writing.posts], {
      picturesDir: folder.pictures,
      publicDir: folder.public,
      posts: writing.posts,
    });
    problems.push(...lines.filter((line) => !inDraft(line)));
    draftLines.push(...lines.filter(inDraft));
  }
  const refusedDrafts = new Set(draftLines.map(fileOfLine));
  const longForms = [...caseStudies, ...writing.posts.filter((post) => !refusedDrafts.has(post.file))];
  // Files are only worth checking once the records that name them are right.
  const files = problems.length
    ? { problems: [], warnings: [] }
    : await checkFiles(content, {
        publicDir: folder.public,
        picturesDir: folder.pictures,
        readAudio,
        inspectPicture,
        // A CI build (CI=true, as GitHub Actions sets it) publishes with no one there to read a warning.
        refuseDemoFiles: isCi(process.env.CI),
        longForms,
      });
  if (files.warnings.length) report('warning', files.warnings);
  // A language whose CV the PDF cannot set is built without its PDF: said, never a failure.
  const notes = problems.length
    ? []
    : [
        ...resumeNotes(content.resume),
        ...pdfNotes(resumePdfLanguages(content, siteUrl()), RESUME_FILE),
        ...ignoredKeysNote(writing.posts),
        ...draftLines.map((line) => `${line} (in a draft, which is left out until this is mended)`),
      ];
  if (notes.length) report('note', notes);
  const all = [...problems, ...files.problems];
  if (all.length) {
    report('problem', all);
    process.exit(1);
  }
  console.log(`content: OK${folder.isOwn ? '' : ` (${path.relative('.', folder.root)})`}`);
}

void main();
