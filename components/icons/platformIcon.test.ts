import { icons as brandIcons } from '@iconify-json/simple-icons';
import { getIconData } from '@iconify/utils';
import linkVariant from '@iconify-icons/mdi/link-variant';
import { platformIcon } from './platformIcon';

const brand = (name: string) => getIconData(brandIcons, name);

describe('platformIcon', () => {
  it('knows the usual music platforms by their address, whatever the owner calls them', () => {
    expect(platformIcon({ name: 'Apple', url: 'https://music.apple.com/album/1' })).toEqual(brand('applemusic'));
    expect(platformIcon({ name: 'Spotify', url: 'https://open.spotify.com/track/1' })).toEqual(brand('spotify'));
    expect(platformIcon({ name: 'Videos', url: 'https://youtu.be/abc' })).toEqual(brand('youtube'));
    expect(platformIcon({ name: 'YT Music', url: 'https://music.youtube.com/watch?v=1' })).toEqual(
      brand('youtubemusic'),
    );
    expect(platformIcon({ name: 'My page', url: 'https://someone.bandcamp.com/' })).toEqual(brand('bandcamp'));
    expect(platformIcon({ name: 'Sounds', url: 'https://soundcloud.com/someone' })).toEqual(brand('soundcloud'));
  });

  it('knows the usual profiles by their address', () => {
    const cases: [url: string, icon: string][] = [
      ['https://github.com/someone', 'github'],
      ['https://gitlab.com/someone', 'gitlab'],
      ['https://codeberg.org/someone', 'codeberg'],
      ['https://www.linkedin.com/in/someone', 'linkedin'],
      ['https://bsky.app/profile/someone.example', 'bluesky'],
      ['https://www.instagram.com/someone', 'instagram'],
      ['https://x.com/someone', 'x'],
      ['https://twitter.com/someone', 'x'],
      ['https://www.youtube.com/@someone', 'youtube'],
    ];
    for (const [url, icon] of cases) expect([url, platformIcon({ name: 'Me', url })]).toEqual([url, brand(icon)]);
  });

  it('gives a profile on any Mastodon server (an /@name address) the Mastodon icon', () => {
    expect(platformIcon({ name: 'Fediverse', url: 'https://fosstodon.org/@someone' })).toEqual(brand('mastodon'));
    expect(platformIcon({ name: 'Toots', url: 'https://mastodon.social/@some.one/' })).toEqual(brand('mastodon'));
  });

  it('finds another brand by its name, and gives any other site a plain link icon', () => {
    expect(platformIcon({ name: 'Audiomack', url: 'https://example.com/artist' })).toEqual(brand('audiomack'));
    expect(platformIcon({ name: 'My own site', url: 'https://example.com/' })).toBe(linkVariant);
  });
});
