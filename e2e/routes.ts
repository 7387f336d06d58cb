import { about, music, owner, home, projects, services } from './testSite';
import path from 'node:path';
import { slugOf } from '../lib/content/slug';
import { publishedPosts, readPosts } from '../lib/writing/posts';

/** Every route with the heading a visitor sees first. */
export const routes = [
  { path: '/', heading: `${home.headline} ${owner.role}` },
  { path: '/projects', heading: 'Projects' },
  { path: '/contact', heading: 'Contact' },
  { path: '/services', heading: services.heading },
  { path: '/about', heading: about.heading },
  { path: '/music', heading: music.artist },
] as const;

/** The tests' site's published posts in every language (e2e/sites/demo/content/writing/, translations/…/writing/). */
export const posts = publishedPosts(readPosts([undefined, 'es', 'de'], path.join(__dirname, 'sites/demo')).posts);

/** The writing section's pages in the first language: its list and each post's own. */
export const writingPaths = ['/writing', ...posts.filter((post) => !post.lang).map((post) => `/writing/${post.slug}`)];

/** Every page a link can lead to, in the first language: the routes, each project's, track's and post's own page. */
export const allPaths = [
  ...routes.map((route) => route.path),
  ...projects.map((project) => `/projects/${slugOf(project)}`),
  ...music.tracks.map((track) => `/music/${slugOf(track)}`),
  ...writingPaths,
];

/**
 * The languages a page is written in: every one, but a post only in those it is translated into
 * (another language shows the first language's, naming it as the original).
 */
export function languagesOf(pagePath: string, languages: readonly string[]): string[] {
  const slug = /^\/writing\/(.+)$/.exec(pagePath)?.[1];
  if (!slug) return [...languages];
  return languages.filter((code, i) => !i || posts.some((post) => post.slug === slug && post.lang === code));
}
