/**
 * A musician with no projects and no services, whose music is a catalogue of releases: the tests'
 * site (e2e/sites/demo) with `projects = []`, `items: []` and its tracks as releases (music.ts). The
 * site must build and leave both out everywhere; e2e/owner/ checks it without knowing its data. Its CV has only jobs (resume.json), and its own PDF
 * (owner.ts) wins over the one the build would make.
 */
import type { Translation } from '@/lib/content/schema';
import { translations as demoTranslations } from '../../demo/content/translations';

export { owner } from './owner';
export { home } from '../../demo/content/home';
export { about } from '../../demo/content/about';
export { music } from './music';
export { contact } from '../../demo/content/contact';
export { site, pageMeta } from '../../demo/content/site';
export { wording } from '../../demo/content/wording';
export { projects } from './projects';
export { services } from './services';
export { primaryLinks, secondaryLinks, footerLinks, headerHiddenOn } from './navigation';

/**
 * The demo's translations, without their words for the projects, services and CV this owner does not
 * have, and with the music's words where this catalogue has them: the first release's tracks are
 * the demo's first two.
 */
export const translations: Translation[] = demoTranslations.map((translation) => ({
  ...translation,
  projects: undefined,
  services: undefined,
  resume: undefined,
  music: translation.music && {
    releases: [
      {
        ...(translation.locale === 'es_ES'
          ? { title: 'Líneas nocturnas', description: 'Dos canciones escritas en el **autobús nocturno**.' }
          : {}),
        tracks: translation.music.tracks?.slice(0, 2),
      },
    ],
  },
}));
