import 'server-only';
import * as site from '@/content';
import { caseStudyIn, readCaseStudies } from '@/lib/content/caseStudies';
import { firstLanguage } from '@/components/i18n/content';

/** The projects' case studies in every language, read once at build time (lib/content/caseStudies.ts). */
const studies = readCaseStudies({ projects: site.projects, translations: site.translations });

/** The slugs of the projects with a case study: each language shows the first language's where it has none. */
export const caseStudySlugs = (): ReadonlySet<string> => new Set(studies.map((study) => study.slug));

/** The case study a project's page shows in a language, if the project has one. */
export const caseStudyOf = (slug: string, lang: string) =>
  caseStudyIn(studies, slug, lang === firstLanguage ? undefined : lang);
