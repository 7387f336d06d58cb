import Link from 'next/link';

/**
 * A post's tags (or a project's stack), as one line read "Tags: music mixing" (the label,
 * punctuated by the dictionary, is for screen readers; the tags show as pills), each a link to its
 * tag's page where it has one; nothing for none.
 */
export function PostTags({
  tags,
  label,
  hrefOf,
  className,
}: {
  tags: readonly string[];
  label: string;
  /** A tag's page, if it has one. */
  hrefOf?: (tag: string) => string | undefined;
  className?: string;
}) {
  if (!tags.length) return null;
  return (
    <p className={className}>
      <span className="visually-hidden">{label}</span>
      {tags.map((tag) => {
        const href = hrefOf?.(tag);
        return (
          <span key={tag}>
            {' '}
            {href ? (
              <Link href={href} className="tag">
                {tag}
              </Link>
            ) : (
              <span className="tag">{tag}</span>
            )}
          </span>
        );
      })}
    </p>
  );
}
