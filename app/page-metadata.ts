import type { Metadata } from 'next';
import type { RoutePath } from '@/lib/content/schema';
import { contentIn, contentOfPage, siteLanguages, type LanguageParams, type PageContent } from '@/lib/site/pageContent';
import { ogSize } from '@/components/seo/ogImage';
import { ogAlt } from '@/components/seo/previewWords';
import { routePage, sharedPages, type SharedPage } from '@/components/seo/sharedPages';
import { writingFeedLinks } from '@/components/writing/feedLinks';

/** The languages that have a page of their own: all of them, but for a post, those it is written in. */
export const languagesWith = (pagePath: string) =>
  siteLanguages.filter(({ code }) =>
    sharedPages(contentIn(code)).some((page) => page.pagePath === pagePath && !page.originalPath),
  );

/**
 * The same page in every language of the site that has it, and the first language's as the
 * default for any other visitor (hreflang); nothing where only one language has it.
 */
function languageVersions(pagePath: string): Record<string, string> | undefined {
  const languages = languagesWith(pagePath);
  if (languages.length < 2) return undefined;
  return {
    ...Object.fromEntries(languages.map(({ code }) => [code, contentIn(code).local(pagePath)])),
    ...(languages.some(({ code }) => code === siteLanguages[0]?.code) ? { 'x-default': pagePath } : {}),
  };
}

/** What follows each page's title but Home's, in its `<title>`: the owner's name (app/layout.tsx). */
export const titleSuffix = (ownerName: string) => ` · ${ownerName}`;

/**
 * The longest a page's title is with the owner's name after it: past it, search results cut it,
 * and html-validate's long-title refuses it. A longer one (an imported post's) stands alone.
 */
const LONGEST_TITLE = 70;

/** The head of one page: its own title, description, canonical URL, language versions and link preview. */
export function sharedPageMetadata(
  page: SharedPage,
  content: PageContent,
  openGraph: Partial<NonNullable<Metadata['openGraph']>> = {},
): Metadata {
  const { path, title, description, ogImage } = page;
  const home = page.pagePath === '/';
  const otherLocales = siteLanguages.filter(({ locale }) => locale !== content.site.locale).map(({ locale }) => locale);
  return {
    title: home || `${title}${titleSuffix(content.owner.name)}`.length > LONGEST_TITLE ? { absolute: title } : title,
    description,
    applicationName: content.site.name,
    alternates: {
      canonical: page.originalPath ?? path,
      languages: page.originalPath ? undefined : languageVersions(page.pagePath),
      types: writingFeedLinks(content),
    },
    openGraph: {
      title,
      description,
      url: path,
      siteName: content.site.name,
      type: home || page.pagePath === '/about' ? 'profile' : 'website',
      locale: content.site.locale,
      ...(otherLocales.length ? { alternateLocale: otherLocales } : {}),
      images: [{ url: ogImage, ...ogSize, alt: ogAlt(page), type: 'image/png' }],
      ...openGraph,
    } as Metadata['openGraph'],
    twitter: { card: 'summary_large_image', title, description, images: [ogImage] },
  };
}

/** The head of one of the six routes, in the language of the page's address. */
export const routeMetadata =
  (route: RoutePath) =>
  async ({ params }: { params?: LanguageParams } = {}): Promise<Metadata> => {
    const content = await contentOfPage(params);
    return sharedPageMetadata(routePage(route, content), content);
  };
