import emailIcon from '@iconify-icons/mdi/email-outline';
import { platformIcon } from '@/components/icons/platformIcon';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { fill } from '@/lib/i18n/format';
import { LanguageLinks } from '@/components/i18n/LanguageLinks';
import type { MenuLink as MenuLinkRecord, Owner } from '@/lib/content/schema';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { MenuLink, PROFILE_REL } from './MenuLink';
import styles from './SiteFooter.module.css';

interface Props {
  /** The footer's links, in the page's language. */
  links: MenuLinkRecord[];
  owner: Pick<Owner, 'name' | 'email' | 'profiles'>;
  words: Pick<InterfaceText['shell'], 'footerNav' | 'emailTo' | 'newTab' | 'pdfNewTab' | 'language'>;
  /** The page's language: the language links lead to the others. */
  lang: string;
}

/** Plain links to every route (they work without JavaScript), the owner's e-mail and profiles, in their order. */
export function SiteFooter({ links, owner, words, lang }: Props) {
  return (
    <footer className={`no-print ${styles.footer}`}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label={words.footerNav}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} className={styles.link} words={words} />
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
                aria-label={fill(words.emailTo, { address: owner.email })}
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
                aria-label={profile.name + words.newTab}
              >
                <SvgIcon icon={platformIcon(profile)} className={styles.icon} />
              </a>
            </li>
          ))}
        </ul>
        <LanguageLinks lang={lang} label={words.language} className={styles.languages} linkClassName={styles.link} />
        <p className={styles.copyright}>© {owner.name}</p>
      </div>
    </footer>
  );
}
