#!/usr/bin/env node
/**
 * Writes this site's catalogue folder, content/music/ (not committed: masters are large, and
 * these are made in a second), as a musician's tagger leaves one: an album folder of 24-bit FLAC
 * and WAV masters tagged by track (Vorbis comments, RIFF INFO, ID3 in an AIFF), one file with no
 * tags but its name, and the folder's cover.jpg; a single's folder whose one FLAC carries its
 * cover in its tags; and a loose MP3 light enough to publish as it is. Each is a few seconds of
 * tones. The build transcodes them (scripts/build/lib/streams.ts); the tests play what it made.
 *   node e2e/sites/musician/make-catalogue.mjs
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const folder = path.join(import.meta.dirname, 'content', 'music');
const album = path.join(folder, '2023 Harbour Songs');
const single = path.join(folder, 'Lighthouse');
rmSync(folder, { recursive: true, force: true });
mkdirSync(album, { recursive: true });
mkdirSync(single, { recursive: true });

const ffmpeg = (...args) => {
  const { status, stderr } = spawnSync(
    process.env.FFMPEG || 'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-y', ...args],
    {
      encoding: 'utf8',
    },
  );
  if (status !== 0) throw new Error(`ffmpeg ${args.at(-1)}: ${stderr.trim()}`);
};
const tone = (frequency, seconds = 4) => ['-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`];
const tags = (given) => Object.entries(given).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]);
const albumTags = { artist: 'Sam Fixture', album_artist: 'Sam Fixture', album: 'Harbour Songs', genre: 'Ambient' };

ffmpeg(
  ...tone(440),
  '-c:a',
  'flac',
  '-sample_fmt',
  's32',
  ...tags({
    ...albumTags,
    title: 'Low Tide',
    track: '1/4',
    date: '2023-05-12',
    composer: 'Sam Fixture; Robin Placeholder',
    LYRICS: 'Low tide, the boats lie down\nthe harbour holds its breath',
  }),
  path.join(album, '01 Low Tide.flac'),
);
ffmpeg(
  ...tone(550),
  '-c:a',
  'pcm_s24le',
  ...tags({ ...albumTags, title: 'Foghorn', track: '2' }),
  path.join(album, '02 Foghorn.wav'),
);
ffmpeg(
  ...tone(660),
  '-c:a',
  'pcm_s16le',
  '-fflags',
  '+bitexact',
  '-map_metadata',
  '-1',
  path.join(album, '03 - Gull Flight.wav'),
);
ffmpeg(
  ...tone(330),
  '-c:a',
  'pcm_s24be',
  '-write_id3v2',
  '1',
  ...tags({ ...albumTags, title: 'Breakwater', track: '4', date: '2023-05-12' }),
  path.join(album, '04 Breakwater.aiff'),
);
ffmpeg('-f', 'lavfi', '-i', 'color=c=0x1f6f78:s=1200x1200:d=1', '-frames:v', '1', path.join(album, 'cover.jpg'));
const picture = path.join(folder, '.lighthouse-cover.jpg');
ffmpeg('-f', 'lavfi', '-i', 'color=c=0x5a2a6e:s=1200x1200:d=1', '-frames:v', '1', picture);
ffmpeg(
  ...tone(300),
  '-i',
  picture,
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
  ...tags({ title: 'Lighthouse', artist: 'Sam Fixture', album: 'Lighthouse', date: '2024-05-05' }),
  path.join(single, 'Lighthouse.flac'),
);
rmSync(picture);
ffmpeg(
  ...tone(380),
  '-c:a',
  'libmp3lame',
  '-q:a',
  '5',
  ...tags({ title: 'Sketch', artist: 'Sam Fixture' }),
  path.join(folder, 'Sketch.mp3'),
);
console.log(`catalogue folder: ${path.relative(process.cwd(), folder)}/ written`);
