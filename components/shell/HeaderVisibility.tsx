'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { headerHiddenOn } from '@/content/navigation';
import { sectionOf } from './section';

/**
 * The site header, hidden on the routes that ask for it (the music page shows no header row;
 * a track's own page is the music page). Decided from the route, so the pre-rendered HTML is already right and
 * the header is back on every other page, however the visitor got there.
 */
export function HeaderVisibility({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return <header className="no-print" hidden={headerHiddenOn.includes(sectionOf(pathname))}>{children}</header>;
}
