import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuLink } from '@/lib/content/schema';
import { en } from '@/lib/i18n/dictionaries/en';
import { MenuToggle } from './MenuToggle';
import { ShellProvider } from './ShellProvider';
import { SiteMenu } from './SiteMenu';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

/** framer-motion's code as the test holds it: here or not, and arriving (or failing) when the test says. */
let mockReady = false;
let mockArrival: { resolve: () => void; reject: (error: Error) => void };
const mockStart = jest.fn();
jest.mock('./motion', () => ({
  motionReady: () => mockReady,
  loadMotion: () =>
    new Promise<void>((resolve, reject) => {
      mockArrival = { resolve, reject };
    }),
  startMotion: (...args: unknown[]) => mockStart(...args),
}));

const links: { primary: MenuLink[]; secondary: MenuLink[] } = {
  primary: [
    { label: 'Projects', href: '/projects', kind: 'route' },
    { label: 'Écrits', href: '/writing', kind: 'route' },
  ],
  secondary: [{ label: 'Mail me', href: 'mailto:ada@example.com', kind: 'email' }],
};

/** Opens the menu; its links' list (the nav) and the items the rise is asked for. */
async function openMenu() {
  render(
    <ShellProvider>
      <SiteMenu closeIcon={<svg />} words={en.shell} links={links} />
      <MenuToggle icon={<svg />} label={en.shell.menu} />
    </ShellProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.getByRole('navigation', { name: 'Menu' });
}
const risen = () => [...(mockStart.mock.calls.at(-1)?.[0] ?? [])].map((item: Element) => item.textContent);

beforeEach(() => {
  mockStart.mockClear();
  mockReady = false;
});

describe("the menu's links", () => {
  it('rise in as the menu opens when the motion code is here', async () => {
    mockReady = true;
    const nav = await openMenu();
    expect(risen()).toEqual(['Projects', 'Écrits', 'Mail me']);
    expect(nav).not.toHaveAttribute('data-waiting');
  });

  it('opened before the motion code is here, wait unseen for it, then rise', async () => {
    const nav = await openMenu();
    expect(nav).toHaveAttribute('data-waiting');
    expect(mockStart).not.toHaveBeenCalled();
    await act(async () => mockArrival.resolve());
    expect(risen()).toEqual(['Projects', 'Écrits', 'Mail me']);
    expect(nav).not.toHaveAttribute('data-waiting');
  });

  it('show without rising when the motion code cannot be fetched', async () => {
    const nav = await openMenu();
    await act(async () => mockArrival.reject(new Error('offline')));
    expect(mockStart).not.toHaveBeenCalled();
    expect(nav).not.toHaveAttribute('data-waiting');
  });
});
