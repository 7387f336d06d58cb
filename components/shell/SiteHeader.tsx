import menuIcon from '@iconify-icons/mdi/menu';
import Link from 'next/link';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { pageContent } from '@/components/i18n/content';
import { HeaderVisibility } from './HeaderVisibility';
import { MenuToggle } from './MenuToggle';
import styles from './SiteHeader.module.css';

/** Logo text linking home, and the hamburger. */
export function SiteHeader() {
  const { site, ui, local } = pageContent();
  return (
    <HeaderVisibility>
      <div className={`container row v-center space-between ${styles.row}`}>
        <Link href={local('/')} className={styles.logo}>
          {site.logoText}
        </Link>
        <MenuToggle icon={<SvgIcon icon={menuIcon} />} label={ui.shell.menu} />
      </div>
    </HeaderVisibility>
  );
}
