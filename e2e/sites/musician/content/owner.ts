import type { Owner } from '@/lib/content/schema';
import { owner as demoOwner } from '../../demo/content/owner';

/** The demo's owner with a CV of their own as a PDF: it wins over the one the build would make from resume.json. */
export const owner: Owner = { ...demoOwner, resumePath: '/press-cv.pdf' };
