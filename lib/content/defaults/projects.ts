import type { Project } from '../schema';

/** No content/projects.ts: no projects, and no Projects page. */
export const projects: Project[] = [];
