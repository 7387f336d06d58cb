import { render, screen, within } from '@testing-library/react';
import { en } from '@/lib/i18n/dictionaries/en';
import { SiteFooter } from './SiteFooter';

/** An owner with no e-mail address and two profiles, one on a Mastodon server. */
const owner = {
  name: 'Alex Example',
  profiles: [
    { name: 'Codeberg', url: 'https://codeberg.org/someone' },
    { name: 'Mastodon', url: 'https://fosstodon.org/@someone' },
  ],
};

describe('the footer', () => {
  it('shows no mail link without an address, and each profile as the owner’s own, in order', () => {
    render(<SiteFooter links={[]} owner={owner} words={en.shell} lang="en" />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('a[href^="mailto:"]')).toBeNull();
    const profiles = within(footer).getAllByRole('link', { name: /opens in a new tab/ });
    expect(
      profiles.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href'), link.getAttribute('rel')]),
    ).toEqual([
      ['Codeberg (opens in a new tab)', 'https://codeberg.org/someone', 'me noopener noreferrer'],
      ['Mastodon (opens in a new tab)', 'https://fosstodon.org/@someone', 'me noopener noreferrer'],
    ]);
    for (const link of profiles) expect(link.querySelector('svg')).not.toBeNull();
  });
});
