import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { withBasePath } from '@/components/basePath';
import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { textDirection } from '@/lib/i18n/format';
import { siteIconDataUrl } from '@/components/seo/siteIcon';
import { NowPlayingMount } from '@/components/playback/NowPlayingMount';
import { ShellProvider } from '@/components/shell/ShellProvider';
import { ViewportHeight } from '@/components/shell/ViewportHeight';
import { paletteCss } from '@/components/theme/palette';
import { PAGE_GROUND } from '@/lib/content/theme';
import { titleSuffix } from './page-metadata';

const { site, owner } = contentIn(firstLanguage);

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s${titleSuffix(owner.name)}` },
  authors: [{ name: owner.name }],
  icons: { icon: { url: siteIconDataUrl, type: 'image/svg+xml' }, apple: withBasePath('/icons/apple-touch-icon.png') },
};

export const viewport: Viewport = {
  // Light or dark as the visitor's system is (app/globals.css); the browser's own parts follow.
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: PAGE_GROUND.light },
    { media: '(prefers-color-scheme: dark)', color: PAGE_GROUND.dark },
  ],
  width: 'device-width',
  initialScale: 1,
};

/**
 * Around every page in every language: the document (in the first language and its direction;
 * each other language's pages say their own, see scripts/build/postbuild/pageLanguages.ts), the menu's state, and the
 * site's player, which plays on from page to page and from language to language. Everything
 * with words is in each language's layout (LanguageShell).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // suppressHydrationWarning: scripts in the head mark <html> before React runs, the visitor's
    // theme among them (data-theme, scripts/build/postbuild/theme.ts).
    <html lang={site.lang} dir={textDirection(site.lang)} suppressHydrationWarning>
      <body>
        {/* React puts it into the head (a style with href and precedence is one of its resources). */}
        <style href="owner-palette" precedence="default">
          {paletteCss(site.palette)}
        </style>
        <ShellProvider>
          <ViewportHeight />
          {children}
          <NowPlayingMount />
        </ShellProvider>
      </body>
    </html>
  );
}
