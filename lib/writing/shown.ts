/**
 * The posts the site shows, read from the site folder: those a build publishes (drafts left
 * out), and under `npm run dev` the drafts too, but for one whose text the content check refuses
 * (an imported post `npm run import` kept a draft for what it holds), which the dev server could
 * not draw either. The pages and every build step that works on posts (pictures, media,
 * waveforms, redirects) take these, so nothing of a draft is published by a build.
 */
import { longFormCheck } from '../content/check';
import type { SiteContent } from '../content/schema';
import { siteFolder } from '../content/siteFolder';
import { publishedPosts, readPosts, writingLanguages, type Post } from './posts';

/**
 * Whether drafts are shown: under `npm run dev`, whose steps before the server (the content check,
 * pictures, media, waveforms) run with SITE_DRAFTS=1 (package.json), and in the server itself.
 */
export const showsDrafts = () => process.env.NODE_ENV === 'development' || process.env.SITE_DRAFTS === '1';

/** The file a line of the content check names: what stands before its first colon. */
export const fileOfLine = (line: string) => line.slice(0, line.indexOf(':'));

export function shownPosts(
  content: SiteContent,
  { dev = showsDrafts(), folder = siteFolder() }: { dev?: boolean; folder?: ReturnType<typeof siteFolder> } = {},
): Post[] {
  const { posts } = readPosts(writingLanguages(content), folder.root);
  const shown = publishedPosts(posts, { drafts: dev });
  if (!dev || !shown.some((post) => post.draft)) return shown;
  const refused = new Set(
    longFormCheck(content, shown, { picturesDir: folder.pictures, publicDir: folder.public, posts }).map(fileOfLine),
  );
  const kept = shown.filter((post) => !post.draft || !refused.has(post.file));
  // A translation goes with its original.
  return publishedPosts(kept, { drafts: true });
}
