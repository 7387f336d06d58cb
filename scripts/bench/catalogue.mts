/**
 * What the catalogue folder's transcode step costs (scripts/build/lib/streams.ts): writes a
 * folder of 12 four-minute 24-bit FLAC masters (48 kHz stereo, tones over pink noise, so the
 * encoders work as on music), then times, in one run side by side: the step on a cold cache,
 * the same step again (cached), and ffmpeg alone running the step's own commands from a shell,
 * two at a time (as the step runs on a 2-core machine). Then the bytes a listener is served per
 * track against its master's, and the peak memory of the step (Node and ffmpeg) on one 100 MB
 * master. The masters are made in the system's temporary folder and removed after.
 *   npm run bench:catalogue [-- --tracks 12 --minutes 4]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { folderMusic, type StreamJob } from '../../lib/content/musicFolder';
import { scanMusic } from '../build/lib/scanMusic.mjs';
import { ffmpegArgs, ffmpegCommand, publishStreams } from '../build/lib/streams';
import { markdownTable } from './lib/markdown-table.mjs';

const { values } = parseArgs({
  options: { tracks: { type: 'string' }, minutes: { type: 'string' }, 'one-job': { type: 'string' } },
});

/** The step on one master, run in a child process so its peak memory is its own (--one-job SITE). */
if (values['one-job']) {
  const root = values['one-job'];
  const scan = await scanMusic(root);
  const { streams } = folderMusic(scan, {}, { artist: 'Bench', coverAlt: (title) => title });
  const cacheDir = path.join(root, '.cache', 'streams');
  await publishStreams(streams, { root, publicDir: path.join(root, 'public'), cacheDir, ffmpeg: true, log: () => {} });
  console.log(JSON.stringify({ nodePeakKB: process.resourceUsage().maxRSS }));
  process.exit(0);
}

