import type { ReactNode } from 'react';
import '../globals.css';
import { contentIn, firstLanguage } from '@/lib/site/pageContent';
import { LanguageShell } from '@/components/shell/LanguageShell';

/** The first language's pages, at the root of the site. */
export default function FirstLanguageLayout({ children }: { children: ReactNode }) {
  return <LanguageShell content={contentIn(firstLanguage)}>{children}</LanguageShell>;
}
