/**
 * A developer with no music: the tests' site (e2e/sites/demo) with `tracks: []`.
 * The site must build and leave Music out everywhere (no route, link, sitemap line, feed, player
 * or structured data); tests/e2e/owner/ checks it without knowing its data.
 */
import type { Owner } from '@/lib/content/schema';
import { owner as demoOwner } from '../../demo/content/owner';

/** The demo's owner as a developer only: a biography that names no music page. */
export const owner: Owner = { ...demoOwner, bio: [demoOwner.bio[0]!] };
