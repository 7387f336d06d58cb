/**
 * The site as the pages show it, read and checked once: the owner's records as their schemas
 * read them, the CV, the case studies, the posts the build shows and the day it runs on. The
 * content check, the build steps before `next build`, the pages, feeds and the PDF all read this
 * model (the pages through lib/site/built.ts); what a schema trims or a check decides is what a
 * page shows. It reads files, so it runs at build time only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { orphanCaseStudies, readCaseStudies, type CaseStudy } from '../content/caseStudies';
import { checkRecords, longFormCheck, pageMetaProblems, themeProblems } from '../content/check';
import type { MenuLink, PageMetas, SiteContent, SiteNames } from '../content/schema';
import { parseResume, RESUME_FILE } from '../resume/check';
import { interfaceText, languageOf } from '../i18n/dictionaries';
import { fill } from '../i18n/format';
import {
  EMPTY_SCAN,
  FOLDER_AUDIO,
  folderLine,
  MUSIC_FOLDER,
  SCAN_FILE,
  typedFormatProblems,
  withFolderMusic,
  type FolderScan,
  type StreamJob,
} from '../content/musicFolder';
import { publishedPosts, readPosts, writingLanguages, type Post } from '../writing/posts';

/** What the site folder's content files export, as the owner writes them (lib/content/recordFiles.cjs lists them). */
export interface SiteRecords extends Omit<SiteContent, 'resume'> {
  site: SiteNames;
  pageMeta: Partial<PageMetas>;
  primaryLinks: MenuLink[];
  secondaryLinks: MenuLink[];
  footerLinks: MenuLink[];
  headerHiddenOn?: readonly string[];
}

export interface SiteModel {
  /** The build's day (YYYY-MM-DD, UTC): a release dated after it is not out yet. */
  today: string;
  /** The site folder. */
  root: string;
  /** The records as checked, with the CV (content/resume.json) where there is one. */
  content: SiteContent;
  names: SiteNames;
  pageMeta: PageMetas;
  primaryLinks: MenuLink[];
  secondaryLinks: MenuLink[];
  footerLinks: MenuLink[];
  headerHiddenOn: readonly string[];
  /** Every case study, in every language: the first language's first. */
  caseStudies: CaseStudy[];
  /** The posts the site shows, newest first: a build's published ones, or with the drafts the dev server shows. */
  posts: Post[];
  /** Every post the folder holds, drafts included: what the check's file checks and notes look at. */
  allPosts: Post[];
  /** How each track of the catalogue folder (content/music/) is published: transcoded, or copied as it is. */
  streams: StreamJob[];
}

export interface LoadOptions {
  /** The site folder: the one around content/ and public/. */
  root: string;
  /** The build's day, read once where the build starts (lib/content/day.ts). */
  today: string;
  /** Show the drafts (the dev server): all but those whose text the check refuses. */
  drafts?: boolean;
  /** Whether the contact form's e-mail service is set up; left out, not judged (the check before has). */
  emailService?: boolean;
  /**
   * The content check has passed on this folder before (a build step, the pages): the long texts
   * it checked are not checked again, but for the drafts the dev server would show.
   */
  checked?: boolean;
  /** What the content check read of content/music/; left out, what it kept there (.cache/music-folder.json). */
  folder?: FolderScan;
}

/** The model, or the content check's lines for what keeps the site from being built; notes either way. */
export type SiteRead =
  { site: SiteModel; problems: []; notes: string[] } | { site?: undefined; problems: string[]; notes: string[] };

/** The file a line of the content check names: what stands before its first colon. */
export const fileOfLine = (line: string) => line.slice(0, line.indexOf(':'));

/** Reads the CV, where there is one: the site shows none without content/resume.json. */
function readResumeFile(root: string) {
  const file = path.join(root, RESUME_FILE);
  return existsSync(file) ? parseResume(readFileSync(file, 'utf8')) : { resume: undefined, problems: [] };
}

