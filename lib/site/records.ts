/**
 * The site's records for the build, one content file each: the engine's list (lib/content/recordFiles.cjs,
 * whose names a test holds this module to). next.config.js points each '@/content/<file>' at the site
 * folder's file (SITE_DIR's, the owner's, or the demo's), or at lib/content/defaults/ for a file the
 * owner left out; a needed file that is not there fails the content check before the build.
 */
import * as navigation from '@/content/navigation';

export { owner } from '@/content/owner';
export { site, pageMeta } from '@/content/site';
export { home } from '@/content/home';
export { about } from '@/content/about';
export { contact } from '@/content/contact';
export { projects } from '@/content/projects';
export { music } from '@/content/music';
export { services } from '@/content/services';
export { wording } from '@/content/wording';
export { translations } from '@/content/translations';

export const { primaryLinks, secondaryLinks, footerLinks } = navigation;
// navigation.ts may leave it out; a named import of an export a file lacks fails the build.
const optional: string = 'headerHiddenOn';
export const headerHiddenOn = (navigation as Record<string, unknown>)[optional] as readonly string[] | undefined;
