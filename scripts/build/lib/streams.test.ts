/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StreamJob } from '../../../lib/content/musicFolder';
import { hasFfmpeg, loudnessOf, NO_FFMPEG, publishStreams, type StreamOptions } from './streams';

const ffmpeg = (...args: string[]) =>
  execFileSync(process.env.FFMPEG || 'ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
/** What ffprobe reads of a file: its container's duration and tags, its streams' codecs and sample formats. */
const probe = (file: string) =>
  JSON.parse(
    execFileSync(
      'ffprobe',
      [
        '-v',
        'error',
        '-show_entries',
        'format=duration:format_tags:stream=codec_name,sample_fmt,bits_per_raw_sample',
        '-of',
        'json',
        file,
      ],
      { encoding: 'utf8' },
    ),
  ) as {
    format: { duration: string; tags?: Record<string, string> };
    streams: { codec_name: string; sample_fmt?: string; bits_per_raw_sample?: string }[];
  };

const job = (source: string, slug: string, extra: Partial<StreamJob> = {}): StreamJob => ({
  source,
  file: `/_media/music/streams/${slug}.mp3`,
  opus: `/_media/music/streams/${slug}.opus`,
  copy: false,
  tags: { title: 'Night Drive', artist: 'Alex Example', album: 'Night Lines', track: 1, cover: '/cover.jpg' },
  duration: 3,
  bitsPerSample: 24,
  downloads: [],
  ...extra,
});

let root: string;
let options: StreamOptions;
const lines: string[] = [];
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'streams-'));
  mkdirSync(path.join(root, 'content', 'music'), { recursive: true });
  const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'];
  // Masters as a studio sends them, with tags of their own that the outputs must not carry.
  const theirs = ['-metadata', 'comment=Mastered at Example Studio', '-metadata', 'encoder=SecretDAW 9'];
  ffmpeg(
    ...tone,
    '-ac',
    '2',
    '-ar',
    '48000',
    '-c:a',
    'pcm_s24le',
    ...theirs,
    path.join(root, 'content/music/master.wav'),
  );
  ffmpeg(...tone, '-c:a', 'flac', '-sample_fmt', 's32', ...theirs, path.join(root, 'content/music/master.flac'));
  ffmpeg('-f', 'lavfi', '-i', 'color=c=teal:s=300x300:d=1', '-frames:v', '1', path.join(root, 'cover.jpg'));
  options = {
    root,
    publicDir: path.join(root, 'public'),
    cacheDir: path.join(root, '.cache', 'streams'),
    ffmpeg: true,
    log: (line) => lines.push(line),
  };
});

const jobs = () => [
  job('content/music/master.wav', 'night-drive'),
  job('content/music/master.flac', 'tidal-lines', {
    tags: { title: 'Tidal Lines', artist: 'Alex Example', track: 2 },
    downloads: [
      { format: 'flac', file: '/_media/music/downloads/tidal-lines.flac', published: true },
      { format: 'mp3-v0', file: '/_media/music/downloads/tidal-lines-v0.mp3', published: false },
    ],
  }),
];

