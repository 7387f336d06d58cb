import { render, screen } from '@testing-library/react';
import { useContext, type ContextType } from 'react';
import { LayoutRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { FrozenRouter } from './FrozenRouter';

// The page transition depends on this Next.js internal; if an upgrade moves or reshapes
// it, this test fails before a visitor sees pages swap without their exit animation.
type LayoutRouter = NonNullable<ContextType<typeof LayoutRouterContext>>;

function ShowRoute() {
  const context = useContext(LayoutRouterContext);
  return <p>{context?.url}</p>;
}

const routerFor = (url: string) => ({ url }) as unknown as LayoutRouter;

describe('FrozenRouter', () => {
  it('is built on a LayoutRouterContext that Next.js still exports', () => {
    expect(LayoutRouterContext).toBeDefined();
    expect(LayoutRouterContext.Provider).toBeDefined();
  });

  it('keeps showing the route it mounted with after the router moves on', () => {
    const { rerender } = render(
      <LayoutRouterContext.Provider value={routerFor('/')}>
        <FrozenRouter>
          <ShowRoute />
        </FrozenRouter>
      </LayoutRouterContext.Provider>,
    );
    rerender(
      <LayoutRouterContext.Provider value={routerFor('/projects')}>
        <FrozenRouter>
          <ShowRoute />
        </FrozenRouter>
      </LayoutRouterContext.Provider>,
    );
    expect(screen.getByText('/')).toBeInTheDocument();
  });
});
