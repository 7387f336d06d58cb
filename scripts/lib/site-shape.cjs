// @ts-check
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const { readRecordFiles } = require('../../lib/content/recordFiles.cjs');
const { siteRoot } = require('../../lib/content/siteRoot.cjs');

/**
 * The content of the site being built (its record files, lib/content/recordFiles.cjs), read with
 * tsx as the build reads them. A needed file that is not there is the content check's to name.
 * @param {string | undefined} siteDir
 * @returns {any}
 */
function siteContent(siteDir) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  return readRecordFiles(path.join(siteRoot(siteDir), 'content'), (file) => tsxRequire(file, __filename)).records;
}

/**
 * The languages of the site being built, the first first ("en", "es"), from owner.locale, then
 * content/translations.
 * @param {string | undefined} siteDir
 * @returns {string[]}
 */
function siteLanguageCodes(siteDir) {
  /** @type {{ owner: { locale: string }, translations?: { locale: string }[] }} */
  const content = siteContent(siteDir);
  return [content.owner.locale, ...(content.translations ?? []).map((translation) => translation.locale)].map(
    (locale) => locale.split('_')[0] ?? locale,
  );
}

/**
 * The sections the site being built has ("projects", "music", "services"): those whose list is not
 * empty (lib/content/sections.ts).
 * @param {string | undefined} siteDir
 * @returns {string[]}
 */
function siteSections(siteDir) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  /** @type {{ sectionsOf: (content: unknown) => string[] }} */
  const sections = tsxRequire('../../lib/content/sections.ts', __filename);
  /** @type {typeof import('../../lib/site/load')} */
  const { loadSite } = tsxRequire('../../lib/site/load.ts', __filename);
  /** @type {typeof import('../../lib/content/day')} */
  const { buildDay } = tsxRequire('../../lib/content/day.ts', __filename);
  // As the pages read it: the catalogue folder's releases and tracks (content/music/) give the site music too.
  const records = siteContent(siteDir);
  const read = loadSite(records, { root: siteRoot(siteDir), today: buildDay(), checked: true });
  return sections.sectionsOf(read.site?.content ?? records);
}

/**
 * Each language of the site being built and whether the build makes its CV's PDF
 * (lib/resume/pdf.ts): the site folder has content/resume.json, the owner names no PDF of their
 * own (owner.resumePath), and the PDF's fonts have every character of the language's CV.
 * @param {string | undefined} siteDir
 * @returns {{ code: string, made: boolean }[]}
 */
function resumePdfLanguages(siteDir) {
  const file = path.join(siteRoot(siteDir), 'content', 'resume.json');
  if (!existsSync(file)) return [];
  const { require: tsxRequire } = require('tsx/cjs/api');
  /** @type {typeof import('../../lib/resume/check')} */
  const { parseResume } = tsxRequire('../../lib/resume/check.ts', __filename);
  /** @type {typeof import('../../lib/resume/pdf')} */
  const pdf = tsxRequire('../../lib/resume/pdf.ts', __filename);
  /** @type {typeof import('../../lib/content/site')} */
  const { siteUrl } = tsxRequire('../../lib/content/site.ts', __filename);
  // A resume the check refuses makes no PDF: the content check names what is wrong before the build.
  const { resume } = parseResume(readFileSync(file, 'utf8'));
  return resume ? pdf.resumePdfLanguages({ ...siteContent(siteDir), resume }, siteUrl()) : [];
}

/**
 * Whether the site has posts (lib/writing/posts.ts), and so the writing section. Drafts count
 * under `next dev` only, which shows them.
 * @param {string | undefined} siteDir
 * @returns {boolean}
 */
function hasWriting(siteDir) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  /** @type {typeof import('../../lib/writing/posts')} */
  const writing = tsxRequire('../../lib/writing/posts.ts', __filename);
  const { posts } = writing.readPosts(writing.writingLanguages(siteContent(siteDir)), siteRoot(siteDir));
  const shown = writing.publishedPosts(posts, { drafts: process.env.NODE_ENV === 'development' });
  return shown.length > 0;
}

/**
 * The endings of the route files the build takes (next.config.js's pageExtensions): a route file
 * of a section ends in its name (`page.music.tsx`) and is built only when the site has the
 * section (the CV's PDF, `route.resume.ts`, only when the build makes it in the first language, and
 * `route.resumes.lang.ts` when it makes it in another; the writing section's,
 * `page.writing.tsx`, only with posts; a release's playlist, `route.releases.ts`, only with
 * releases); another language's ends in `.lang.tsx` (app/[lang]/), built only on a site with more
 * than one. An export refuses
 * a dynamic route with nothing to build, and a left-out section or language must leave no page
 * behind.
 * @param {string | undefined} siteDir
 * @returns {string[]}
 */
function routeFileEndings(siteDir) {
  const [firstPdf, ...otherPdfs] = resumePdfLanguages(siteDir);
  const routeKinds = [
    ...siteSections(siteDir),
    ...(firstPdf?.made ? ['resume'] : []),
    ...(otherPdfs.some(({ made }) => made) ? ['resumes'] : []),
    ...(hasWriting(siteDir) ? ['writing'] : []),
    ...((siteContent(siteDir).music.releases ?? []).length ? ['releases'] : []),
  ];
  const kinds = ['', ...routeKinds.map((kind) => `${kind}.`)];
  const languages = siteLanguageCodes(siteDir).length > 1 ? ['', 'lang.'] : [''];
  return kinds.flatMap((kind) =>
    languages.flatMap((language) => ['tsx', 'ts'].map((ext) => `${kind}${language}${ext}`)),
  );
}

/**
 * Whether a post or case study of the site plays something (a track or an audio file,
 * lib/content/media.ts): the site's player is then needed even without music of its own.
 * @param {string | undefined} siteDir
 * @returns {boolean}
 */
function textsPlay(siteDir) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  /** @type {typeof import('../../lib/writing/posts')} */
  const writing = tsxRequire('../../lib/writing/posts.ts', __filename);
  /** @type {typeof import('../../lib/content/caseStudies')} */
  const { readCaseStudies } = tsxRequire('../../lib/content/caseStudies.ts', __filename);
  /** @type {typeof import('../../lib/content/longFormRules')} */
  const { longFormAudio } = tsxRequire('../../lib/content/longFormRules.ts', __filename);
  const content = siteContent(siteDir);
  const root = siteRoot(siteDir);
  const texts = [
    ...readCaseStudies(content, root),
    ...writing.readPosts(writing.writingLanguages(content), root).posts,
  ];
  return texts.some((text) => longFormAudio(text).length > 0);
}

/**
 * Modules a site without a section builds in place of that section's code on every page (as
 * module aliases): with nothing to play (no music, no audio in its texts), the root layout's
 * player is components/playback/NoPlayer.tsx.
 * @param {string | undefined} siteDir
 * @returns {Record<string, string>}
 */
function leftOutModules(siteDir) {
  return siteSections(siteDir).includes('music') || textsPlay(siteDir)
    ? {}
    : { '@/components/playback/NowPlayingMount': './components/playback/NoPlayer.tsx' };
}

module.exports = { siteLanguageCodes, siteSections, resumePdfLanguages, hasWriting, routeFileEndings, leftOutModules };
