import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseResume } from '../../lib/resume/check';
import { cvOf, resumePdfLanguages } from '../../lib/resume/pdf';
import { siteUrl } from '../../lib/content/site';
import { readRecordFiles } from '../../lib/content/recordFiles.cjs';
import { siteFolder } from '../../lib/content/siteFolder';
import { slugOf } from '../../lib/content/slug';
import { hasSection, routesOf, sectionRoute, SECTIONS } from '../../lib/content/sections';
import { catalogueOf } from '../../lib/content/catalogue';
import { buildDay } from '../../lib/content/day';
import { loadSite, type SiteRecords } from '../../lib/site/load';
import { postsIn, publishedPosts, readPosts, writingLanguages } from '../../lib/writing/posts';

/**
 * The content of the site these checks run on: the owner's content/ (or the demo's, or SITE_DIR's), read as
 * the build read it. Nothing here names the owner's data: every expectation is derived from it.
 */
// A static import would always be one folder's content; SITE_DIR may name another, so each file is read by its path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const records = readRecordFiles(siteFolder().content, (file) => require(file)).records as unknown as SiteRecords;
// The music as the build read it: the typed records and the catalogue folder's (content/music/).
const model = loadSite(records, { root: siteFolder().root, today: buildDay(), checked: true }).site;
/** How the build published each track of the catalogue folder (content/music/): its streaming files, its downloads. */
export const streams = model?.streams ?? [];
export const content = { ...records, music: model?.content.music ?? records.music };

const { projects, music } = content;

const resumeFile = path.join(siteFolder().content, 'resume.json');
/** The owner's CV (content/resume.json), if there is one. */
export const resume = existsSync(resumeFile) ? parseResume(readFileSync(resumeFile, 'utf8')).resume : undefined;
/** Each language and whether the build made its CV's PDF (a resume, no PDF of the owner's own, fonts for it). */
export const resumePdfs = resumePdfLanguages({ ...content, resume }, siteUrl());
/** Whether the build made the first language's PDF. */
export const madeResumePdf = resumePdfs[0]?.made ?? false;
/** The CV in the first language, as the About page and the PDF draw it. */
export const cv =
  resume && cvOf({ owner: content.owner, about: content.about, resume, wording: content.wording, siteUrl: siteUrl() });

/** The owner's published posts in every language (content/writing/, content/translations/<code>/writing/). */
export const posts = publishedPosts(readPosts(writingLanguages(content), siteFolder().root).posts);
/** The posts the first language shows, newest first. */
export const firstLanguagePosts = postsIn(posts, undefined);

/** The site's routes: the demo's shape, less those of the sections the owner leaves out (/writing with posts). */
export const routes: string[] = routesOf({ ...content, posts: firstLanguagePosts });
/** The routes of the sections the owner leaves out (Music with `tracks: []`). */
export const leftOutRoutes = SECTIONS.filter((section) => !hasSection(content, section)).map(
  (section) => sectionRoute[section],
);
/** Every page a link can lead to: the routes, each project's and each track's own page. */
export const projectPages = projects.map((project) => ({ path: `/projects/${slugOf(project)}`, project }));
/** The music as the build drew it (today's): its releases, newest first, and every track. */
export const catalogue = catalogueOf(music, buildDay());
/** The tracks the Music page plays, in its order: its listed releases' (newest first), then the loose ones. */
export const musicPageTracks = catalogue.tracks.filter((entry) => entry.hasPage).map((entry) => entry.track);
/** Each track's own page; a single's track has its release's (catalogue.ts, pageIsRelease). */
export const trackPages = catalogue.tracks
  .filter((entry) => entry.hasPage && !entry.pageIsRelease)
  .map(({ track, slug }) => ({ path: `/music/${slug}`, track }));
/** Every release's page, an unlisted one's too. */
export const releasePages = catalogue.releases.map((entry) => ({ path: `/music/${entry.slug}`, entry }));
export const postPages = firstLanguagePosts.map((post) => ({ path: `/writing/${post.slug}`, post }));
export const allPages = [
  ...routes,
  ...projectPages.map((page) => page.path),
  ...trackPages.map((page) => page.path),
  ...releasePages.map((page) => page.path),
  ...postPages.map((page) => page.path),
];
