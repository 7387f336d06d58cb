'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { sectionOf } from './section';

/**
 * The site header, hidden on the routes that ask for it (the music page shows no header row;
 * a track's own page is the music page). Decided from the route, so the pre-rendered HTML is already right and
 * the header is back on every other page, however the visitor got there. The routes come as a
 * prop: read from the content here, they would bring the content's module into the page's code.
 */
export function HeaderVisibility({ hiddenOn, children }: { hiddenOn: readonly string[]; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <header className="no-print" hidden={hiddenOn.includes(sectionOf(pathname))}>
      {children}
    </header>
  );
}
