import type { Metadata } from 'next';
import type { PageContent } from '@/lib/site/pageContent';
import { fill } from '@/lib/i18n/format';
import { WRITING_FEEDS, WRITING_PATH } from '@/lib/writing/paths';

type Alternates = NonNullable<NonNullable<Metadata['alternates']>['types']>;

/**
 * The language's feeds of posts (RSS, Atom, JSON Feed) announced in a page's head, so a feed
 * reader given any page's address finds them; none in a language without posts of its own.
 */
export function writingFeedLinks({ posts, local, ui, owner }: PageContent): Alternates | undefined {
  if (!posts.length) return undefined;
  const title = fill(ui.writing.feedTitle, { name: owner.name });
  return Object.fromEntries(
    WRITING_FEEDS.map(({ file, type }) => [type, [{ url: local(`${WRITING_PATH}/${file}`), title }]]),
  );
}
