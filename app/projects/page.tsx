import chevronLeft from '@iconify-icons/mdi/chevron-left';
import chevronRight from '@iconify-icons/mdi/chevron-right';
import { projects } from '@/content';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { ProjectViewer } from '@/components/projects/ProjectViewer';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { pageMetadata } from '../page-metadata';

export const metadata = pageMetadata('/projects');

export default function ProjectsPage() {
  const viewed = projects.map(({ id, title, desc, img }) => ({ id, title, desc, pictures: img.map(resolvePicture) }));
  return (
    <div className="container">
      <h1 className="page-title">Projects</h1>
      <ProjectViewer projects={viewed} icons={{ previous: <SvgIcon icon={chevronLeft} />, next: <SvgIcon icon={chevronRight} /> }} />
    </div>
  );
}
