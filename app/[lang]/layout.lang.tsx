import type { ReactNode } from 'react';
import { contentOfPage, firstLanguage, siteLanguages } from '@/lib/site/pageContent';
import '../globals.css';
import { LanguageShell } from '@/components/shell/LanguageShell';

/*
 * The site's other languages, each under its code (/es/, /es/projects, …): the same pages as the
 * first language's, in (first)/, each file here re-exporting its twin. These files end in
 * .lang.tsx, which next.config.js adds to the route files only for a site with more than one
 * language: a site in one language has no /[lang]/ routes at all (an export cannot have a
 * dynamic route with no pages).
 */

export const dynamicParams = false;

export function generateStaticParams() {
  return siteLanguages.filter(({ code }) => code !== firstLanguage).map(({ code }) => ({ lang: code }));
}

export default async function LanguageLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  return <LanguageShell content={await contentOfPage(params)}>{children}</LanguageShell>;
}
