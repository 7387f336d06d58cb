import { contentOfPage, type LanguageParams } from '@/lib/site/pageContent';
import { ProjectsView } from '@/components/projects/ProjectsView';
import { caseStudySlugs } from '@/components/projects/caseStudies';
import { routeMetadata } from '@/app/page-metadata';

export const generateMetadata = routeMetadata('/projects');

export default async function ProjectsPage({ params }: { params?: LanguageParams }) {
  return <ProjectsView content={await contentOfPage(params)} caseStudySlugs={caseStudySlugs()} />;
}
