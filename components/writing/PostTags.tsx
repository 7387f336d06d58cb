/** A post's tags, as a named list; nothing for a post with none. */
export function PostTags({ tags, label, className }: { tags: readonly string[]; label: string; className?: string }) {
  if (!tags.length) return null;
  return (
    <ul className={className} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
