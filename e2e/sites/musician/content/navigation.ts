import type { MenuLink } from '@/lib/content/schema';
import { owner } from './owner';

// The demo's links, Projects and Services among them: the build leaves out those into sections this site has not.
export { primaryLinks, footerLinks, headerHiddenOn } from '../../demo/content/navigation';

/** The demo's secondary links, with this owner's own resume (owner.ts). */
export const secondaryLinks: MenuLink[] = [
  { label: 'Get in touch', href: '/contact', kind: 'route' },
  { label: 'Resume', href: owner.resumePath ?? '/resume.pdf', kind: 'file' },
  ...(owner.email ? [{ label: owner.email, href: `mailto:${owner.email}`, kind: 'email' } as const] : []),
  ...(owner.profiles ?? []).map(({ name, url }): MenuLink => ({ label: name, href: url, kind: 'profile' })),
];
