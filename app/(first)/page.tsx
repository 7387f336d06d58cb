import Link from 'next/link';
import { contentOfPage, type LanguageParams } from '@/lib/site/pageContent';
import { HomeGallery } from '@/components/home/HomeGallery';
import { IntroOverlay, skipIntroScript } from '@/components/home/IntroOverlay';
import { JsonLd } from '@/components/seo/JsonLd';
import { profilePage } from '@/components/seo/profilePage';
import { webSite } from '@/components/seo/webSite';
import { routeMetadata } from '@/app/page-metadata';
import styles from './home.module.css';

export const generateMetadata = routeMetadata('/');

export default async function HomePage({ params }: { params?: LanguageParams }) {
  const content = await contentOfPage(params);
  const { home, owner, ui, lang, local } = content;
  return (
    <div className="container">
      {/* Must run before the overlay below is parsed: a later visit never shows it. */}
      <script dangerouslySetInnerHTML={{ __html: skipIntroScript }} />
      <IntroOverlay name={owner.name} />
      <JsonLd data={profilePage('/', content)} />
      <JsonLd data={webSite(content)} />
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.headline}>
          <span className={styles.line}>{home.headline}</span> <span className={styles.line}>{owner.role}</span>
        </h1>
        <Link href={local('/about')} className="pill-link">
          {home.aboutButtonLabel}
        </Link>
      </section>
      <HomeGallery home={home} ui={ui} lang={lang} />
    </div>
  );
}
