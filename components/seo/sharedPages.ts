import type { Picture, Project, RoutePath, Track } from '@/lib/content/schema';
import { slugOf } from '@/lib/content/slug';
import { hasMusic, type CatalogueRelease } from '@/lib/content/catalogue';
import { releaseKindName } from '@/components/music/releaseKind';
import { previewPictures } from '@/lib/content/uses';
import { musicSection, pageMetaOf, routesOf } from '@/lib/content/sections';
import { firstLanguage, type PageContent } from '@/lib/site/pageContent';
import { fill } from '@/lib/i18n/format';
import { plainText } from '@/components/text/markdown';
import { previewText } from './previewText';
import { postPath } from '@/lib/writing/paths';
import type { Post } from '@/lib/writing/posts';

/**
 * Every page a link can lead to, in one language: the routes (of the sections the owner has), and
 * each project's and each track's own page. One list, so the sitemap, the link-preview images and
 * the pages' heads agree.
 */
export interface SharedPage {
  /** Path from the site root in the page's language, without the base path: "/", "/es/projects/retention-curve". */
  path: string;
  /** The same page's path in the first language: what every language's version of it shares. */
  pagePath: string;
  /** The `<title>` and the link preview's title. */
  title: string;
  /** The meta and link-preview description: cut to what search results show, at a sentence or a word. */
  description: string;
  /** The preview image's file name, without ".png": in /og/, or /es/og/ for a page in another language. */
  ogName: string;
  /** The preview image's path from the site root. */
  ogImage: string;
  /** What the preview image says, large, and under it. */
  heading: string;
  subheading: string;
  /** The picture the preview shows beside the words, if any. */
  picture?: Picture;
  /** The owner's portrait: what the preview shows when it can draw none of the words and the page has no picture. */
  portrait: Picture;
  /** The site's name in the page's language, on the preview image and in its alt text. */
  siteName: string;
  /**
   * Where the page is a copy of another's (a post not translated into the page's language shows
   * the first language's): that page's path, which the copy names as canonical; the sitemap and
   * the language links leave the copy out.
   */
  originalPath?: string;
  /** A page only those given its link should find (an unlisted release's): out of the sitemap, and `noindex`. */
  unlisted?: boolean;
}

export const projectPath = (project: Pick<Project, 'title' | 'slug'>) => `/projects/${slugOf(project)}`;
export const trackPath = (track: Pick<Track, 'title' | 'slug'>) => `/music/${slugOf(track)}`;

/** What every page of a language shares: where it is, in that language, and its preview's address. */
const located = (content: PageContent, pagePath: string, ogName: string) => ({
  path: content.local(pagePath),
  pagePath,
  ogName,
  ogImage: content.local(`/og/${ogName}.png`),
  siteName: content.site.name,
  portrait: content.owner.portrait,
});

/**
 * A route's title and description: the owner's (content/site.ts), or for the writing section, which
 * an owner adds by writing a post, the site's own words where they give none.
 */
function routeMeta(route: RoutePath, { pageMeta, ui, owner }: PageContent) {
  if (route === '/writing' && !pageMeta[route])
    return { title: ui.writing.title, description: fill(ui.writing.description, { name: owner.name }) };
  return pageMetaOf(pageMeta, route);
}

export function routePage(route: RoutePath, content: PageContent): SharedPage {
  const { owner, ui } = content;
  const { title, description } = routeMeta(route, content);
  return {
    ...located(content, route, route === '/' ? 'home' : route.slice(1)),
    title,
    description: previewText(description),
    heading: route === '/' ? owner.name : title,
    subheading: fill(ui.preview.ownerLine, { role: owner.role }),
    picture: previewPictures(content)[route],
  };
}

export function projectPage(project: Project, content: PageContent): SharedPage {
  const { owner, pageMeta, ui } = content;
  return {
    ...located(content, projectPath(project), `project-${slugOf(project)}`),
    title: `${project.title} · ${pageMetaOf(pageMeta, '/projects').title}`,
    description: previewText(plainText(project.desc)),
    heading: project.title,
    subheading: fill(ui.preview.projectBy, { name: owner.name }),
    picture: project.img[0],
  };
}

export function trackPage(track: Track, content: PageContent): SharedPage {
  const { ui } = content;
  const music = musicSection(content.music);
  return {
    ...located(content, trackPath(track), `track-${slugOf(track)}`),
    title: `${track.title} · ${music.artist}`,
    description: previewText(fill(ui.preview.trackDescription, { title: track.title, artist: music.artist })),
    heading: track.title,
    subheading: fill(ui.preview.trackBy, { artist: music.artist }),
    // A release's track shows the release's cover.
    picture:
      content.catalogue.tracks.find((entry) => entry.slug === slugOf(track))?.release?.release.cover ?? music.cover,
  };
}

/** A release's page: its title and the artist, described by the owner's words or by its kind. */
export function releasePage({ release, slug, listed }: CatalogueRelease, content: PageContent): SharedPage {
  const { ui } = content;
  const music = musicSection(content.music);
  const kind = releaseKindName(release.kind, ui.music);
  return {
    ...located(content, `/music/${slug}`, `release-${slug}`),
    ...(listed ? {} : { unlisted: true }),
    title: `${release.title} · ${music.artist}`,
    description: previewText(
      release.description
        ? plainText(release.description)
        : fill(ui.music.releaseDescription, { title: release.title, kind, artist: music.artist }),
    ),
    heading: release.title,
    subheading: `${kind} ${fill(ui.preview.trackBy, { artist: music.artist })}`,
    picture: release.cover,
  };
}

export function postPage(post: Post, content: PageContent): SharedPage {
  const { owner, ui, lang } = content;
  const untranslated = (post.lang ?? firstLanguage) !== lang;
  return {
    ...located(content, postPath(post), `post-${post.slug}`),
    ...(untranslated ? { originalPath: postPath(post) } : {}),
    title: post.title,
    description: previewText(post.summary),
    heading: post.title,
    subheading: fill(ui.writing.postBy, { name: owner.name }),
    picture: post.cover,
  };
}

/** Each track's own page (of a track that has one) and each release's. */
function musicPages(content: PageContent): SharedPage[] {
  const { tracks, releases } = content.catalogue;
  return [
    ...tracks.filter((entry) => entry.hasPage && !entry.pageIsRelease).map((entry) => trackPage(entry.track, content)),
    ...releases.map((release) => releasePage(release, content)),
  ];
}

/** Every page of one language. */
export function sharedPages(content: PageContent): SharedPage[] {
  const routes = routesOf(content);
  return [
    ...routes.map((route) => routePage(route, content)),
    ...content.projects.map((project) => projectPage(project, content)),
    ...(hasMusic(content.music) ? musicPages(content) : []),
    ...content.posts.map((post) => postPage(post, content)),
  ];
}
