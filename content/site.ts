import type { PageMetas, SiteNames } from '@/lib/content/schema';
import { music } from './music';
import { owner } from './owner';

/** The site's names. Its public URL is not set here but by SITE_URL at build time, and its language is owner.ts's locale. */
export const site: SiteNames = {
  /** Name shown in link previews and appended to page titles. */
  name: `${owner.name} · Developer & Musician`,
  /** Text of the header logo link. */
  logoText: owner.name,
};

/** Title and description of every route. */
export const pageMeta: PageMetas = {
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