/** What the content check read of content/music/, or the line saying it has not been read. */
function keptScan(root: string): { scan: FolderScan; problems: string[] } {
  const kept = path.join(root, SCAN_FILE);
  if (existsSync(kept)) return { scan: JSON.parse(readFileSync(kept, 'utf8')) as FolderScan, problems: [] };
  const top = path.join(root, MUSIC_FOLDER);
  const holdsAudio =
    existsSync(top) &&
    readdirSync(top, { recursive: true }).some((name) =>
      (FOLDER_AUDIO as readonly string[]).includes(String(name).toLowerCase().split('.').pop()!),
    );
  const line = `${MUSIC_FOLDER}/: not read yet: run npm run check-content (every build and dev server runs it first)`;
  return { scan: EMPTY_SCAN, problems: holdsAudio ? [line] : [] };
}

/** The site folder's content read into the model, or every problem in it, one line each naming file and field. */
export function loadSite(
  records: SiteRecords,
  { root, today, drafts = false, emailService, checked: checkedBefore = false, folder: scanned }: LoadOptions,
): SiteRead {
  const resumeRead = readResumeFile(root);
  const { site: names, pageMeta, primaryLinks, secondaryLinks, footerLinks, headerHiddenOn = [], ...files } = records;
  // The catalogue folder's releases and tracks come after the typed ones, checked as they are.
  const { scan, problems: scanProblems } = scanned ? { scan: scanned, problems: [] } : keptScan(root);
  const typed = files.music;
  const words = interfaceText(languageOf(files.owner.locale) ?? 'en', files.wording).music;
  const { music, folder: fromFolder } = withFolderMusic(typed, scan, (title) => fill(words.coverOf, { title }));
  const raw: SiteContent = { ...files, music, resume: resumeRead.resume };
  const checked = checkRecords(raw, { today, emailService, resumeRefused: resumeRead.problems.length > 0 });
  const named = { typedReleases: typed.releases?.length ?? 0, typedTracks: typed.tracks.length, music: fromFolder };
  const problems = [
    ...scanProblems,
    ...scan.problems,
    ...fromFolder.problems,
    ...typedFormatProblems(typed),
    ...resumeRead.problems,
    ...checked.problems.map((line) => folderLine(line, named)),
    ...pageMetaProblems(raw, pageMeta),
    ...themeProblems(names.theme),
  ];
  const content = checked.records ?? raw;
  const caseStudies = readCaseStudies(content, root);
  problems.push(...orphanCaseStudies(content, root));
  const writing = readPosts(writingLanguages(content), root);
  problems.push(...writing.problems);
  // What is wrong in a draft is a note: a build leaves the draft out, and so does the dev server until it is mended.
  const published = new Set(publishedPosts(writing.posts).map((post) => post.file));
  const inDraft = (line: string) =>
    writing.posts.some((post) => post.file === fileOfLine(line) && !published.has(post.file));
  const draftLines: string[] = [];
  if (!problems.length) {
    // Checked already, a published text needs no second look; a draft the dev server shows is looked at.
    const texts = checkedBefore
      ? drafts
        ? writing.posts.filter((post) => post.draft)
        : []
      : [...caseStudies, ...writing.posts];
    const lines = longFormCheck(content, texts, {
      picturesDir: path.join(root, 'content', 'pictures'),
      publicDir: path.join(root, 'public'),
      posts: writing.posts,
      today,
    });
    problems.push(...lines.filter((line) => !inDraft(line)));
    draftLines.push(...lines.filter(inDraft));
  }
  const notes = draftLines.map((line) => `${line} (in a draft, which is left out until this is mended)`);
  if (problems.length || !checked.records) return { problems, notes };
  const refused = new Set(draftLines.map(fileOfLine));
  // A translation goes with its original.
  const posts = publishedPosts(
    writing.posts.filter((post) => !refused.has(post.file)),
    { drafts },
  );
  return {
    site: {
      today,
      root,
      content,
      names,
      pageMeta: pageMeta as PageMetas,
      primaryLinks,
      secondaryLinks,
      footerLinks,
      headerHiddenOn,
      caseStudies,
      posts,
      allPosts: writing.posts,
      streams: fromFolder.streams,
    },
    problems: [],
    notes,
  };
}
