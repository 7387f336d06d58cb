import type { PageContent } from '@/lib/site/pageContent';
import { fill, formatDate, plural } from '@/lib/i18n/format';
import type { Post } from '@/lib/writing/posts';

/** A post's date (and last change, if any) and its reading time, in the page's language. */
export function PostFacts({ post, content, className }: { post: Post; content: PageContent; className?: string }) {
  const { lang, ui } = content;
  return (
    <p className={className}>
      <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
      {post.updated ? (
        <>
          {' · '}
          {fill(ui.writing.updated, { date: formatDate(post.updated, lang) }, lang)}
        </>
      ) : null}
      {' · '}
      {plural(ui.writing.readingTime, post.minutes, lang)}
    </p>
  );
}
