import emailIcon from '@iconify-icons/mdi/email-outline';
import { footerLinks, owner } from '@/content';
import { platformIcon } from '@/components/icons/platformIcon';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { MenuLink, PROFILE_REL } from './MenuLink';
import styles from './SiteFooter.module.css';

/** Plain links to every route (they work without JavaScript), the owner's e-mail and profiles, in their order. */
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
          {owner.email && (
            <li>
              <a href={`mailto:${owner.email}`} className={styles.profile} aria-label={`E-mail ${owner.email}`}>
                <SvgIcon icon={emailIcon} className={styles.icon} />
              </a>
            </li>
          )}
          {owner.profiles?.map((profile) => (
            <li key={profile.url}>
              <a href={profile.url} className={styles.profile} target="_blank" rel={PROFILE_REL} aria-label={`${profile.name} (opens in a new tab)`}>
                <SvgIcon icon={platformIcon(profile)} className={styles.icon} />
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>© {owner.name}</p>
      </div>
    </footer>
  );
}
