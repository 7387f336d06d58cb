import { statSync } from 'node:fs';
import path from 'node:path';
import { test, expect, trackRow } from './fixtures';
import { music } from './testSite';
import { trackFile } from '../lib/content/audio';
import { urlPath } from '../components/music/trackText';

/*
 * What a track carries besides its audio, as a visitor without JavaScript gets it: lyrics and
 * credits open, links named for screen readers, the file to download.
 */
test.use({ javaScriptEnabled: false });

test('every track with lyrics shows them, with its credits, in a disclosure open without JavaScript', async ({
  page,
}) => {
  await page.goto('/music');
  const withLyrics = music.tracks.filter((track) => track.lyrics);
  expect(withLyrics.length).toBeGreaterThan(0);
  for (const track of withLyrics) {
    const item = trackRow(page, track.title);
    for (const line of track.lyrics!.split('\n').filter((text) => text.trim()))
      await expect(item.getByText(line, { exact: false })).toBeVisible();
    for (const writer of track.credits?.writtenBy ?? [])
      await expect(item.getByRole('definition').filter({ hasText: writer }).first()).toBeVisible();
  }
  // The visitor may fold them away, still without JavaScript.
  const first = trackRow(page, withLyrics[0]!.title);
  const firstLine = withLyrics[0]!.lyrics!.split('\n')[0]!;
  await first.locator('summary').click();
  await expect(first.getByText(firstLine)).toBeHidden();
});

test('listen-on links are named for the track or the artist and the platform', async ({ page }) => {
  await page.goto('/music');
  for (const link of music.listenOn ?? []) {
    await expect(
      page.getByRole('link', { name: `Listen to ${music.artist} on ${link.name}`, exact: true }),
    ).toHaveAttribute('href', link.url);
  }
  for (const track of music.tracks) {
    for (const link of track.listenOn ?? []) {
      await expect(
        trackRow(page, track.title).getByRole('link', {
          name: `Listen to ${track.title} on ${link.name}`,
          exact: true,
        }),
      ).toHaveAttribute('href', link.url);
    }
  }
});

test('a downloadable track links its own file, with its format, size and licence', async ({ page }) => {
  await page.goto('/music');
  const downloadable = music.tracks.filter((track) => track.download);
  expect(downloadable.length).toBeGreaterThan(0);
  for (const track of downloadable) {
    const file = trackFile(track);
    const kilobytes = Math.round(statSync(path.join(__dirname, '..', 'out', file)).size / 1024);
    const link = trackRow(page, track.title).getByRole('link', {
      name: `Download ${track.title} (MP3, ${kilobytes} kB)`,
      exact: true,
    });
    await expect(link).toHaveAttribute('href', urlPath(file));
    await expect(link).toHaveAttribute('download', '');
    await expect(trackRow(page, track.title).getByRole('link', { name: track.download!.license.name })).toHaveAttribute(
      'href',
      track.download!.license.url,
    );
  }
  // Tracks without a download offer none.
  for (const track of music.tracks.filter((candidate) => !candidate.download))
    await expect(trackRow(page, track.title).getByRole('link', { name: /^Download/ })).toHaveCount(0);
});
