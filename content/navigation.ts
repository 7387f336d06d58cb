import { owner } from './owner';

/** A link in the full-screen menu. */
export interface MenuLink {
  /** Visible text of the link. */
  label: string;
  /** Where it leads: a route, a file, a mailto: or an external URL. */
  href: string;
  /** How the link opens: `route` stays in the site, `file` and `external` open a new tab, `email` opens the mail client. */
  kind: 'route' | 'file' | 'external' | 'email';
}

/** The menu's main links, in order. */
export const primaryLinks: MenuLink[] = [
  { label: 'Projects', href: '/projects', kind: 'route' },
  { label: 'Contact', href: '/contact', kind: 'route' },
  { label: 'About me', href: '/about', kind: 'route' },
];

/** The menu's secondary links, in order. */
export const secondaryLinks: MenuLink[] = [
  { label: 'Get in touch', href: '/contact', kind: 'route' },
  { label: 'Resume', href: owner.resumePath, kind: 'file' },
  { label: owner.email, href: `mailto:${owner.email}`, kind: 'email' },
  { label: 'GitHub', href: owner.codeProfileUrl, kind: 'external' },
  { label: 'LinkedIn', href: owner.networkProfileUrl, kind: 'external' },
];

/** Every route, for the footer's plain links (they work without JavaScript too). */
export const footerLinks: MenuLink[] = [
  { label: 'Home', href: '/', kind: 'route' },
  { label: 'Projects', href: '/projects', kind: 'route' },
  { label: 'Music', href: '/music', kind: 'route' },
  { label: 'Services', href: '/services', kind: 'route' },
  { label: 'About me', href: '/about', kind: 'route' },
  { label: 'Contact', href: '/contact', kind: 'route' },
];

/** Routes that show no site header (SPEC.md §2: the music page hides the header row). */
export const headerHiddenOn: string[] = ['/music'];
