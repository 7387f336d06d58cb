import Link from 'next/link';
import { site } from '@/content';
import { HeaderVisibility } from './HeaderVisibility';
import { MenuToggle } from './MenuToggle';
import styles from './SiteHeader.module.css';

/** Logo text linking home, and the hamburger. */
export function SiteHeader() {
  return (
    <HeaderVisibility>
      <div className={`container row v-center space-between ${styles.row}`}>
        <Link href="/" className={styles.logo}>
          {site.logoText}
        </Link>
        <MenuToggle />
      </div>
    </HeaderVisibility>
  );
}
