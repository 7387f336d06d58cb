import Link from 'next/link';
import type { PageContent } from '@/lib/site/pageContent';
import { LongFormBody } from '@/components/text/LongFormBody';
import type { LongForm } from '@/components/text/longFormHtml';
import { postPath } from '@/lib/writing/paths';
import type { Post } from '@/lib/writing/posts';
import { FeedLine } from './FeedLine';
import { POST_TITLE_ID } from './postBody';
import { PostFacts } from './PostFacts';
import { otherLanguageOf } from './postLanguage';
import { PostTags } from './PostTags';
import styles from './writing.module.css';

interface Props {
  post: Post;
  /** Its body and its cover's HTML, drawn on the server (components/text/longFormHtml.ts). */
  body: LongForm;
  coverHtml?: string;
  content: PageContent;
}

/**
 * A post's page: its title, date, reading time and tags, its cover, its text with its media,
 * then the posts written before and after it.
 */
export function PostView({ post, body, coverHtml, content }: Props) {
  const { posts, local, ui } = content;
  const at = posts.findIndex((each) => each.slug === post.slug);
  const other = otherLanguageOf(post, content);
  // Newest first: the one before it in time is after it in the list.
  const neighbours = [
    { post: posts[at + 1], label: ui.writing.previous, rel: 'prev' },
    { post: posts[at - 1], label: ui.writing.next, rel: 'next' },
  ].filter((each): each is { post: Post; label: string; rel: string } => Boolean(each.post));
  return (
    <article className={`container ${styles.post}`} aria-labelledby={POST_TITLE_ID}>
      <header className={styles.header}>
        <h1 id={POST_TITLE_ID} className="page-title" lang={other?.code}>
          {post.title}
        </h1>
        <PostFacts post={post} content={content} className={styles.facts} />
        <PostTags tags={post.tags} label={ui.writing.tags} hrefOf={content.tagHref} className={styles.tags} />
      </header>
      {coverHtml ? <div className={styles.cover} dangerouslySetInnerHTML={{ __html: coverHtml }} /> : null}
      <LongFormBody
        longForm={body}
        file={post.file}
        page={content.local(postPath(post))}
        content={content}
        className={styles.body}
        lang={other?.code}
      />
      <footer className={styles.footer}>
        {neighbours.length ? (
          <nav aria-label={ui.writing.morePosts}>
            <ul className={styles.neighbours}>
              {neighbours.map(({ post: neighbour, label, rel }) => (
                <li key={rel} className={styles[rel]}>
                  <span className={styles.neighbourLabel}>{label}</span>
                  <Link href={local(postPath(neighbour))} rel={rel}>
                    {neighbour.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <FeedLine content={content} className={styles.feeds} />
      </footer>
    </article>
  );
}
