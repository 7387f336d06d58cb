import Link from 'next/link';
import { home, owner } from '@/content';
import { HomeGallery } from '@/components/home/HomeGallery';
import { IntroOverlay, skipIntroScript } from '@/components/home/IntroOverlay';
import { JsonLd } from '@/components/seo/JsonLd';
import { profilePage } from '@/components/seo/profilePage';
import { webSite } from '@/components/seo/webSite';
import { pageMetadata } from './page-metadata';
import styles from './home.module.css';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return (
    <div className="container">
      {/* Must run before the overlay below is parsed: a later visit never shows it. */}
      <script dangerouslySetInnerHTML={{ __html: skipIntroScript }} />
      <IntroOverlay name={owner.name} />
      <JsonLd data={profilePage('/')} />
      <JsonLd data={webSite()} />
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.headline}>
          <span className={styles.line}>{home.headline}</span>{' '}
          <span className={styles.line}>{owner.role}</span>
        </h1>
        <Link href="/about" className="pill-link">
          {home.aboutButtonLabel}
        </Link>
      </section>
      <HomeGallery />
    </div>
  );
}
