import pauseIcon from '@iconify-icons/mdi/pause';
import playIcon from '@iconify-icons/mdi/play';
import { about, owner } from '@/content';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { Slideshow } from '@/components/about/Slideshow';
import { pictureLayouts } from '@/components/picture/layouts';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { JsonLd } from '@/components/seo/JsonLd';
import { profilePage } from '@/components/seo/profilePage';
import { OwnerText } from '@/components/text/OwnerText';
import { pageMetadata } from '../page-metadata';
import styles from './about.module.css';

export const metadata = pageMetadata('/about');

export default function AboutPage() {
  return (
    <div className={`container ${styles.page}`}>
      <JsonLd data={profilePage('/about')} />
      <div className={styles.text}>
        <h1 className="page-title">{about.heading}</h1>
        <p className="lead">
          I am {owner.name}, born in {owner.birthplace}: a software developer and musician.
        </p>
        {/* The paragraphs as one text: each is a Markdown paragraph of its own. */}
        <OwnerText text={owner.bio.join('\n\n')} />
      </div>
      <div className={styles.pictures}>
        <Slideshow
          slides={about.slides.map(resolvePicture)}
          sizes={pictureLayouts.slide.sizes}
          icons={{ play: <SvgIcon icon={playIcon} />, pause: <SvgIcon icon={pauseIcon} /> }}
        />
      </div>
    </div>
  );
}
