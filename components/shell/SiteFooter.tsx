import emailIcon from '@iconify-icons/mdi/email-outline';
import { platformIcon } from '@/components/icons/platformIcon';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { fill } from '@/components/i18n/format';
import { pageContent } from '@/components/i18n/content';
import { LanguageLinks } from '@/components/i18n/LanguageLinks';
import { MenuLink, PROFILE_REL } from './MenuLink';
import styles from './SiteFooter.module.css';

/** Plain links to every route (they work without JavaScript), the owner's e-mail and profiles, in their order. */
export function SiteFooter() {
  const { footerLinks, owner, ui, local } = pageContent();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label={ui.shell.footerNav}>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <MenuLink
                  link={link.kind === 'route' ? { ...link, href: local(link.href) } : link}
                  className={styles.link}
                  words={ui.shell}
                />
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.profiles}>
          {owner.email && (
            <li>
              <a
                href={`mailto:${owner.email}`}
                className={styles.profile}
                aria-label={fill(ui.shell.emailTo, { address: owner.email })}
              >
                <SvgIcon icon={emailIcon} className={styles.icon} />
              </a>
            </li>
          )}
          {owner.profiles?.map((profile) => (
            <li key={profile.url}>
              <a
                href={profile.url}
                className={styles.profile}
                target="_blank"
                rel={PROFILE_REL}
                aria-label={profile.name + ui.shell.newTab}
              >
                <SvgIcon icon={platformIcon(profile)} className={styles.icon} />
              </a>
            </li>
          ))}
        </ul>
        <LanguageLinks className={styles.languages} linkClassName={styles.link} landmark />
        <p className={styles.copyright}>© {owner.name}</p>
      </div>
    </footer>
  );
}
