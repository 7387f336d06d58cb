import { render, screen, within } from '@testing-library/react';
import type { Track } from '@/lib/content/schema';
import { en } from '@/lib/i18n/dictionaries/en';
import { ListenOnLinks } from './ListenOnLinks';
import { TrackDetails, hasTrackDetails } from './TrackDetails';

const track: Track = {
  title: 'Night Drive',
  lyrics: 'First line\nsecond line\n\nNew verse',
  credits: {
    writtenBy: ['Alex Example', 'Robin Placeholder'],
    producedBy: ['Alex Example'],
    musicians: [{ name: 'Sam Sample', role: 'Drums' }],
    recordedAt: 'Home studio',
  },
  listenOn: [
    { name: 'Bandcamp', url: 'https://alexexample.bandcamp.com/track/night-drive' },
    { name: 'My own site', url: 'https://example.com/night-drive' },
  ],
  download: { license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } },
};
const info = { track, src: '/portfolio/Night%20Drive.mp3', bytes: 430_080 };

describe('TrackDetails', () => {
  it('shows the lyrics verse by verse and the credits in a disclosure that is open from the start', () => {
    const { container } = render(<TrackDetails info={info} words={en.music} lang="en" />);
    const disclosure = container.querySelector('details')!;
    expect(disclosure).toHaveAttribute('open');
    expect(within(disclosure).getByText('Lyrics and credits', { exact: false, selector: 'summary' })).toHaveTextContent(
      'Lyrics and credits of Night Drive',
    );
    expect([...disclosure.querySelectorAll('p')].map((verse) => verse.textContent)).toEqual([
      'First line\nsecond line',
      'New verse',
    ]);
    const credits = [...disclosure.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`,
    );
    expect(credits).toEqual([
      'Written by: Alex Example and Robin Placeholder',
      'Produced by: Alex Example',
      'Drums: Sam Sample',
      'Recorded at: Home studio',
    ]);
  });

  it('names each listen-on link for the track and the platform', () => {
    render(<TrackDetails info={info} words={en.music} lang="en" />);
    expect(screen.getByRole('link', { name: 'Listen to Night Drive on Bandcamp' })).toHaveAttribute(
      'href',
      track.listenOn![0]!.url,
    );
    expect(screen.getByRole('link', { name: 'Listen to Night Drive on My own site' })).toHaveAttribute(
      'href',
      track.listenOn![1]!.url,
    );
  });

  it('offers the file to download with its format and size, and links its licence', () => {
    render(<TrackDetails info={info} words={en.music} lang="en" />);
    const download = screen.getByRole('link', { name: 'Download Night Drive (MP3, 420 kB)' });
    expect(download).toHaveAttribute('href', info.src);
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('rel', 'license');
  });

  it('shows only what the track has: lyrics alone make a "Lyrics" disclosure; no download without one', () => {
    const { container } = render(
      <TrackDetails info={{ ...info, track: { title: 'Quiet', lyrics: 'Only words' } }} words={en.music} lang="en" />,
    );
    expect(container.querySelector('summary')).toHaveTextContent('Lyrics of Quiet');
    expect(container.querySelector('dl')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is needed only for a track that has something to show', () => {
    expect(hasTrackDetails({ title: 'Bare' })).toBe(false);
    expect(
      hasTrackDetails({ title: 'Linked', listenOn: [{ name: 'Spotify', url: 'https://open.spotify.com/track/1' }] }),
    ).toBe(true);
  });
});

describe('ListenOnLinks', () => {
  it('names the artist on the artist’s own links', () => {
    render(
      <ListenOnLinks
        links={[{ name: 'SoundCloud', url: 'https://soundcloud.com/alex-example' }]}
        subject="Alex Example"
        words={en.music}
      />,
    );
    expect(screen.getByRole('link', { name: 'Listen to Alex Example on SoundCloud' })).toBeVisible();
  });
});
