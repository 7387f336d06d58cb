import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './HomeParts.module.css';

/** One of Home's parts under the gallery: its heading, a link to all of its kind where there is a page of them. */
export function HomePart({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { href: string; text: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.part} aria-labelledby={id}>
      <div className={styles.partHead}>
        <h2 id={id} className={styles.partTitle}>
          {title}
        </h2>
        {more && (
          <Link href={more.href} className={styles.more}>
            {more.text}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
