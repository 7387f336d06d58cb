/**
 * The paths that are the owner's, by design: what they edit to make the site theirs. An upgrade
 * never takes these from a release (lib/content/migrations/ alone may rewrite content/), and
 * every other path of the repository is the project's. The README's "A new version" shows this list.
 */
export const OWNER_FILES: readonly { path: string; what: string }[] = [
  { path: 'content/', what: 'your words, settings, pictures, catalogue folder and translations' },
  { path: 'public/', what: 'your audio and the files served as they are' },
  { path: '.env.local', what: 'the e-mail service’s keys (never committed)' },
];

/** Whether a repository path (forward slashes, from its root) is the owner's. */
export const isOwnerFile = (file: string) =>
  OWNER_FILES.some(({ path }) => (path.endsWith('/') ? file.startsWith(path) : file === path));
