import githubIcon from '@iconify-icons/mdi/github';
import linkedinIcon from '@iconify-icons/mdi/linkedin';
import emailIcon from '@iconify-icons/mdi/email-outline';
import { footerLinks, owner } from '@/content';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { MenuLink } from './MenuLink';
import styles from './SiteFooter.module.css';

/** Plain links to every route (they work without JavaScript) and the owner's profiles. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label="Site">
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} className={styles.link} />
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.profiles}>
          <li>
            <a href={`mailto:${owner.email}`} className={styles.profile} aria-label={`E-mail ${owner.email}`}>
              <SvgIcon icon={emailIcon} className={styles.icon} />
            </a>
          </li>
          <li>
            <a href={owner.codeProfileUrl} className={styles.profile} target="_blank" rel="noopener noreferrer" aria-label="GitHub (opens in a new tab)">
              <SvgIcon icon={githubIcon} className={styles.icon} />
            </a>
          </li>
          <li>
            <a href={owner.networkProfileUrl} className={styles.profile} target="_blank" rel="noopener noreferrer" aria-label="LinkedIn (opens in a new tab)">
              <SvgIcon icon={linkedinIcon} className={styles.icon} />
            </a>
          </li>
        </ul>
        <p className={styles.copyright}>© {owner.name}</p>
      </div>
    </footer>
  );
}