describe('the streaming files made of a master', () => {
  it('makes Opus and MP3 of a 24-bit WAV and a FLAC, as long as the master, with the track’s tags alone', async () => {
    const results = await publishStreams(jobs(), options);
    expect(results.map((result) => result.made)).toEqual([true, true]);
    for (const slug of ['night-drive', 'tidal-lines'])
      for (const [extension, codec] of [
        ['mp3', 'mp3'],
        ['opus', 'opus'],
      ]) {
        const facts = probe(path.join(root, 'public', '_media', 'music', 'streams', `${slug}.${extension}`));
        expect(facts.streams[0]!.codec_name).toBe(codec);
        expect(Number(facts.format.duration)).toBeCloseTo(3, 1);
      }
    const mp3 = probe(path.join(root, 'public/_media/music/streams/night-drive.mp3'));
    expect(mp3.format.tags).toEqual({ title: 'Night Drive', artist: 'Alex Example', album: 'Night Lines', track: '1' });
    // The cover rides along as the MP3's picture.
    expect(mp3.streams.map((stream) => stream.codec_name)).toEqual(['mp3', 'mjpeg']);
    const opusTags = probe(path.join(root, 'public/_media/music/streams/tidal-lines.opus')).streams;
    expect(opusTags.map((stream) => stream.codec_name)).toEqual(['opus']);
  });

  it('measures each master’s loudness (EBU R128) as ffmpeg measures it alone, and changes nothing of it', async () => {
    const [wav] = await publishStreams(jobs(), options);
    const { stderr: alone } = spawnSync(
      process.env.FFMPEG || 'ffmpeg',
      [
        '-hide_banner',
        '-nostats',
        '-i',
        path.join(root, 'content/music/master.wav'),
        '-af',
        'ebur128=peak=true:framelog=verbose',
        '-f',
        'null',
        '-',
      ],
      { encoding: 'utf8' },
    );
    expect(wav!.loudness).toEqual(loudnessOf(alone));
    expect(wav!.loudness!.lufs).toBeLessThan(-10);
  });

  it('offers a FLAC at the master’s bit depth, and keeps a download only a zip holds out of the site', async () => {
    const [, flac] = await publishStreams(jobs(), options);
    const download = probe(path.join(root, 'public/_media/music/downloads/tidal-lines.flac'));
    expect(download.streams[0]).toMatchObject({ codec_name: 'flac', sample_fmt: 's32', bits_per_raw_sample: '24' });
    expect(existsSync(path.join(root, 'public/_media/music/downloads/tidal-lines-v0.mp3'))).toBe(false);
    expect(existsSync(flac!.downloads['/_media/music/downloads/tidal-lines-v0.mp3']!)).toBe(true);
  });

  it('transcodes nothing the second time, and names each file it made the first time with its time', async () => {
    lines.length = 0;
    const results = await publishStreams(jobs(), options);
    expect(results.map((result) => result.made)).toEqual([false, false]);
    expect(lines).toEqual([]);
    expect(readdirSync(options.cacheDir).filter((entry) => entry.includes('.part.'))).toEqual([]);
  });

  it('makes again only what changed: new tags make a new file', async () => {
    lines.length = 0;
    const [first, second] = jobs();
    const results = await publishStreams(
      [{ ...first!, tags: { ...first!.tags, title: 'Night Drive (Edit)' } }, second!],
      options,
    );
    expect(results.map((result) => result.made)).toEqual([true, false]);
    expect(lines).toEqual([
      expect.stringMatching(/^music: transcoded content\/music\/master\.wav \(3\.0 s of audio\) in \d+\.\d\d s$/),
    ]);
  });

  it('without ffmpeg, publishes a file already light enough as it is, unmeasured', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'streams-none-'));
    mkdirSync(path.join(site, 'content', 'music'), { recursive: true });
    ffmpeg('-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'libmp3lame', path.join(site, 'content/music/Demo.mp3'));
    const light = { ...job('content/music/Demo.mp3', 'demo'), copy: true, opus: undefined };
    const [result] = await publishStreams([light], {
      ...options,
      root: site,
      publicDir: path.join(site, 'public'),
      cacheDir: path.join(site, '.cache', 'streams'),
      ffmpeg: false,
    });
    expect(result).toMatchObject({ made: false, loudness: undefined });
    expect(readFileSync(path.join(site, 'public/_media/music/streams/demo.mp3'))).toEqual(
      readFileSync(path.join(site, 'content/music/Demo.mp3')),
    );
  });

  it('knows when no ffmpeg runs, and says how to install one', async () => {
    const before = process.env.FFMPEG;
    process.env.FFMPEG = path.join(root, 'no-ffmpeg-here');
    try {
      expect(await hasFfmpeg()).toBe(false);
    } finally {
      if (before === undefined) delete process.env.FFMPEG;
      else process.env.FFMPEG = before;
    }
    expect(NO_FFMPEG).toMatch(/apt-get install ffmpeg.*brew install ffmpeg.*FFMPEG/);
  });

  it('reads the loudness ebur128 prints last', () => {
    const log = [
      '  Integrated loudness:',
      '    I:         -70.0 LUFS',
      '    Peak:       -inf dBFS',
      '',
      '    I:         -14.2 LUFS',
      '  True peak:',
      '    Peak:       -1.0 dBFS',
    ].join('\n');
    expect(loudnessOf(log)).toEqual({ lufs: -14.2, truePeak: -1 });
    expect(loudnessOf('nothing measured')).toBeUndefined();
  });
});
