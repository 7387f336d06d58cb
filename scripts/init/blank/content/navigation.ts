import type { MenuLink } from '@/lib/content/schema';
import { owner } from './owner';

/** The menu's main links, in order: add Projects, Music, Services or Writing when you add them. */
export const primaryLinks: MenuLink[] = [
  { label: 'About me', href: '/about', kind: 'route' },
  { label: 'Contact', href: '/contact', kind: 'route' },
];

/** The menu's secondary links: the e-mail address if there is one, then every profile in owner.ts. */
export const secondaryLinks: MenuLink[] = [
  { label: 'Get in touch', href: '/contact', kind: 'route' },
  ...(owner.email ? [{ label: owner.email, href: `mailto:${owner.email}`, kind: 'email' } as const] : []),
  ...(owner.profiles ?? []).map(({ name, url }): MenuLink => ({ label: name, href: url, kind: 'profile' })),
];

/** Every route, for the footer's plain links (they work without JavaScript too). */
export const footerLinks: MenuLink[] = [
  { label: 'Home', href: '/', kind: 'route' },
  { label: 'About me', href: '/about', kind: 'route' },
  { label: 'Contact', href: '/contact', kind: 'route' },
];
