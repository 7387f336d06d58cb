import type { MenuLink } from '@/lib/content/schema';
import { owner } from './owner';

/** The menu's main links, in order. */
export const primaryLinks: MenuLink[] = [
  { label: 'Projects', href: '/projects', kind: 'route' },
  { label: 'Contact', href: '/contact', kind: 'route' },
  { label: 'About me', href: '/about', kind: 'route' },
  // Shown in a language with posts of its own (content/writing/), left out in any other.
  { label: 'Writing', href: '/writing', kind: 'route' },
];

/**
 * The menu's secondary links, in order: the resume, the e-mail address if there is one, then every profile in
 * owner.ts. The resume is your own PDF (owner.resumePath) or, without one, the PDF the build makes from
 * content/resume.json; with neither, the link is left out.
 */
export const secondaryLinks: MenuLink[] = [
  { label: 'Get in touch', href: '/contact', kind: 'route' },
  { label: 'Resume', href: owner.resumePath ?? '/resume.pdf', kind: 'file' },
  ...(owner.email ? [{ label: owner.email, href: `mailto:${owner.email}`, kind: 'email' } as const] : []),
  ...(owner.profiles ?? []).map(({ name, url }): MenuLink => ({ label: name, href: url, kind: 'profile' })),
];

/** Every route, for the footer's plain links (they work without JavaScript too). */
export const footerLinks: MenuLink[] = [
  { label: 'Home', href: '/', kind: 'route' },
  { label: 'Projects', href: '/projects', kind: 'route' },
  { label: 'Music', href: '/music', kind: 'route' },
  { label: 'Services', href: '/services', kind: 'route' },
  { label: 'About me', href: '/about', kind: 'route' },
  { label: 'Contact', href: '/contact', kind: 'route' },
  { label: 'Writing', href: '/writing', kind: 'route' },
];

/** Routes that show no site header (the music page shows no header row). */
export const headerHiddenOn: string[] = ['/music'];
