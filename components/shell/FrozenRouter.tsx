'use client';

import { useContext, useState, type ReactNode } from 'react';
// Internal to Next.js: the only way to keep the outgoing route rendered through its exit
// animation. FrozenRouter.test.tsx fails loudly if an upgrade moves or renames it.
import { LayoutRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';

/**
 * Keeps rendering the route that was current when this element mounted. The App Router
 * swaps a layout's children at once on navigation; holding the old context lets the page
 * transition animate the old page out before the new one mounts.
 */
export function FrozenRouter({ children }: { children: ReactNode }) {
  const context = useContext(LayoutRouterContext);
  const [frozen] = useState(context);
  return <LayoutRouterContext.Provider value={frozen}>{children}</LayoutRouterContext.Provider>;
}
