/** @jest-environment node */
import { unzipSync } from 'fflate';
import type { Release } from '../../../lib/content/schema';
import { en } from '../../../lib/i18n/dictionaries/en';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseNotes, trackNames, writeReleaseZip } from './releaseZip';

const release: Release = {
  title: 'Night Lines: Live',
  kind: 'EP',
  released: '2025-06-20',
  cover: { src: 'night-lines.jpg', alt: 'A cover' },
  label: 'Fixture Records',
  catalogNumber: 'FX-001',
  credits: { producedBy: ['Sam Fixture'] },
  tracks: [
    {
      title: 'Night Drive',
      credits: { writtenBy: ['Sam Fixture', 'Robin'], musicians: [{ name: 'Ann', role: 'Drums' }] },
    },
    { title: 'Tidal/Lines', file: '/music/Tidal Lines.M4A' },
  ],
  download: { license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } },
};
const notes = releaseNotes(release, {
  artist: 'Sam Fixture',
  page: 'https://example.com/music/night-lines-live',
  words: en.music,
  lang: 'en',
});

describe('a release’s zip', () => {
  it('names the tracks by their place and title, as a file system takes them, with their own extensions', () => {
    expect(trackNames(release)).toEqual(['01 Night Drive.mp3', '02 Tidal-Lines.m4a']);
  });

  /** The zip of two tracks' files (made here), written to a file as the build writes it. */
  const written = async (names = trackNames(release)) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'release-zip-'));
    const files = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])].map((bytes, index) => {
      const file = path.join(dir, `${index}.audio`);
      writeFileSync(file, bytes);
      return file;
    });
    const target = path.join(dir, 'release.zip');
    await writeReleaseZip(target, {
      release,
      artist: 'Sam Fixture',
      files,
      names,
      cover: new Uint8Array([9, 9, 9, 9]),
      notes,
    });
    return readFileSync(target);
  };

  it('holds the tracks in order, the cover and the credits, byte for byte, in one folder', async () => {
    const files = unzipSync(await written());
    expect(Object.keys(files)).toEqual([
      'Sam Fixture - Night Lines- Live/01 Night Drive.mp3',
      'Sam Fixture - Night Lines- Live/02 Tidal-Lines.m4a',
      'Sam Fixture - Night Lines- Live/cover.jpg',
      'Sam Fixture - Night Lines- Live/credits.txt',
    ]);
    expect(Object.values(files).slice(0, 3)).toEqual([
      new Uint8Array([1, 2, 3]),
      new Uint8Array([4, 5]),
      new Uint8Array([9, 9, 9, 9]),
    ]);
    expect(new TextDecoder().decode(files['Sam Fixture - Night Lines- Live/credits.txt'])).toBe(notes);
  });

  it('names the tracks of a format’s zip with that format’s extension', async () => {
    expect(trackNames(release, '.flac')).toEqual(['01 Night Drive.flac', '02 Tidal-Lines.flac']);
    expect(Object.keys(unzipSync(await written(trackNames(release, '.flac'))))[1]).toBe(
      'Sam Fixture - Night Lines- Live/02 Tidal-Lines.flac',
    );
  });

  it('makes the same bytes from the same release on every build', async () => {
    expect((await written()).equals(await written())).toBe(true);
  });

  it('writes the credits as a sleeve reads: the release, each track with its own, the licence and the page', () => {
    expect(notes).toBe(
      [
        'Sam Fixture – Night Lines: Live',
        'EP · Released June 20, 2025',
        'Label: Fixture Records',
        'Catalogue number: FX-001',
        '',
        '1. Night Drive',
        '   Written by: Sam Fixture and Robin',
        '   Drums: Ann',
        '2. Tidal/Lines',
        '',
        'Credits',
        'Produced by: Sam Fixture',
        '',
        'Licence: CC BY 4.0 https://creativecommons.org/licenses/by/4.0/',
        'https://example.com/music/night-lines-live',
        '',
      ].join('\n'),
    );
  });
});
