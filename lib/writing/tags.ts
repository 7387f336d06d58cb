/**
 * The writing section's tag pages: /writing/tags/<tag> for each tag a post or a project has
 * (a post's tags, a project's stack), each listing the posts and projects that have it. A tag's
 * address is made from its words as a title's is (lib/content/slug.ts), in any script.
 */
import type { Project } from '../content/schema';
import { slugify } from '../content/slug';
import { WRITING_PATH } from './paths';
import type { Post } from './posts';

export const TAGS_PATH = `${WRITING_PATH}/tags`;

/**
 * A tag's address: its words spelt as a title's are ("Next.js" → "next-js", "Музыка" →
 * "muzyka"), or, in a script with no Latin spelling, its own words in small letters ("音楽").
 */
export const tagSlug = (tag: string) =>
  slugify(tag) ||
  tag
    .trim()
    .toLowerCase()
    .replace(/[\s/\\?#%]+/g, '-');

/** A tag's page, from the site root in the first language. */
export const tagPath = (tag: string) => `${TAGS_PATH}/${tagSlug(tag)}`;

export interface Tag {
  slug: string;
  /** Its words, as the first post or project to have it spells them. */
  name: string;
  posts: Post[];
  projects: Project[];
}

/** Every tag of a language's posts and projects (a project's stack), by name; none without posts. */
export function tagsOf(posts: readonly Post[], projects: readonly Project[]): Tag[] {
  if (!posts.length) return [];
  const tags = new Map<string, Tag>();
  const tagOf = (name: string) => {
    const slug = tagSlug(name);
    let tag = tags.get(slug);
    if (!tag) {
      tag = { slug, name, posts: [], projects: [] };
      tags.set(slug, tag);
    }
    return tag;
  };
  for (const post of posts) for (const name of post.tags) tagOf(name).posts.push(post);
  for (const project of projects) for (const name of new Set(project.stack ?? [])) tagOf(name).projects.push(project);
  return [...tags.values()].filter((tag) => tag.slug).sort((a, b) => a.name.localeCompare(b.name));
}
