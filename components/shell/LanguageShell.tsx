import closeIcon from '@iconify-icons/mdi/close';
import type { ReactNode } from 'react';
import type { MenuLink } from '@/lib/content/schema';
import { SvgIcon } from '@/components/icons/SvgIcon';
import type { PageContent } from '@/lib/site/pageContent';
import { textDirection } from '@/lib/i18n/format';
import { LanguageLinks } from '@/components/i18n/LanguageLinks';
import { ShownLanguage } from '@/components/i18n/SharedWords';
import { ThemeChoice } from '@/components/theme/ThemeChoice';
import { AppFrame } from './AppFrame';
import { PageTransition } from './PageTransition';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_ID } from './ids';
import { SiteMenu } from './SiteMenu';
import menuStyles from './SiteMenu.module.css';

/**
 * Everything around a page in one language: the skip link, the menu, the header and footer, and
 * the page transition. Each language's layout holds one, so a language's words reach only its
 * own pages; the player, which plays on across languages, lives above them in the root layout.
 */
export function LanguageShell({ content, children }: { content: PageContent; children: ReactNode }) {
  const { lang, ui, local, site, owner, primaryLinks, secondaryLinks, footerLinks, headerHiddenOn } = content;
  const localised = (links: MenuLink[]) =>
    links.map((link) => (link.kind === 'route' ? { ...link, href: local(link.href) } : link));
  return (
    <>
      {/* The player bar, above every language's layout, follows the language on screen from here. */}
      <ShownLanguage words={{ lang, dir: textDirection(lang), player: ui.player }} />
      <a href={`#${MAIN_ID}`} className="skip-link">
        {ui.shell.skipToContent}
      </a>
      <SiteMenu
        closeIcon={<SvgIcon icon={closeIcon} />}
        words={ui.shell}
        links={{ primary: localised(primaryLinks), secondary: localised(secondaryLinks) }}
        languageSwitch={
          <LanguageLinks lang={lang} className={menuStyles.secondary} linkClassName={menuStyles.secondaryLink} />
        }
        themeChoice={<ThemeChoice words={ui.shell.theme} />}
      />
      <AppFrame>
        <SiteHeader logoText={site.logoText} home={local('/')} menuLabel={ui.shell.menu} hiddenOn={headerHiddenOn} />
        <PageTransition
          footer={<SiteFooter links={localised(footerLinks)} owner={owner} words={ui.shell} lang={lang} />}
        >
          {children}
        </PageTransition>
      </AppFrame>
    </>
  );
}
