import { ProjectsView } from '@/components/projects/ProjectsView';
import { pageMetadata } from '../page-metadata';

export const metadata = pageMetadata('/projects');

export default function ProjectsPage() {
  return <ProjectsView />;
}
