import Link from 'next/link';
import type { Project } from '@/lib/content/schema';
import { fill } from '@/lib/i18n/format';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import styles from './ProjectFacts.module.css';

/**
 * What a CV says of a project, where the owner gives it: what it is built with (tags), the year
 * and the owner's part, and links to it running and to its code (new tabs, as the site's other
 * external links). A server component: it adds no JavaScript.
 */
export function ProjectFacts({
  project: { title, stack, year, role, liveUrl, codeUrl },
  words,
  tagHref,
}: {
  project: Project;
  /** A tag's page (lib/writing/tags.ts), where it has one: what the stack's names link to. */
  tagHref?: (name: string) => string | undefined;
  /** Its links' names and what is said before the tags, and after a link that opens a new tab. */
  words: Pick<InterfaceText['projects'], 'liveSite' | 'sourceCode' | 'builtWith' | 'linkOf'> & { newTab: string };
}) {
  const when = [year, role].filter(Boolean).join(' · ');
  const links = [
    { url: liveUrl, label: words.liveSite },
    { url: codeUrl, label: words.sourceCode },
  ].filter((link): link is { url: string; label: string } => Boolean(link.url));
  if (!stack && !when && !links.length) return null;
  return (
    <div className={styles.facts}>
      {when && <p className={styles.when}>{when}</p>}
      {stack && (
        <>
          {/* Said before the tags, for a screen reader (a plain list takes no name of its own). */}
          <p className="visually-hidden">{words.builtWith}</p>
          <ul className={styles.stack}>
            {stack.map((name) => {
              const href = tagHref?.(name);
              return (
                <li key={name} className={styles.tag}>
                  {href ? (
                    <Link href={href} className={styles.tagLink}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {links.length > 0 && (
        <p className={styles.links}>
          {links.map(({ url, label }) => (
            <a key={url} href={url} className={styles.link} target="_blank" rel="noopener noreferrer">
              {label}
              <span className="visually-hidden">{fill(words.linkOf, { title }) + words.newTab}</span>
            </a>
          ))}
        </p>
      )}
    </div>
  );
}
