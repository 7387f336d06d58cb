import { statSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { test, expect } from './fixtures';
import { music } from './testSite';
import { slugOf } from '../lib/content/slug';
import { trackFile } from '../lib/content/audio';
import { urlPath } from '../components/music/trackText';

/*
 * The podcast feed and the M3U playlist as the built site serves them: what a podcast app or
 * a media player reads. HTTP answers: checked once (desktop project).
 */
const out = path.join(__dirname, '..', 'out');
/** The built copy of a track's file: the bytes every listener is sent. */
const builtSize = (file: string) => statSync(path.join(out, file)).size;

interface FeedItem {
  title: string;
  guid: { '#text': string };
  enclosure: { '@_url': string; '@_length': string; '@_type': string };
  'itunes:duration': string;
}

test.describe('the podcast feed and the playlist', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP answers are checked once');

  test(
    'the feed has every track; ' +
      'each enclosure is its file, of exactly the file’s length and type, ' +
      'and answers 200',
    async ({ request }) => {
      const response = await request.get('/music/feed.xml');
      expect(response.status()).toBe(200);
      const rss = new XMLParser({
        ignoreAttributes: false,
        parseTagValue: false,
        isArray: (name) => name === 'item',
      }).parse(await response.text()).rss;
      expect(rss['@_version']).toBe('2.0');
      expect(rss.channel.title).toBe(music.artist);
      const items = rss.channel.item as FeedItem[];
      expect(items.map((item) => item.title)).toEqual(music.tracks.map((track) => track.title));
      for (const [index, item] of items.entries()) {
        const track = music.tracks[index]!;
        const file = trackFile(track);
        const url = new URL(item.enclosure['@_url']);
        expect(url.pathname, track.title).toBe(urlPath(file));
        expect(Number(item.enclosure['@_length']), track.title).toBe(builtSize(file));
        expect(item.enclosure['@_type']).toBe('audio/mpeg');
        expect(item.guid['#text']).toBe(slugOf(track));
        expect(item['itunes:duration']).toMatch(/^\d\d:\d\d$/);
        const audio = await request.get(url.pathname);
        expect(audio.status(), url.pathname).toBe(200);
        expect((await audio.body()).length, url.pathname).toBe(builtSize(file));
      }
      // The cover the apps show is there too.
      expect((await request.get(new URL(rss.channel['itunes:image']['@_href']).pathname)).status()).toBe(200);
    },
  );

  test('the M3U playlist lists every track in order, and every entry answers 200', async ({ request }) => {
    const response = await request.get('/music/playlist.m3u');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    const entries = lines.filter((line) => line.startsWith('#EXTINF:'));
    const urls = lines.filter((line) => !line.startsWith('#'));
    expect(entries.map((line) => line.replace(/^#EXTINF:\d+,/, ''))).toEqual(
      music.tracks.map((track) => `${music.artist} - ${track.title}`),
    );
    expect(urls.map((url) => new URL(url).pathname)).toEqual(music.tracks.map((track) => urlPath(trackFile(track))));
    for (const url of urls) expect((await request.head(new URL(url).pathname)).status(), url).toBe(200);
  });

  test('robots.txt leaves both to crawlers', async ({ request }) => {
    const disallowed = (await (await request.get('/robots.txt')).text())
      .split('\n')
      .filter((line) => /^disallow:/i.test(line))
      .map((line) => line.replace(/^disallow:\s*/i, '').trim())
      .filter(Boolean);
    for (const file of ['/music/feed.xml', '/music/playlist.m3u'])
      expect(
        disallowed.filter((prefix) => file.startsWith(prefix)),
        file,
      ).toEqual([]);
  });
});

test('the music page and each track’s page point feed readers to the feed, and link it visibly', async ({ page }) => {
  for (const address of ['/music', `/music/${slugOf(music.tracks[1]!)}`]) {
    await page.goto(address);
    // The podcast feed first; the writing's feed of the same type (every page of a site with posts) after it.
    const alternates = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    const feeds = await alternates.evaluateAll((links) =>
      links.map((link) => new URL(link.getAttribute('href')!).pathname),
    );
    expect(feeds).toEqual(['/music/feed.xml', '/writing/feed.xml']);
    expect(
      new URL((await page.locator('link[rel="alternate"][type="audio/x-mpegurl"]').getAttribute('href'))!).pathname,
    ).toBe('/music/playlist.m3u');
  }
  await expect(page.getByRole('link', { name: 'Podcast feed (RSS)' })).toHaveAttribute('href', '/music/feed.xml');
  await expect(page.getByRole('link', { name: 'Playlist (M3U)' })).toHaveAttribute('href', '/music/playlist.m3u');
});
