import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { MenuToggle } from './MenuToggle';
import { ShellProvider } from './ShellProvider';
import { SiteMenu } from './SiteMenu';
import { AppFrame } from './AppFrame';
import { primaryLinks, secondaryLinks } from '@/lib/site/records';
import { en } from '@/lib/i18n/dictionaries/en';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));
const mockedPathname = jest.mocked(usePathname);

function Shell() {
  return (
    <ShellProvider>
      <SiteMenu closeIcon={<svg />} words={en.shell} links={{ primary: primaryLinks, secondary: secondaryLinks }} />
      <AppFrame>
        <MenuToggle icon={<svg />} label={en.shell.menu} />
        <p>Page</p>
      </AppFrame>
    </ShellProvider>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Menu' });

beforeEach(() => {
  jest.useFakeTimers();
  mockedPathname.mockReturnValue('/');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the shell menu', () => {
  it('opens from the hamburger, focuses the close button and locks scroll', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Shell />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', 'site-menu');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(document.documentElement).toHaveClass('menu-shown');
  });

  it('closes on Escape, returns focus to the hamburger and unlocks scroll after the slide', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Shell />);
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    // The menu stays shown while the app slides back over it (1 s).
    expect(document.documentElement).toHaveClass('menu-shown');
    act(() => jest.advanceTimersByTime(999));
    expect(document.documentElement).toHaveClass('menu-shown');
    act(() => jest.advanceTimersByTime(1));
    expect(document.documentElement).not.toHaveClass('menu-shown');
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Shell />);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the route changes, without stealing focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { rerender } = render(<Shell />);
    await user.click(toggle());
    mockedPathname.mockReturnValue('/projects');
    rerender(<Shell />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).not.toHaveFocus();
  });

  it('reopening during the closing slide cancels the pending close', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Shell />);
    await user.click(toggle());
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => jest.advanceTimersByTime(500));
    await user.click(toggle());
    act(() => jest.advanceTimersByTime(2000));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(document.documentElement).toHaveClass('menu-shown');
  });
});
