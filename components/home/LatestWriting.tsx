import Link from 'next/link';
import { formatDate } from '@/lib/i18n/format';
import { postPath, WRITING_PATH } from '@/lib/writing/paths';
import type { PageContent } from '@/lib/site/pageContent';
import { HomePart } from './HomePart';
import styles from './HomeParts.module.css';

/** How many posts Home lists. */
const SHOWN = 3;

/** Home's latest writing: the newest posts in the page's language, each with its day. A server component. */
export function LatestWriting({ content }: { content: PageContent }) {
  const { posts, ui, lang, local } = content;
  if (!posts.length) return null;
  return (
    <HomePart
      id="home-writing"
      title={ui.home.latestWriting}
      more={{ href: local(WRITING_PATH), text: ui.home.allWriting }}
    >
      <ul className={styles.posts}>
        {posts.slice(0, SHOWN).map((post) => (
          <li key={post.slug} className={styles.post}>
            <Link href={local(postPath(post))} className={styles.postTitle}>
              {post.title}
            </Link>
            <time dateTime={post.date} className={styles.postDate}>
              {formatDate(post.date, lang)}
            </time>
          </li>
        ))}
      </ul>
    </HomePart>
  );
}
