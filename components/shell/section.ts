/**
 * The page a path belongs to: a project's or a track's own address is the Projects or the
 * Music page with that one selected, so moving between them is no page change.
 * "/projects/retention-curve" → "/projects", "/music" → "/music", "/" → "/".
 */
export function sectionOf(pathname: string): string {
  return pathname.match(/^\/[^/]+/)?.[0] ?? '/';
}

/** The slug in a project's or a track's own address under `section`, if the path is one. */
export function slugIn(pathname: string, section: string): string | undefined {
  return pathname.startsWith(`${section}/`) ? decodeURIComponent(pathname.slice(section.length + 1)) || undefined : undefined;
}
