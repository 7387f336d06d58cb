import type { Owner } from '@/lib/content/schema';
import { owner as demoOwner } from '../../demo/content/owner';

/** The demo's owner as a developer only: a biography that names no music page. */
export const owner: Owner = { ...demoOwner, bio: [demoOwner.bio[0]!] };
