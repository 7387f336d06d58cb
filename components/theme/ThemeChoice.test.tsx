import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@/lib/i18n/dictionaries/en';
import { ThemeChoice } from './ThemeChoice';
import { installThemeChoice, THEME_KEY } from './themeChoice';

const root = document.documentElement;
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

// The page's first script, as every page runs it (scripts/build/postbuild/firstView.ts).
beforeAll(() => installThemeChoice(document));
afterEach(() => {
  delete root.dataset.theme;
  localStorage.clear();
});

/** The choice in the menu, with the menu's button, which says it opens the menu. */
const renderInMenu = () =>
  render(
    <>
      <button type="button" aria-controls="site-menu" aria-expanded="false">
        Menu
      </button>
      <div id="site-menu">
        <ThemeChoice words={en.shell.theme} />
      </div>
    </>,
  );

describe('ThemeChoice', () => {
  it('is a group named Theme of three buttons, System pressed while the page follows the system', async () => {
    renderInMenu();
    const group = screen.getByRole('group', { name: 'Theme' });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(
      [...group.querySelectorAll('button')].map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['System', 'true'],
      ['Light', 'false'],
      ['Dark', 'false'],
    ]);
  });

  it('shows a choice at once, keeps it for the next pages and visits, and says which is pressed', async () => {
    const user = userEvent.setup();
    render(<ThemeChoice words={en.shell.theme} />);
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(pressed()).toEqual(['Dark']);

    await user.click(screen.getByRole('button', { name: 'Light' }));
    expect(root.dataset.theme).toBe('light');
    expect(pressed()).toEqual(['Light']);

    // Back to the system: no mark, nothing kept.
    await user.click(screen.getByRole('button', { name: 'System' }));
    expect(root.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(pressed()).toEqual(['System']);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ThemeChoice words={en.shell.theme} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(root.dataset.theme).toBe('light');
    await user.tab();
    await user.keyboard(' ');
    expect(pressed()).toEqual(['Dark']);
  });

  it('a menu drawn anew says the page’s stored choice as it opens', async () => {
    root.dataset.theme = 'dark';
    renderInMenu();
    expect(pressed()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(pressed()).toEqual(['Dark']);
  });

  it('says the stored choice once the page has been read: the first script finds the buttons in it', () => {
    root.dataset.theme = 'light';
    render(<ThemeChoice words={en.shell.theme} />);
    installThemeChoice(document);
    expect(pressed()).toEqual(['Light']);
  });

  it('still works where storage is refused, for this visit', async () => {
    const user = userEvent.setup();
    const refused = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    render(<ThemeChoice words={en.shell.theme} />);
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(root.dataset.theme).toBe('dark');
    expect(pressed()).toEqual(['Dark']);
    refused.mockRestore();
  });
});
