/**
 * Everything the owner personalises, in one place. Edit the files beside this one
 * (and swap the files in `public/`); pages import only from here.
 *
 * The build can be pointed at another site folder (SITE_DIR, see lib/content/siteFolder.ts): its
 * own `content/index.ts`, shaped like this one, then stands in for this file.
 */
export { owner } from './owner';
export { home } from './home';
export { about } from './about';
export { projects } from './projects';
export { music } from './music';
export { services } from './services';
export { contact } from './contact';
export { site, pageMeta } from './site';
export { wording } from './wording';
export { translations } from './translations';
export { primaryLinks, secondaryLinks, footerLinks, headerHiddenOn } from './navigation';
export type * from '@/lib/content/schema';
