import Link from 'next/link';
import type { PageContent } from '@/lib/site/pageContent';
import { withBasePath } from '@/components/basePath';
import { pageMetaOf } from '@/lib/content/sections';
import { slugOf } from '@/lib/content/slug';
import { fill } from '@/lib/i18n/format';
import { tagPath, type Tag } from '@/lib/writing/tags';
import { TAG_FEED } from './feeds';
import { PostList } from './PostList';
import styles from './writing.module.css';

/**
 * A tag's page: the posts that have it, newest first, and the projects built with it (their
 * stack), each a link to its page; and the tag's own feed.
 */
export function TagView({ tag, content }: { tag: Tag; content: PageContent }) {
  const { ui, local, pageMeta } = content;
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="page-title">{fill(ui.writing.tagged, { tag: tag.name })}</h1>
      {tag.posts.length > 0 && <PostList content={content} posts={tag.posts} />}
      {tag.projects.length > 0 && (
        <section className={styles.tagProjects} aria-labelledby="tag-projects">
          <h2 id="tag-projects">{pageMetaOf(pageMeta, '/projects').title}</h2>
          <ul>
            {tag.projects.map((project) => (
              <li key={project.id}>
                <Link href={local(`/projects/${slugOf(project)}`)}>{project.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {tag.posts.length > 0 && (
        <p className={styles.feeds}>
          {ui.writing.subscribe} {/* A plain link: a feed is a file, not a page of the site. */}
          <a href={withBasePath(local(`${tagPath(tag.name)}/${TAG_FEED}`))} type="application/rss+xml">
            RSS
          </a>
        </p>
      )}
    </div>
  );
}
