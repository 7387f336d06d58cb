import menuIcon from '@iconify-icons/mdi/menu';
import Link from 'next/link';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { HeaderVisibility } from './HeaderVisibility';
import { MenuToggle } from './MenuToggle';
import styles from './SiteHeader.module.css';

interface Props {
  logoText: string;
  /** The home page in the page's language. */
  home: string;
  /** The hamburger's name. */
  menuLabel: string;
  /** The routes that show no header (content/navigation.ts). */
  hiddenOn: readonly string[];
}

/** Logo text linking home, and the hamburger. */
export function SiteHeader({ logoText, home, menuLabel, hiddenOn }: Props) {
  return (
    <HeaderVisibility hiddenOn={hiddenOn}>
      <div className={`container row v-center space-between ${styles.row}`}>
        <Link href={home} className={styles.logo}>
          {logoText}
        </Link>
        <MenuToggle icon={<SvgIcon icon={menuIcon} />} label={menuLabel} />
      </div>
    </HeaderVisibility>
  );
}
