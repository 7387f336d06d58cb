import type { PageMetas, SiteNames } from '@/lib/content/schema';
import { music } from './music';
import { owner } from './owner';

/** The site's names. Its public URL is not set here but by SITE_URL at build time, and its language is owner.ts's locale. */
export const site: SiteNames = {
  /** Name shown in link previews and appended to page titles. */
  name: `${owner.name} · Developer & Musician`,
  /** Text of the header logo link. */
  logoText: owner.name,
  /**
   * The accent of each theme (links, focus rings, a button's hover): the site is light or dark as
   * the visitor's system is, or as they choose in the menu. Each must read at 4.5:1 on its page
   * (the light one cream, #f6f3ee; the dark one near-black, #1c1b19): the content check says so
   * if it does not. The dark accent also colours the menu, the player bar and Music.
   */
  theme: {
    light: { accent: '#b8401c' },
    dark: { accent: '#ff9b73' },
  },
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
