import { about, music, owner, home, projects, services } from './sites/demo/content';
import { slugOf } from '../lib/content/slug';

/** Every route with the heading a visitor sees first. */
export const routes = [
  { path: '/', heading: `${home.headline} ${owner.role}` },
  { path: '/projects', heading: 'Projects' },
  { path: '/contact', heading: 'Contact' },
  { path: '/services', heading: services.heading },
  { path: '/about', heading: about.heading },
  { path: '/music', heading: music.artist },
] as const;

/** Every page a link can lead to, in the first language: the routes, each project's and each track's own page. */
export const allPaths = [
  ...routes.map((route) => route.path),
  ...projects.map((project) => `/projects/${slugOf(project)}`),
  ...music.tracks.map((track) => `/music/${slugOf(track)}`),
];