const TRACKS = Number(values.tracks) || 12;
const MINUTES = Number(values.minutes) || 4;
const seconds = (start: number) => (performance.now() - start) / 1000;
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const ffmpeg = (...args: string[]) =>
  execFileSync(ffmpegCommand(), ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

/** A master of `minutes` at 24 bits: a chord over quiet pink noise, so neither encoder has it easy. */
function writeMaster(file: string, minutes: number, rate = 48_000, index = 0) {
  const duration = String(minutes * 60);
  const base = 110 * 2 ** (index / 12);
  ffmpeg(
    ...['-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.08:duration=${duration}:sample_rate=${rate}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${base}:duration=${duration}:sample_rate=${rate}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${base * 1.5}:duration=${duration}:sample_rate=${rate}`],
    ...['-filter_complex', '[0][1][2]amix=inputs=3,aformat=channel_layouts=stereo', '-ac', '2'],
    ...[
      '-c:a',
      'flac',
      '-sample_fmt',
      's32',
      '-metadata',
      `title=Bench ${index + 1}`,
      '-metadata',
      `track=${index + 1}`,
    ],
    file,
  );
}

const root = mkdtempSync(path.join(tmpdir(), 'bench-catalogue-'));
try {
  const album = path.join(root, 'content', 'music', '2026 Bench Album');
  mkdirSync(album, { recursive: true });
  const writing = performance.now();
  for (let index = 0; index < TRACKS; index += 1)
    writeMaster(
      path.join(album, `${String(index + 1).padStart(2, '0')} Bench ${index + 1}.flac`),
      MINUTES,
      48_000,
      index,
    );
  ffmpeg('-f', 'lavfi', '-i', 'color=c=teal:s=1200x1200:d=1', '-frames:v', '1', path.join(album, 'cover.jpg'));
  console.log(`catalogue bench: ${TRACKS} masters of ${MINUTES} min written in ${seconds(writing).toFixed(1)} s`);

  const scan = await scanMusic(root);
  const { streams } = folderMusic(scan, {}, { artist: 'Bench', coverAlt: (title) => title });
  const options = {
    root,
    publicDir: path.join(root, 'public'),
    cacheDir: path.join(root, '.cache', 'streams'),
    ffmpeg: true,
    log: () => {},
  };
  let start = performance.now();
  const cold = await publishStreams(streams, options);
  const coldSeconds = seconds(start);
  start = performance.now();
  const cached = await publishStreams(streams, options);
  const cachedSeconds = seconds(start);

  // ffmpeg alone: the step's own commands, from a shell, as many at once as the step runs.
  const bare = path.join(root, 'bare');
  mkdirSync(bare);
  const quote = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`;
  const command = (job: StreamJob, index: number) =>
    [
      ffmpegCommand(),
      ...ffmpegArgs(job, {
        source: path.join(root, job.source),
        cover: job.tags.cover && path.join(root, job.tags.cover.slice(1)),
        outputs: { main: path.join(bare, `${index}.mp3`), opus: path.join(bare, `${index}.opus`), downloads: [] },
      }),
    ]
      .map(quote)
      .join(' ');
  // One script per job (its paths hold spaces), run by xargs as many at once as the step runs.
  const scripts = streams.map((job, index) => {
    const script = path.join(bare, `job-${index}.sh`);
    writeFileSync(script, `${command(job, index)} 2>/dev/null\n`);
    return script;
  });
  writeFileSync(path.join(bare, 'jobs.txt'), `${scripts.join('\n')}\n`);
  start = performance.now();
  const shell = spawnSync(
    'sh',
    ['-c', `xargs -P ${availableParallelism()} -n 1 sh < ${quote(path.join(bare, 'jobs.txt'))}`],
    {
      stdio: 'inherit',
    },
  );
  const bareSeconds = seconds(start);
  if (shell.status !== 0) throw new Error('ffmpeg alone failed');

  console.log(
    `\nThe transcode step on ${TRACKS} × ${MINUTES} min of 24-bit FLAC (${availableParallelism()} cores), one run:\n`,
  );
  console.log(
    markdownTable(
      ['run', 'seconds', 'ffmpeg runs', 'against ffmpeg alone'],
      [
        [
          'the step, cold cache',
          coldSeconds.toFixed(1),
          cold.filter((result) => result.made).length,
          `${(coldSeconds / bareSeconds).toFixed(2)}×`,
        ],
        ['the step again (cached)', cachedSeconds.toFixed(2), cached.filter((result) => result.made).length, '–'],
        ['ffmpeg alone, same commands', bareSeconds.toFixed(1), streams.length, '1.00×'],
      ],
    ),
  );
  const rows = cold.map((result) => {
    const master = statSync(path.join(root, result.job.source)).size;
    const mp3 = result.bytes[result.job.file]!;
    const opus = result.bytes[result.job.opus!]!;
    return [
      result.job.tags.title,
      megabytes(master),
      megabytes(opus),
      megabytes(mp3),
      `${((opus / master) * 100).toFixed(1)} %`,
    ];
  });
  console.log(`\nBytes served per track against its master:\n`);
  console.log(markdownTable(['track', 'master (FLAC)', 'Opus (pages)', 'MP3 (Safari, feeds)', 'Opus / master'], rows));

  // One 100 MB master (a 24-bit 96 kHz stereo WAV of about three minutes) and one of a second, for Node's own
  // baseline: the step in a child process each, so its peak memory is its own.
  const peaks = [];
  for (const [name, duration] of [
    ['a 1-second master', 1],
    ['a 100 MB master', 182],
  ] as const) {
    const site = path.join(root, `peak-${duration}`);
    mkdirSync(path.join(site, 'content', 'music'), { recursive: true });
    const wav = path.join(site, 'content', 'music', 'Master.wav');
    const noise = `anoisesrc=color=pink:amplitude=0.2:duration=${duration}:sample_rate=96000`;
    ffmpeg('-f', 'lavfi', '-i', noise, '-ac', '2', '-c:a', 'pcm_s24le', wav);
    const args = ['-f', '%M', process.execPath, '--import', 'tsx', import.meta.filename, '--one-job', site];
    const time = spawnSync('/usr/bin/time', args, { encoding: 'utf8' });
    if (time.error) {
      console.log('\n(no /usr/bin/time here: peak memory not measured)');
      break;
    }
    const node = JSON.parse(time.stdout.trim().split('\n').at(-1)!) as { nodePeakKB: number };
    // GNU time reports the largest of the process and the children it waited for: Node, or ffmpeg.
    const largest = Number(time.stderr.trim().split('\n').at(-1));
    peaks.push([
      `${name} (${megabytes(statSync(wav).size)})`,
      `${(node.nodePeakKB / 1024).toFixed(0)} MB`,
      `${(largest / 1024).toFixed(0)} MB`,
    ]);
  }
  if (peaks.length) {
    console.log('\nPeak resident memory of the step:\n');
    console.log(markdownTable(['master', 'Node (the step)', 'largest of Node and its ffmpeg'], peaks));
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
