import { about, contact, home, music, owner, pageMeta, projects, services, type Picture, type Project, type RoutePath, type Track } from '@/content';
import { slugOf } from '@/content/slug';
import { previewPictures } from '@/content/uses';
import { plainText } from '@/components/text/markdown';
import { previewText } from './previewText';

/**
 * Every page a link can lead to: the six routes, and each project's and each track's own
 * page. One list, so the sitemap, the link-preview images and the pages' heads agree.
 */
export interface SharedPage {
  /** Path from the site root, without the base path: "/", "/projects/retention-curve". */
  path: string;
  /** The `<title>` and the link preview's title. */
  title: string;
  /** The meta and link-preview description: cut to what search results show, at a sentence or a word. */
  description: string;
  /** The preview image's file name in /og/, without ".png". */
  ogName: string;
  /** What the preview image says, large, and under it. */
  heading: string;
  subheading: string;
  /** The picture the preview shows beside the words, if any. */
  picture?: Picture;
}

const routes = Object.keys(pageMeta) as RoutePath[];
const routePreviews = previewPictures({ owner, home, about, projects, music, services, contact });

export const projectPath = (project: Pick<Project, 'title' | 'slug'>) => `/projects/${slugOf(project)}`;
export const trackPath = (track: Pick<Track, 'title' | 'slug'>) => `/music/${slugOf(track)}`;

export function routePage(route: RoutePath): SharedPage {
  const { title, description } = pageMeta[route];
  return {
    path: route,
    title,
    description: previewText(description),
    ogName: route === '/' ? 'home' : route.slice(1),
    heading: route === '/' ? owner.name : title,
    subheading: `${owner.role} and musician`,
    picture: routePreviews[route],
  };
}

export function projectPage(project: Project): SharedPage {
  return {
    path: projectPath(project),
    title: `${project.title} · Projects`,
    description: previewText(plainText(project.desc)),
    ogName: `project-${slugOf(project)}`,
    heading: project.title,
    subheading: `A project by ${owner.name}`,
    picture: project.img[0],
  };
}

export function trackPage(track: Track): SharedPage {
  return {
    path: trackPath(track),
    title: `${track.title} · ${music.artist}`,
    description: previewText(`Listen to “${track.title}” by ${music.artist}, software developer and musician.`),
    ogName: `track-${slugOf(track)}`,
    heading: track.title,
    subheading: `by ${music.artist}`,
    picture: music.cover,
  };
}

export const sharedPages = (): SharedPage[] => [...routes.map(routePage), ...projects.map(projectPage), ...music.tracks.map(trackPage)];
