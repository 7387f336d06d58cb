/** @jest-environment node */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FolderScan } from '../../../lib/content/musicFolder';

/**
 * music-metadata is ESM-only, which jest cannot load: the scan runs as the build runs it, as a
 * command (tsx), on files ffmpeg writes here with each container's own tags.
 */
const run = promisify(execFile);
const scanOf = async (root: string): Promise<FolderScan> => {
  const { stdout } = await run(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), [
    path.join(__dirname, 'scanMusic.mts'),
    root,
  ]);
  return JSON.parse(stdout) as FolderScan;
};
const ffmpeg = (...args: string[]) =>
  execFileSync(process.env.FFMPEG || 'ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'];
const tagged = {
  title: 'Tidal Lines',
  artist: 'Alex Example',
  album: 'Night Lines',
  track: '2',
  disc: '1',
  date: '2024-03-01',
  composer: 'Robin Placeholder',
  genre: 'Synth-pop',
};
const metadata = (tags: Record<string, string>) =>
  Object.entries(tags).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]);

let root: string;
let scan: FolderScan;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
  const album = path.join(root, 'content', 'music', '2024 Night Lines');
  mkdirSync(album, { recursive: true });
  // Each container with the tags its format holds, as ffmpeg's muxers write them.
  const containers: [string, string[]][] = [
    ['mp3', ['-c:a', 'libmp3lame', '-id3v2_version', '4']], // ID3v2.4 (TDRC holds the day; v2.3's TYER the year)
    ['flac', ['-c:a', 'flac', '-sample_fmt', 's32']], // Vorbis comments, 24-bit
    ['ogg', ['-c:a', 'libvorbis']], // Vorbis comments
    ['opus', ['-c:a', 'libopus']], // Vorbis comments in Ogg
    ['m4a', ['-c:a', 'alac']], // MP4 atoms, Apple Lossless
    ['aiff', ['-c:a', 'pcm_s24be', '-write_id3v2', '1']], // ID3v2 in AIFF
    ['wav', ['-c:a', 'pcm_s24le']], // RIFF INFO
  ];
  for (const [extension, codec] of containers) {
    const folder = path.join(root, 'content', 'music', extension);
    mkdirSync(folder);
    ffmpeg(...tone, ...codec, ...metadata(tagged), path.join(folder, `02 Tidal Lines.${extension}`));
  }
  // An untagged master named the usual way, an unreadable one, and a picture embedded in a FLAC.
  ffmpeg(...tone, '-c:a', 'pcm_s16le', '-map_metadata', '-1', path.join(album, '03 - Slow Orbit.wav'));
  writeFileSync(path.join(album, '04 Broken.flac'), 'not audio at all');
  ffmpeg('-f', 'lavfi', '-i', 'color=c=orange:s=64x64:d=1', '-frames:v', '1', path.join(root, 'picture.jpg'));
  ffmpeg(
    ...tone,
    '-i',
    path.join(root, 'picture.jpg'),
    '-map',
    '0:a',
    '-map',
    '1:v',
    '-c:a',
    'flac',
    '-c:v',
    'mjpeg',
    '-disposition:v',
    'attached_pic',
    ...metadata({ title: 'Night Drive', track: '1', LYRICS: 'Streetlights count the minutes down\nthe radio hums' }),
    path.join(album, '01 Night Drive.flac'),
  );
  writeFileSync(path.join(album, 'cover.jpg'), 'a picture');
  scan = await scanOf(root);
}, 60_000);

describe('the catalogue folder’s scan', () => {
  it.each(['mp3', 'flac', 'ogg', 'opus', 'm4a', 'aiff', 'wav'])('reads the tags of a .%s file', (extension) => {
    const facts = scan.files.find((file) => file.path === `${extension}/02 Tidal Lines.${extension}`);
    expect(facts?.tags).toMatchObject({ title: 'Tidal Lines', artist: 'Alex Example', album: 'Night Lines' });
    // RIFF INFO holds no track number, disc, composer or full date as ffmpeg writes it; every other container does.
    if (extension !== 'wav')
      expect(facts?.tags).toMatchObject({ track: 2, date: '2024-03-01', composer: ['Robin Placeholder'] });
    expect(facts?.tags.genre).toEqual(['Synth-pop']);
    expect(facts?.format.duration).toBeCloseTo(2, 1);
  });

  it('tells a lossless master from a lossy file, with its bit depth', () => {
    const format = (extension: string) =>
      scan.files.find((file) => file.path === `${extension}/02 Tidal Lines.${extension}`)!.format;
    expect(format('flac')).toMatchObject({ lossless: true, bitsPerSample: 24 });
    expect(format('m4a')).toMatchObject({ lossless: true });
    expect(format('wav')).toMatchObject({ lossless: true, bitsPerSample: 24 });
    expect(format('mp3')).toMatchObject({ lossless: false });
    expect(format('opus')).toMatchObject({ lossless: false });
  });

  it('reads lyrics, and writes an embedded picture out once for the release’s cover', () => {
    const first = scan.files.find((file) => file.path === '2024 Night Lines/01 Night Drive.flac');
    expect(first?.tags.lyrics).toBe('Streetlights count the minutes down\nthe radio hums');
    expect(first?.picture).toMatch(/^\/\.cache\/covers\/[0-9a-f]{16}\.jpg$/);
  });

  it('forgets the picture of a file since retagged or removed, and keeps those still in use', async () => {
    const covers = path.join(root, '.cache', 'covers');
    writeFileSync(path.join(covers, '0123456789abcdef.jpg'), 'a picture no file holds any more');
    const again = await scanOf(root);
    const inUse = again.files.flatMap((facts) => (facts.picture ? [path.basename(facts.picture)] : []));
    expect(inUse.length).toBeGreaterThan(0);
    expect(readdirSync(covers).sort()).toEqual([...new Set(inUse)].sort());
  });

  it('keeps a file with no tags for its name to speak, and finds the folder’s own picture', () => {
    expect(scan.files.find((file) => file.path === '2024 Night Lines/03 - Slow Orbit.wav')?.tags).toEqual({});
    expect(scan.covers).toEqual({ '2024 Night Lines': '/content/music/2024 Night Lines/cover.jpg' });
    expect(scan.folders).toContain('2024 Night Lines');
  });

  it('names a file it cannot read, and why, in one line', () => {
    expect(scan.problems).toHaveLength(1);
    expect(scan.problems[0]).toMatch(
      /^content\/music\/2024 Night Lines\/04 Broken\.flac: cannot be read as audio \(.+\)$/,
    );
  });
});
