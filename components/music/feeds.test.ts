/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import { music } from '@/lib/site/records';
import { m3uPlaylist, podcastFeed, podcastTracks } from './feeds';
import { contentIn } from '@/lib/site/pageContent';

/** The tests' site in its first language. */
const english = contentIn('en');
const { site } = english;
import type { TrackInfo } from './readTracks';

// The cover's share picture is made by the picture step, which a unit test does not run.
jest.mock('@/components/picture/resolvePicture', () => ({
  sharePicture: () => ({ url: 'https://example.com/cover-share.jpg' }),
}));

const tracks: TrackInfo[] = [
  {
    track: { title: 'Night Drive', released: '2025-03-14' },
    slug: 'night-drive',
    path: '/Night%20Drive.mp3',
    src: '/Night%20Drive.mp3',
    type: 'audio/mpeg',
    duration: 60.06,
    bytes: 240_222,
  },
  {
    track: { title: 'Café noir', file: '/music/cafe.m4a' },
    slug: 'cafe-noir',
    path: '/music/cafe.m4a',
    src: '/music/cafe.m4a',
    type: 'audio/mp4',
    duration: 3725.4,
    bytes: 5_000_000,
  },
];
const built = new Date('2026-05-01T12:00:00Z');

type Item = {
  title: string;
  guid: { '#text': string; '@_isPermaLink': string };
  link: string;
  pubDate: string;
  enclosure: Record<string, string>;
  'itunes:duration': string;
};
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml).rss;

describe('podcastFeed', () => {
  it('is an RSS 2.0 channel with the artist, the cover, and the tags podcast apps need', () => {
    const rss = parse(podcastFeed(tracks, english, built));
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    const channel = rss.channel;
    expect(channel).toMatchObject({
      title: music.artist,
      link: `${site.url}/music`,
      language: site.lang,
      image: { url: 'https://example.com/cover-share.jpg' },
      'itunes:author': music.artist,
      'itunes:image': { '@_href': 'https://example.com/cover-share.jpg' },
      'itunes:category': { '@_text': 'Music' },
      'itunes:explicit': 'false',
      'itunes:owner': { 'itunes:email': expect.stringContaining('@') },
      'atom:link': { '@_href': `${site.url}/music/feed.xml`, '@_rel': 'self' },
    });
    expect(channel.description).toMatch(/\S/);
  });

  it(
    'gives each track an enclosure with its absolute URL, exact length and type, a stable guid, ' +
      'its date and duration',
    () => {
      const items = parse(podcastFeed(tracks, english, built)).channel.item as Item[];
      expect(items.map((item) => item.enclosure)).toEqual([
        { '@_url': `${site.url}/Night%20Drive.mp3`, '@_length': '240222', '@_type': 'audio/mpeg' },
        { '@_url': `${site.url}/music/cafe.m4a`, '@_length': '5000000', '@_type': 'audio/mp4' },
      ]);
      expect(items.map((item) => item.guid)).toEqual([
        { '#text': 'night-drive', '@_isPermaLink': 'false' },
        { '#text': 'cafe-noir', '@_isPermaLink': 'false' },
      ]);
      expect(items.map((item) => item['itunes:duration'])).toEqual(['01:00', '1:02:05']);
      // The release date, or the build's when the content has none.
      expect(items.map((item) => item.pubDate)).toEqual(['Fri, 14 Mar 2025 00:00:00 GMT', built.toUTCString()]);
      expect(items[0]!.link).toBe(`${site.url}/music/night-drive`);
    },
  );

  it('writes the same feed for the same tracks on every build', () => {
    expect(podcastFeed(tracks, english, built)).toBe(podcastFeed(tracks, english, built));
  });
});

describe('m3uPlaylist', () => {
  it('lists every track as #EXTINF:seconds,artist - title and its absolute URL', () => {
    const lines = m3uPlaylist(
      [...tracks, { track: { title: 'Two\nlines' }, slug: 'x', path: '/x.mp3', src: '/x.mp3', type: 'audio/mpeg' }],
      english,
    ).split('\n');
    expect(lines).toEqual([
      '#EXTM3U',
      `#PLAYLIST:${music.artist}: tracks`,
      `#EXTINF:60,${music.artist} - Night Drive`,
      `${site.url}/Night%20Drive.mp3`,
      `#EXTINF:3725,${music.artist} - Café noir`,
      `${site.url}/music/cafe.m4a`,
      `#EXTINF:-1,${music.artist} - Two lines`,
      `${site.url}/x.mp3`,
      '',
    ]);
  });
});

describe('podcastTracks', () => {
  it('carries what podcast apps play (MP3, M4A, AAC) and names the rest', () => {
    const ogg = {
      ...tracks[0]!,
      track: { title: 'Vinter' },
      slug: 'vinter',
      path: '/vinter.ogg',
      src: '/vinter.ogg',
      type: 'audio/ogg',
    };
    const { carried, left } = podcastTracks([...tracks, ogg]);
    expect(carried).toEqual(tracks);
    expect(left).toEqual([ogg]);
    // A feed of none is still a feed.
    expect(parse(podcastFeed([], english, built)).channel.title).toBe(music.artist);
  });
});
