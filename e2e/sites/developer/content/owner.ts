import type { Owner } from '@/lib/content/schema';
import { owner as demoOwner } from '../../demo/content/owner';

/** The demo's owner as a developer only: a biography that names no music page, and no resume (public/ is empty). */
export const owner: Owner = {
  ...demoOwner,
  role: 'Software Developer',
  bio: [demoOwner.bio[0]!],
  resumePath: undefined,
};
