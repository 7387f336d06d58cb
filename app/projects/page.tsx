import { projects } from '@/content';
import { pageMetadata } from '../page-metadata';

export const metadata = pageMetadata('/projects');

export default function ProjectsPage() {
  return (
    <div className="container">
      <h1 className="page-title">Projects</h1>
      <ul>
        {projects.map((project) => (
          <li key={project.id}>
            <h2>{project.title}</h2>
            <p>{project.desc}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
