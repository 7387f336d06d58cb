import Link from 'next/link';
import { services } from '@/content';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { OwnerText } from '@/components/text/OwnerText';
import { pageMetadata } from '../page-metadata';
import styles from './services.module.css';

export const metadata = pageMetadata('/services');

export default function ServicesPage() {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="page-title">{services.heading}</h1>
      <OwnerText text={services.intro} className="lead" />
      <ul className={styles.list}>
        {services.items.map((service) => (
          <li key={service.title} className={styles.card}>
            <SvgIcon icon={service.icon} className={styles.icon} />
            <h2 className={styles.title}>{service.title}</h2>
            <OwnerText text={service.desc} className={styles.desc} />
          </li>
        ))}
      </ul>
      <p className={styles.cta}>
        <Link href="/contact" className="pill-link">
          Tell me about your project
        </Link>
      </p>
    </div>
  );
}
