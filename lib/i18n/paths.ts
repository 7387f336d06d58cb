/**
 * Addresses in more than one language: the first language's pages are at the root, each other
 * language's under its two-letter code (/es/, /es/projects, …). No route of the site is two
 * letters long, so a leading two-letter segment is always a language.
 */
const PREFIX = /^\/([a-z]{2})(?=\/|$)/;

/**
 * "/es/projects/x" → { language: 'es', path: '/projects/x' };
 * "/projects" → { language: undefined, path: '/projects' }.
 */
export function splitLanguage(pathname: string): { language: string | undefined; path: string } {
  const language = PREFIX.exec(pathname)?.[1];
  return { language, path: language ? pathname.slice(3) || '/' : pathname };
}

/**
 * A path of the site in a language: as it is for the first language (`prefix` undefined), under
 * its code for the others.
 */
export function localPath(path: string, language: string | undefined): string {
  if (!language) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
