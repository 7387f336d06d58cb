/**
 * The tests' own site's records (e2e/sites/demo), for the specs that assert its exact content:
 * its content files, one by one, as the engine reads them (lib/content/recordFiles.cjs).
 */
export { owner } from './sites/demo/content/owner';
export { site, pageMeta } from './sites/demo/content/site';
export { primaryLinks, secondaryLinks, footerLinks, headerHiddenOn } from './sites/demo/content/navigation';
export { home } from './sites/demo/content/home';
export { about } from './sites/demo/content/about';
export { contact } from './sites/demo/content/contact';
export { projects } from './sites/demo/content/projects';
export { music } from './sites/demo/content/music';
export { services } from './sites/demo/content/services';
export { wording } from './sites/demo/content/wording';
export { translations } from './sites/demo/content/translations';
