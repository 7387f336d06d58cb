import Link from 'next/link';
import type { PageContent } from '@/lib/site/pageContent';
import { postPath } from '@/lib/writing/paths';
import type { Post } from '@/lib/writing/posts';
import { PostFacts } from './PostFacts';
import { otherLanguageOf } from './postLanguage';
import { PostTags } from './PostTags';
import styles from './writing.module.css';

/**
 * Posts, newest first (the language's, or those given: a tag's): each one's title (its link),
 * date, reading time, summary and tags.
 */
export function PostList({ content, posts = content.posts }: { content: PageContent; posts?: readonly Post[] }) {
  const { local, ui } = content;
  return (
    <ol className={styles.list}>
      {posts.map((post) => {
        const other = otherLanguageOf(post, content);
        return (
          <li key={post.slug}>
            <article className={styles.entry} aria-labelledby={`post-${post.slug}`}>
              <h2 id={`post-${post.slug}`} className={styles.entryTitle}>
                <Link href={local(postPath(post))} lang={other?.code} hrefLang={other?.code}>
                  {post.title}
                </Link>
                {/* A post not translated into the page's language says which it is in. */}
                {other ? <span className={styles.language}> ({other.name})</span> : null}
              </h2>
              <PostFacts post={post} content={content} className={styles.facts} />
              <p className={styles.summary} lang={other?.code}>
                {post.summary}
              </p>
              <PostTags tags={post.tags} label={ui.writing.tags} hrefOf={content.tagHref} className={styles.tags} />
            </article>
          </li>
        );
      })}
    </ol>
  );
}
