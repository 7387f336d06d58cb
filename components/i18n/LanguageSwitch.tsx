'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { localPath, splitLanguage } from '@/lib/i18n/paths';

interface Props {
  /** The site's other languages, each by its code and its own name for itself ("Español"). */
  languages: { code: string; name: string; first: boolean }[];
  /**
   * The list's name, in the page's language ("Language"), as a landmark of its own; none inside
   * another (the menu's).
   */
  label?: string;
  className?: string;
  linkClassName?: string;
}

/**
 * Links to the page on screen in the site's other languages: the same page (a project's or a
 * track's own too), reached in the site (the music plays on). Each name is in its own language.
 */
export function LanguageSwitch({ languages, label, className, linkClassName }: Props) {
  const { path } = splitLanguage(usePathname() ?? '/');
  const list = (
    <ul className={className}>
      {languages.map(({ code, name, first }) => (
        <li key={code}>
          {/*
            Not prefetched: few visitors change language, and the other language's page would cost every
            visit its requests.
          */}
          <Link
            href={localPath(path, first ? undefined : code)}
            prefetch={false}
            hrefLang={code}
            lang={code}
            className={linkClassName}
          >
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
  return label ? <nav aria-label={label}>{list}</nav> : list;
}
