import type { Metadata } from 'next';
import Link from 'next/link';
import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { AppFrame } from '@/components/shell/AppFrame';
import './globals.css';
import styles from './not-found.module.css';

/**
 * One 404 page for every address the site does not have, in the first language (a static host
 * serves the same file for all). Next.js puts this page into every page's payload, so it holds
 * no menu or footer (their words would weigh on every page): its link leads home.
 */
const { ui } = contentIn(firstLanguage);

// No `robots` here: Next.js already writes `noindex` into the not-found page, and a second
// tag would only repeat it.
export const metadata: Metadata = {
  title: ui.notFound.title,
  description: ui.notFound.description,
};

export default function NotFound() {
  return (
    <AppFrame>
      <main id="main" className={`container ${styles.page}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className="page-title">{ui.notFound.heading}</h1>
        <p className="lead">{ui.notFound.lead}</p>
        <Link href="/" className="pill-link">
          {ui.notFound.home}
        </Link>
      </main>
    </AppFrame>
  );
}
