/**
 * A project's case study: an optional Markdown file beside the records, `content/projects/<slug>.md`
 * (the project's slug, lib/content/slug.ts), shown on the project's own page under its facts. In
 * another of the site's languages it is `content/translations/<code>/projects/<slug>.md`; a
 * language without one shows the first language's. Read at build time only (the content check,
 * the picture build, the pages): the file system is no page's.
 *
 * What it may hold is lib/content/longForm.ts's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteContent } from './schema';
import { siteFolder } from './siteFolder';
import { slugOf } from './slug';
import type { LongFormFile } from './longForm';

export interface CaseStudy extends LongFormFile {
  /** The project's slug. */
  slug: string;
  /** The language it is written in: undefined for the first language's (content/projects/). */
  lang?: string;
}

/** Where a project's case study is, from the site folder: in the first language, or in another's. */
export const caseStudyFile = (slug: string, lang?: string) =>
  lang ? `content/translations/${lang}/projects/${slug}.md` : `content/projects/${slug}.md`;

/** The other languages' codes, from their locales ("es" of es_ES). */
const otherLanguages = (content: Pick<SiteContent, 'translations'>) =>
  (content.translations ?? []).map((translation) => translation.locale.split('_')[0]!);

/** Every case study the site folder holds, in every language: the first language's first. */
export function readCaseStudies(
  content: Pick<SiteContent, 'projects' | 'translations'>,
  root: string = siteFolder().root,
): CaseStudy[] {
  const studies: CaseStudy[] = [];
  for (const lang of [undefined, ...otherLanguages(content)])
    for (const project of content.projects) {
      const slug = slugOf(project);
      const file = caseStudyFile(slug, lang);
      const onDisk = path.join(root, file);
      if (existsSync(onDisk)) studies.push({ slug, lang, file, text: readFileSync(onDisk, 'utf8') });
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
 * (a project renamed or removed): it would be shown nowhere, without a word.
 */
export function orphanCaseStudies(
  content: Pick<SiteContent, 'projects' | 'translations'>,
  root: string = siteFolder().root,
): string[] {
  const slugs = content.projects.map(slugOf);
  return [undefined, ...otherLanguages(content)].flatMap((lang) => {
    const folder = path.dirname(path.join(root, caseStudyFile('x', lang)));
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => name.endsWith('.md') && !slugs.includes(name.slice(0, -'.md'.length)))
      .map(
        (name) =>
          `${caseStudyFile(name.slice(0, -'.md'.length), lang)}: matches no project: a case study is named ` +
          `by its project’s slug (${slugs.length ? shortList(slugs) : 'content/projects.ts lists none'})`,
      );
  });
}
