import type { Project } from '@/lib/content/schema';

/** No projects: the Projects page is left out. */
export const projects: Project[] = [];
