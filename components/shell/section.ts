import { splitLanguage } from '@/lib/i18n/paths';

/**
 * The page a path belongs to, in whatever language: a project's or a track's own address is
 * the Projects or the Music page with that one selected, so moving between them is no page change.
 * "/projects/retention-curve" → "/projects", "/es/music/x" → "/music", "/" → "/".
 */
export function sectionOf(pathname: string): string {
  return splitLanguage(pathname).path.match(/^\/[^/]+/)?.[0] ?? '/';
}

/**
 * The slug in a project's or a track's own address under `section` ("/projects"), in any language,
 * if the path is one.
 */
export function slugIn(pathname: string, section: string): string | undefined {
  const { path } = splitLanguage(pathname);
  return path.startsWith(`${section}/`) ? decodeURIComponent(path.slice(section.length + 1)) || undefined : undefined;
}
