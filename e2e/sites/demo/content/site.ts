import type { PageMeta, RoutePath } from '@/lib/content/schema';
import { music } from './music';
import { owner } from './owner';

/** Site-wide settings and the text of each route's head. */
export const site = {
  /**
   * Public URL of the deployed site, including any sub-path, without a trailing slash.
   * Set SITE_URL at build time (e.g. https://you.github.io/portfolio).
   */
  url: (process.env.SITE_URL ?? `http://localhost:3000${process.env.BASE_PATH ?? ''}`).replace(/\/+$/, ''),
  /** Name shown in link previews and appended to page titles. */
  name: `${owner.name} · Developer & Musician`,
  /** Language and territory of the content (owner.ts), for `og:locale`. */
  locale: owner.locale,
  /** Language of the content, for the `lang` attribute: the language part of the locale ("en" of en_US). */
  lang: owner.locale.split('_')[0]!,
  /** Text of the header logo link. */
  logoText: owner.name,
} as const;

/** Title and description of every route. */
export const pageMeta: Record<RoutePath, PageMeta> = {
  '/': {
    title: `${owner.name}, ${owner.role} and musician`,
    description: `Portfolio of ${owner.name}: software developer and musician. Projects, music, services and a way to get in touch.`,
  },
  '/projects': {
    title: 'Projects',
    description: `Selected work by ${owner.name}: subscriber retention analytics, newsletter modules and a live betting-odds integration.`,
  },
  '/contact': {
    title: 'Contact',
    description: `Send ${owner.name} a message about a role, a collaboration or a track. Every message is read.`,
  },
  '/services': {
    title: 'Services',
    description: `What ${owner.name} offers: web development, data-driven modules, music production and sound for products.`,
  },
  '/about': {
    title: 'About me',
    description: `${owner.name}, born in ${owner.birthplace}: software developer and musician. A short biography and pictures.`,
  },
  '/music': {
    title: 'Music',
    description: `Listen to ${music.tracks.length === 1 ? 'a track' : `${music.tracks.length} tracks`} by ${owner.name}, software developer and musician.`,
  },
};
