/**
 * A musician with no projects and no services: the tests' site (e2e/sites/demo) with
 * `projects = []` and `items: []`. The site must build and leave both out everywhere;
 * e2e/owner/ checks it without knowing its data.
 */
import { translations as demoTranslations } from '../../demo/content/translations';

export { owner } from '../../demo/content/owner';
export { home } from '../../demo/content/home';
export { about } from '../../demo/content/about';
export { music } from '../../demo/content/music';
export { contact } from '../../demo/content/contact';
export { site, pageMeta } from '../../demo/content/site';
export { wording } from '../../demo/content/wording';
export { projects } from './projects';
export { services } from './services';
export { primaryLinks, secondaryLinks, footerLinks, headerHiddenOn } from './navigation';

/** The demo's translations, without their words for the projects and services this owner does not have. */
export const translations = demoTranslations.map((translation) => ({
  ...translation,
  projects: undefined,
  services: undefined,
}));
