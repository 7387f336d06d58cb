import type { ReactNode } from 'react';
import styles from './Cv.module.css';

/**
 * One entry of the CV (a job, a study, an award, …): what it was as its heading, where, when, and
 * what the resume says of it. Only what it gives is shown.
 */
export function CvEntry({
  heading,
  where,
  when,
  summary,
  highlights,
  tags,
}: {
  heading: ReactNode;
  /** The organisation and the place, on one line. */
  where?: ReactNode[];
  when?: ReactNode;
  summary?: string;
  highlights?: string[];
  /** Short words shown as tags (a study's courses). */
  tags?: string[];
}) {
  const place = where?.filter(Boolean) ?? [];
  return (
    <li className={styles.entry}>
      <h3 className={styles.heading}>{heading}</h3>
      {place.length > 0 && (
        <p className={styles.where}>
          {place.map((part, index) => (
            <span key={index}>
              {index > 0 && ' · '}
              {part}
            </span>
          ))}
        </p>
      )}
      {when}
      {summary && <p className={styles.summary}>{summary}</p>}
      {highlights && highlights.length > 0 && (
        <ul className={styles.highlights}>
          {highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      )}
      {tags && tags.length > 0 && <CvTags tags={tags} />}
    </li>
  );
}

/** Short words as tags, as a project's stack is shown. */
export function CvTags({ tags }: { tags: string[] }) {
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
