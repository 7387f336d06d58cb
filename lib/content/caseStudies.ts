/**
 * A project's case study: an optional Markdown file beside the records, `content/projects/<slug>.md`
 * (the project's slug, lib/content/slug.ts), or a folder, `content/projects/<slug>/index.md` with its
 * pictures and audio beside it, shown on the project's own page under its facts. In
 * another of the site's languages it is `content/translations/<code>/projects/<slug>.md`; a
 * language without one shows the first language's. Read at build time only (the content check,
 * the picture build, the pages): the file system is no page's.
 *
 * What it may hold is lib/content/longFormRules.ts's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteContent } from './schema';
import { siteFolder } from './siteFolder';
import { slugOf } from './slug';
import { LONG_FORM_INDEX, longFormFiles, type LongFormFile } from './longFormRules';
import { languageCode, languageFolder } from './locale';

export interface CaseStudy extends LongFormFile {
  /** The project's slug. */
  slug: string;
  /** The language it is written in: undefined for the first language's (content/projects/). */
  lang?: string;
}

/** The folder of a language's case studies, from the site folder: the first language's, or another's. */
const caseStudyFolder = (lang?: string) => languageFolder('projects', lang);

/** The slug a case study's file names: its own name, or its folder's (`<slug>/index.md`). */
const slugOfFile = (file: string) =>
  path.basename(file) === LONG_FORM_INDEX ? path.basename(path.dirname(file)) : path.basename(file, '.md');

/** The other languages' codes, from their locales ("es" of es_ES). */
const otherLanguages = (content: Pick<SiteContent, 'translations'>) =>
  (content.translations ?? []).map((translation) => languageCode(translation.locale));

/** Every case study the site folder holds, in every language: the first language's first. */
export function readCaseStudies(
  content: Pick<SiteContent, 'projects' | 'translations'>,
  root: string = siteFolder().root,
): CaseStudy[] {
  const studies: CaseStudy[] = [];
  for (const lang of [undefined, ...otherLanguages(content)]) {
    const files = longFormFiles(root, caseStudyFolder(lang)).files;
    for (const project of content.projects) {
      const slug = slugOf(project);
      const file = files.find((each) => slugOfFile(each) === slug);
      if (file) studies.push({ slug, lang, file, text: readFileSync(path.join(root, file), 'utf8') });
    }
  }
  return studies;
}

/** The case study a project's page shows in a language: that language's, or else the first language's. */
export const caseStudyIn = (studies: readonly CaseStudy[], slug: string, lang: string | undefined) =>
  studies.find((study) => study.slug === slug && study.lang === lang) ??
  studies.find((study) => study.slug === slug && !study.lang);

/** The first few of a list, and how many more: a line stays a line. */
const shortList = (items: readonly string[], shown = 6) =>
  items.slice(0, shown).join(', ') + (items.length > shown ? `, and ${items.length - shown} more` : '');

/**
 * The content check's line for each Markdown file among the case studies that matches no project
 * (a project renamed or removed), and for each folder there that holds no index.md: either would
 * be shown nowhere, without a word.
 */
export function orphanCaseStudies(
  content: Pick<SiteContent, 'projects' | 'translations'>,
  root: string = siteFolder().root,
): string[] {
  const slugs = content.projects.map(slugOf);
  return [undefined, ...otherLanguages(content)].flatMap((lang) => {
    const { files, problems } = longFormFiles(root, caseStudyFolder(lang));
    return [
      ...problems,
      ...files
        .filter((file) => !slugs.includes(slugOfFile(file)))
        .map(
          (file) =>
            `${file}: matches no project: a case study is named by its project’s slug ` +
            `(${slugs.length ? shortList(slugs) : 'content/projects.ts lists none'})`,
        ),
    ];
  });
}
