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

  const at = (url: string, frozen: boolean) => (
    <LayoutRouterContext.Provider value={routerFor(url)}>
      <FrozenRouter frozen={frozen}>
        <ShowRoute />
      </FrozenRouter>
    </LayoutRouterContext.Provider>
  );

  it('keeps showing the route it held while frozen, after the router moves on', () => {
    const { rerender } = render(at('/', false));
    rerender(at('/projects', true));
    expect(screen.getByText('/')).toBeInTheDocument();
  });

  it('follows the router while not frozen (a navigation within one page)', () => {
    const { rerender } = render(at('/projects', false));
    rerender(at('/projects/retention-curve', false));
    expect(screen.getByText('/projects/retention-curve')).toBeInTheDocument();
    // And holds that one when it freezes next.
    rerender(at('/music', true));
    expect(screen.getByText('/projects/retention-curve')).toBeInTheDocument();
  });
});
