import { about, music, owner, home, services } from './sites/demo/content';

/** Every route with the heading a visitor sees first. */
export const routes = [
  { path: '/', heading: `${home.headline} ${owner.role}` },
  { path: '/projects', heading: 'Projects' },
  { path: '/contact', heading: 'Contact' },
  { path: '/services', heading: services.heading },
  { path: '/about', heading: about.heading },
  { path: '/music', heading: music.artist },
] as const;
