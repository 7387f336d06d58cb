/**
 * A developer with no music: the tests' site (e2e/sites/demo) with `tracks: []`.
 * The site must build and leave Music out everywhere (no route, link, sitemap line, feed, player
 * or structured data); tests/e2e/owner/ checks it without knowing its data.
 */
import { translations as demoTranslations } from '../../demo/content/translations';

export { home } from '../../demo/content/home';
export { about } from '../../demo/content/about';
export { projects } from '../../demo/content/projects';
export { services } from '../../demo/content/services';
export { contact } from '../../demo/content/contact';
export { site, pageMeta } from '../../demo/content/site';
export { wording } from '../../demo/content/wording';
export { owner } from './owner';
export { music } from './music';
export { primaryLinks, secondaryLinks, footerLinks, headerHiddenOn } from './navigation';

/** The demo's translations, without their words for the tracks, the biography and the CV this owner does not have. */
export const translations = demoTranslations.map((translation) => ({
  ...translation,
  music: undefined,
  owner: undefined,
  resume: undefined,
}));
