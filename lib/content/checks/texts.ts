/**
 * The long texts (case studies, posts: lib/content/longFormRules.ts) against the site they are on:
 * its pages, pictures, tracks and files, each problem one line naming file and line.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { type MusicContent, type SiteContent } from '../schema';
import { longFormProblems, type LongFormFile } from '../longFormRules';
import { postPath, WRITING_PATH } from '../../writing/paths';
import { tagPath } from '../../writing/tags';
import type { Post } from '../../writing/posts';
import type { AudioFile } from '../media';
import { slugOf } from '../slug';
import { catalogueOf } from '../catalogue';
import { hasSection, routesOf } from '../sections';
import { makesResumePdf, RESUME_PDF_PATH } from '../../resume/pdf';

/**
 * What in the long texts (case studies, posts) the site would not show as written (lib/content/longFormRules.ts):
 * raw HTML, a heading #, a picture not in `picturesDir`, a link to a path the site has neither as a
 * page (a section, a project's, a track's) nor as a file in `publicDir`. One line each, naming file and line.
 */
export function longFormCheck(
  content: SiteContent,
  longForms: readonly LongFormFile[],
  {
    picturesDir,
    publicDir,
    posts = [],
    today,
  }: {
    picturesDir: string;
    publicDir: string;
    posts?: readonly Pick<Post, 'slug' | 'lang' | 'draft' | 'tags'>[];
    today: string;
  },
): string[] {
  const firstLanguagePosts = posts.filter((post) => !post.lang);
  const pages = sitePages(content, firstLanguagePosts, today);
  const inside = (dir: string, relative: string) => {
    const full = path.join(dir, relative);
    return full.startsWith(dir + path.sep) && existsSync(full) && statSync(full).isFile();
  };
  // The site folder: content/pictures/'s parent's parent.
  const root = path.resolve(picturesDir, '..', '..');
  const tracks = new Set(
    hasSection(content, 'music')
      ? catalogueOf(content.music, today)
          .tracks.filter((entry) => entry.hasPage)
          .map((entry) => entry.slug)
      : [],
  );
  const site = {
    root,
    hasPicture: (src: string) => (src.startsWith('/') ? inside(root, src.slice(1)) : inside(picturesDir, src)),
    hasPath: (sitePath: string) => pages.has(sitePath) || inside(publicDir, sitePath.slice(1)),
    hasTrack: (slug: string) => tracks.has(slug),
    hasAudio: (audio: AudioFile) =>
      audio.in === 'public' ? inside(publicDir, audio.path.slice(1)) : inside(root, audio.path),
  };
  const drafts = new Set(firstLanguagePosts.filter((post) => post.draft).map((post) => postPath(post)));
  // A draft may link to another draft; what is published may not: the link would lead nowhere.
  const isDraft = (sitePath: string) => drafts.has(sitePath);
  return longForms.flatMap((longForm) =>
    longFormProblems(longForm, 'draft' in longForm && longForm.draft ? site : { ...site, isDraft }),
  );
}

/**
 * Every page of the site in its first language, from its root: the sections', the posts' and their
 * tags', the projects', the tracks' and the CV's PDF.
 */
export function sitePages(
  content: SiteContent,
  posts: readonly (Pick<Post, 'slug' | 'lang'> & Partial<Pick<Post, 'tags' | 'draft'>>)[],
  today: string,
): Set<string> {
  const firstLanguagePosts = posts.filter((post) => !post.lang);
  const tagged = firstLanguagePosts.filter((post) => !post.draft);
  const tags = tagged.length
    ? [...tagged.flatMap((post) => post.tags ?? []), ...content.projects.flatMap((project) => project.stack ?? [])]
    : [];
  return new Set<string>([
    ...(firstLanguagePosts.length ? [WRITING_PATH, ...firstLanguagePosts.map((post) => postPath(post))] : []),
    ...tags.map(tagPath),
    ...routesOf(content),
    ...(hasSection(content, 'projects') ? content.projects.map((project) => `/projects/${slugOf(project)}`) : []),
    ...(hasSection(content, 'music') ? musicPages(content.music, today) : []),
    ...(makesResumePdf(content) ? [RESUME_PDF_PATH] : []),
  ]);
}

/** The music's own pages: each track's that has one, and each release's. */
const musicPages = (music: MusicContent, today: string) => {
  const { tracks, releases } = catalogueOf(music, today);
  return [...tracks.filter((entry) => entry.hasPage), ...releases].map((entry) => `/music/${entry.slug}`);
};
