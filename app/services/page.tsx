import Link from 'next/link';
import { services } from '@/content';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { pageMetadata } from '../page-metadata';
import styles from './services.module.css';

export const metadata = pageMetadata('/services');

export default function ServicesPage() {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="page-title">{services.heading}</h1>
      <p className="lead">{services.intro}</p>
      <ul className={styles.list}>
        {services.items.map((service) => (
          <li key={service.title} className={styles.card}>
            <SvgIcon icon={service.icon} className={styles.icon} />
            <h2 className={styles.title}>{service.title}</h2>
            <p className={styles.desc}>{service.desc}</p>
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
