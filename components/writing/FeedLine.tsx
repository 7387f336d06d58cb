import type { PageContent } from '@/lib/site/pageContent';
import { withBasePath } from '@/components/basePath';
import { WRITING_FEEDS, WRITING_PATH } from '@/lib/writing/paths';

/** The feeds' own names, which no language translates. */
const FEED_NAMES = { 'feed.xml': 'RSS', 'atom.xml': 'Atom', 'feed.json': 'JSON Feed' } as const;

/** The line offering the language's feeds of posts, for a reader to subscribe with. */
export function FeedLine({ content, className }: { content: PageContent; className?: string }) {
  const { local, ui } = content;
  return (
    <p className={className}>
      {ui.writing.subscribe}{' '}
      {WRITING_FEEDS.map(({ file, type }, i) => (
        <span key={file}>
          {i ? ', ' : null}
          {/* Plain links: a feed is a file, not a page of the site. */}
          <a href={withBasePath(local(`${WRITING_PATH}/${file}`))} type={type}>
            {FEED_NAMES[file]}
          </a>
        </span>
      ))}
    </p>
  );
}
