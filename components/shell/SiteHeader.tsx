import menuIcon from '@iconify-icons/mdi/menu';
import Link from 'next/link';
import { site } from '@/content';
import { SvgIcon } from '@/components/icons/SvgIcon';
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
        <MenuToggle icon={<SvgIcon icon={menuIcon} />} />
      </div>
    </HeaderVisibility>
  );
}
