/**
 * A post's tags, as one line read "Tags: music mixing" (the label, punctuated by the dictionary, is
 * for screen readers; the tags show as pills); nothing for a post with none.
 */
export function PostTags({ tags, label, className }: { tags: readonly string[]; label: string; className?: string }) {
  if (!tags.length) return null;
  return (
    <p className={className}>
      <span className="visually-hidden">{label}</span>
      {tags.map((tag) => (
        <span key={tag}>
          {' '}
          <span className="tag">{tag}</span>
        </span>
      ))}
    </p>
  );
}
