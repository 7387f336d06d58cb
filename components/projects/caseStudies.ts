import 'server-only';
import { caseStudyIn } from '@/lib/content/caseStudies';
import { builtSite } from '@/lib/site/built';
import { firstLanguage } from '@/lib/site/pageContent';

/** The projects' case studies in every language, read once at build time (lib/content/caseStudies.ts). */
const studies = builtSite().caseStudies;

/** The slugs of the projects with a case study: each language shows the first language's where it has none. */
export const caseStudySlugs = (): ReadonlySet<string> => new Set(studies.map((study) => study.slug));

/** The case study a project's page shows in a language, if the project has one. */
export const caseStudyOf = (slug: string, lang: string) =>
  caseStudyIn(studies, slug, lang === firstLanguage ? undefined : lang);
