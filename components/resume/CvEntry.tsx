import type { ReactNode } from 'react';

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
    <li className="cv-entry">
      <h3 className="cv-heading">{heading}</h3>
      {place.length > 0 && (
        <p className="cv-where">
          {place.map((part, index) => (
            <span key={index}>
              {index > 0 && ' · '}
              {part}
            </span>
          ))}
        </p>
      )}
      {when}
      {summary && <p className="cv-summary">{summary}</p>}
      {highlights && highlights.length > 0 && (
        <ul className="cv-highlights">
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
    <ul className="cv-tags">
      {tags.map((tag) => (
        <li key={tag} className="cv-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
