import type { PageMetas, SiteNames } from '@/lib/content/schema';
import { owner } from './owner';

/** The site's names. Its public URL is set by SITE_URL at build time, and its language is owner.ts's locale. */
export const site: SiteNames = {
  /** Name shown in link previews and appended to page titles. */
  name: owner.name,
  /** Text of the header logo link. */
  logoText: owner.name,
};

/** Title and description of each route: add one for each section you add (e.g. '/projects'). */
export const pageMeta: Partial<PageMetas> = {
  '/': { title: `${owner.name}, ${owner.role}`, description: `The portfolio of ${owner.name}, ${owner.role}.` },
  '/about': { title: 'About me', description: `${owner.name}: who I am and what I do.` },
  '/contact': { title: 'Contact', description: `Send ${owner.name} a message.` },
};
