import type { ReactNode } from 'react';
import '../globals.css';
import { LanguageShell } from '@/components/shell/LanguageShell';

/** The first language's pages, at the root of the site. */
export default function FirstLanguageLayout({ children }: { children: ReactNode }) {
  return <LanguageShell>{children}</LanguageShell>;
}
