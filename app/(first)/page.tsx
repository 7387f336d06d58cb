import Link from 'next/link';
import { contentOfPage, type LanguageParams } from '@/lib/site/pageContent';
import { HomeGallery } from '@/components/home/HomeGallery';
import { IntroOverlay, skipIntroScript } from '@/components/home/IntroOverlay';
import { JsonLd } from '@/components/seo/JsonLd';
import { profilePage } from '@/components/seo/profilePage';
import { webSite } from '@/components/seo/webSite';
import { routeMetadata } from '@/app/page-metadata';
import { HOME_PARTS } from '@/lib/content/schema';
import { caseStudySlugs } from '@/components/projects/caseStudies';
import { LatestMusic } from '@/components/home/LatestMusic';
import { LatestWriting } from '@/components/home/LatestWriting';
import { presentLine } from '@/components/home/presentLine';
import { SelectedWork } from '@/components/home/SelectedWork';
import styles from './home.module.css';

export const generateMetadata = routeMetadata('/');

export default async function HomePage({ params }: { params?: LanguageParams }) {
  const content = await contentOfPage(params);
  const { home, owner, ui, lang, local, resume } = content;
  const present = presentLine(home.present, resume, ui.home, lang);
  // The owner's work under the gallery, in their order; each part leaves itself out where the site has nothing for it.
  const parts = {
    work: <SelectedWork key="work" content={content} caseStudySlugs={caseStudySlugs()} />,
    music: <LatestMusic key="music" content={content} />,
    writing: <LatestWriting key="writing" content={content} />,
  };
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
        {present && <p className={styles.present}>{present}</p>}
        <Link href={local('/about')} className="pill-link">
          {home.aboutButtonLabel}
        </Link>
      </section>
      <HomeGallery home={home} ui={ui} lang={lang} />
      {(home.parts ?? HOME_PARTS).map((part) => parts[part])}
    </div>
  );
}
