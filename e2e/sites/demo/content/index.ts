/**
 * The tests' own site: the demo's content under another owner's name, so a test can tell the
 * fixture's build from the owner's. The unit tests and the project's Playwright specs assert
 * its exact titles, counts and durations; the owner's content/ is never asserted.
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
