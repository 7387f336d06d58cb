import { contentOfPage, type LanguageParams } from '@/lib/site/pageContent';
import { JsonLd } from '@/components/seo/JsonLd';
import { routePage } from '@/components/seo/sharedPages';
import { FeedLine } from '@/components/writing/FeedLine';
import { PostList } from '@/components/writing/PostList';
import { blog } from '@/components/writing/postingData';
import styles from '@/components/writing/writing.module.css';
import { WRITING_PATH } from '@/lib/writing/paths';
import { routeMetadata } from '@/app/page-metadata';

export const generateMetadata = routeMetadata(WRITING_PATH);

/** The language's posts, newest first, and its feeds. Built only for a language with posts of its own. */
export default async function WritingPage({ params }: { params?: LanguageParams }) {
  const content = await contentOfPage(params);
  const { title } = routePage(WRITING_PATH, content);
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={blog(content)} />
      <h1 className="page-title">{title}</h1>
      <PostList content={content} />
      <FeedLine content={content} className={styles.feeds} />
    </div>
  );
}
