'use client';

import { useContext, useState, type ReactNode } from 'react';
// Internal to Next.js: the only way to keep the outgoing route rendered through its exit
// animation. FrozenRouter.test.tsx fails loudly if an upgrade moves or renames it.
import { LayoutRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';

/**
 * While `frozen`, keeps rendering the route that was current before it froze. The App Router
 * swaps a layout's children at once on navigation; holding the old context lets the page
 * transition animate the old page out before the new one mounts. Unfrozen, it follows the
 * router, so a navigation within one page (a project's own address) shows at once.
 */
export function FrozenRouter({ children, frozen }: { children: ReactNode; frozen: boolean }) {
  const context = useContext(LayoutRouterContext);
  const [held, setHeld] = useState(context);
  if (!frozen && held !== context) setHeld(context);
  return <LayoutRouterContext.Provider value={frozen ? held : context}>{children}</LayoutRouterContext.Provider>;
}
