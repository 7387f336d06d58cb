import pauseIcon from '@iconify-icons/mdi/pause';
import playIcon from '@iconify-icons/mdi/play';
import { contentOfPage, type LanguageParams } from '@/lib/site/pageContent';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { Slideshow } from '@/components/about/Slideshow';
import { pictureLayouts } from '@/components/picture/layouts';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { JsonLd } from '@/components/seo/JsonLd';
import { profilePage } from '@/components/seo/profilePage';
import { OwnerText } from '@/components/text/OwnerText';
import { routeMetadata } from '@/app/page-metadata';
import { fileUrl, withBasePath } from '@/components/basePath';
import { Cv } from '@/components/resume/Cv';
import { CvContents } from '@/components/resume/CvContents';
import { cvOf } from '@/lib/resume/pdf';
import styles from './about.module.css';

export const generateMetadata = routeMetadata('/about');

export default async function AboutPage({ params }: { params?: LanguageParams }) {
  const content = await contentOfPage(params);
  const { about, owner, resume, ui, lang, linkStyle, wording, site, cvPdf } = content;
  const tagHref = (name: string) => {
    const href = content.tagHref(name);
    return href && withBasePath(href);
  };
  const cv = resume && cvOf({ owner, about, resume, wording, siteUrl: site.url, tagHref });
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={profilePage('/about', content)} />
      <div className={styles.text}>
        <h1 className="page-title">{about.heading}</h1>
        {about.lead && <p className="lead">{about.lead}</p>}
        {/* A recruiter's way to the CV below the biography and the pictures: one tap at any width. */}
        {cv && (
          <CvContents
            cv={cv}
            pdfHref={cvPdf && fileUrl(cvPdf)}
            words={{ title: ui.resume.title, download: ui.resume.download, pdfNewTab: ui.shell.pdfNewTab }}
            className={styles.cvJump}
          />
        )}
        {/* The paragraphs as one text: each is a Markdown paragraph of its own. */}
        <OwnerText text={owner.bio.join('\n\n')} linkStyle={linkStyle} />
      </div>
      <div className={styles.pictures}>
        <Slideshow
          slides={about.slides.map(resolvePicture)}
          sizes={pictureLayouts.slide.sizes}
          icons={{ play: <SvgIcon icon={playIcon} />, pause: <SvgIcon icon={pauseIcon} /> }}
          words={{ ...ui.about, ...ui.picture }}
          lang={lang}
        />
      </div>
      {cv && (
        <div className={styles.cv}>
          <Cv
            cv={cv}
            portrait={cv.person.image && resolvePicture(cv.person.image)}
            words={{ newTab: ui.shell.newTab, pictureUnavailable: ui.picture.unavailable }}
          />
        </div>
      )}
    </div>
  );
}
