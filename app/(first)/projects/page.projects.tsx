import { contentOfPage, type LanguageParams } from '@/components/i18n/content';
import { ProjectsView } from '@/components/projects/ProjectsView';
import { caseStudySlugs } from '@/components/projects/caseStudies';
import { routeMetadata } from '@/app/page-metadata';

export const generateMetadata = routeMetadata('/projects');

export default async function ProjectsPage({ params }: { params?: LanguageParams }) {
  return <ProjectsView content={await contentOfPage(params)} caseStudySlugs={caseStudySlugs()} />;
}
