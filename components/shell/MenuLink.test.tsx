import { render, screen } from '@testing-library/react';
import { MenuLink } from './MenuLink';
import { en } from '@/lib/i18n/dictionaries/en';

describe('MenuLink', () => {
  it('writes a file’s path URL-encoded: an owner’s resume named with spaces is a valid address', () => {
    render(<MenuLink link={{ label: 'Resume', href: '/CV 2026 (Café).pdf', kind: 'file' }} words={en.shell} />);
    expect(screen.getByRole('link', { name: /Resume/ })).toHaveAttribute('href', '/CV%202026%20(Caf%C3%A9).pdf');
  });
});
