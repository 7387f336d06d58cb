import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { en } from '@/lib/i18n/dictionaries/en';
import { es } from '@/lib/i18n/dictionaries/es';
import { ThemeChoice } from './ThemeChoice';
import { THEME_KEY } from './themeChoice';

const root = document.documentElement;
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

afterEach(() => {
  delete root.dataset.theme;
  localStorage.clear();
});

describe('ThemeChoice', () => {
  it('is a group named Theme of three buttons, System pressed while the page follows the system', () => {
    render(<ThemeChoice words={en.shell.theme} />);
    const group = screen.getByRole('group', { name: 'Theme' });
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

  it('takes over the page’s stored choice from the head script without a hydration mismatch', async () => {
    // The server renders System; the head script has already marked the page dark.
    const html = renderToString(<ThemeChoice words={es.shell.theme} />);
    root.dataset.theme = 'dark';
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <ThemeChoice words={es.shell.theme} />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.getByRole('group', { name: 'Tema' })).toBeInTheDocument();
    expect(pressed()).toEqual(['Oscuro']);
    container.remove();
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
