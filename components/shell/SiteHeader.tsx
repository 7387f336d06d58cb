import Link from 'next/link';
import { site } from '@/content';
import { MenuToggle } from './MenuToggle';
import styles from './SiteHeader.module.css';

/** Logo text linking home, and the hamburger. */
export function SiteHeader() {
  return (
    <header>
      <div className={`container row v-center space-between ${styles.row}`}>
        <Link href="/" className={styles.logo}>
          {site.logoText}
        </Link>
        <MenuToggle />
      </div>
    </header>
  );
}
