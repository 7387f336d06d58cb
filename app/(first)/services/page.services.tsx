import Link from 'next/link';
import { contentOfPage, type LanguageParams } from '@/lib/site/pageContent';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { OwnerText } from '@/components/text/OwnerText';
import { routeMetadata } from '@/app/page-metadata';
import styles from './services.module.css';

export const generateMetadata = routeMetadata('/services');

export default async function ServicesPage({ params }: { params?: LanguageParams }) {
  const { services, ui, local, linkStyle } = await contentOfPage(params);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="page-title">{services.heading}</h1>
      <OwnerText text={services.intro} linkStyle={linkStyle} className="lead" />
      <ul className={styles.list}>
        {services.items.map((service) => (
          <li key={service.title} className={styles.card}>
            <SvgIcon icon={service.icon} className={styles.icon} />
            <h2 className={styles.title}>{service.title}</h2>
            <OwnerText text={service.desc} linkStyle={linkStyle} className={styles.desc} />
          </li>
        ))}
      </ul>
      <p className={styles.cta}>
        <Link href={local('/contact')} className="pill-link">
          {ui.services.callToAction}
        </Link>
      </p>
    </div>
  );
}
