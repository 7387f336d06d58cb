import type { Metadata, Viewport } from 'next';
import closeIcon from '@iconify-icons/mdi/close';
import type { ReactNode } from 'react';
import { owner, site } from '@/content';
import { withBasePath } from '@/components/basePath';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { siteIconDataUrl } from '@/components/seo/siteIcon';
import { NowPlayingMount } from '@/components/playback/NowPlayingMount';
import { AppFrame } from '@/components/shell/AppFrame';
import { PageTransition } from '@/components/shell/PageTransition';
import { ShellProvider } from '@/components/shell/ShellProvider';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { SiteHeader } from '@/components/shell/SiteHeader';
import { SiteMenu } from '@/components/shell/SiteMenu';
import { ViewportHeight } from '@/components/shell/ViewportHeight';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s · ${owner.name}` },
  applicationName: site.name,
  authors: [{ name: owner.name }],
  icons: { icon: { url: siteIconDataUrl, type: 'image/svg+xml' }, apple: withBasePath('/icons/apple-touch-icon.png') },
};

export const viewport: Viewport = {
  themeColor: '#f6f3ee',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={site.lang} suppressHydrationWarning>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <ShellProvider>
          <ViewportHeight />
          <SiteMenu closeIcon={<SvgIcon icon={closeIcon} />} />
          <AppFrame>
            <SiteHeader />
            <PageTransition>{children}</PageTransition>
            <SiteFooter />
            <NowPlayingMount />
          </AppFrame>
        </ShellProvider>
      </body>
    </html>
  );
}
