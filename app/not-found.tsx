import type { Metadata } from 'next';
import Link from 'next/link';
import styles from './not-found.module.css';

// No `robots` here: Next.js already writes `noindex` into the not-found page, and a second
// tag would only repeat it.
export const metadata: Metadata = {
  title: 'Page not found',
  description: 'There is no page at this address.',
};

export default function NotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className="page-title">This page is off the record</h1>
      <p className="lead">The address may be mistyped, or the page has moved. Everything else is one click away.</p>
      <Link href="/" className="pill-link">
        Back to the home page
      </Link>
    </div>
  );
}
