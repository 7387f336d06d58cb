/** The writing section's addresses, from the site root in the first language (a language's own add its code). */
export const WRITING_PATH = '/writing';

/** A post's page. */
export const postPath = ({ slug }: { slug: string }) => `${WRITING_PATH}/${slug}`;

/** The feeds of a language's posts, each with its type, from its writing section's address. */
export const WRITING_FEEDS = [
  { file: 'feed.xml', type: 'application/rss+xml' },
  { file: 'atom.xml', type: 'application/atom+xml' },
  { file: 'feed.json', type: 'application/feed+json' },
] as const;

export type WritingFeedFile = (typeof WRITING_FEEDS)[number]['file'];
