/**
 * Wraps ffmpeg.
 * The catalogue folder's streaming files (lib/content/musicFolder.ts, StreamJob): a master that is
 * lossless or too heavy becomes Opus (96 kbps, what pages offer first) and MP3 (VBR V5, about
 * 130 kbps: Safari, feeds and podcast apps) in one ffmpeg run, which also measures its loudness
 * (EBU R128: integrated LUFS and true peak); a file already light enough is remuxed as it is (no
 * second lossy pass). Every output carries the track's tags (title, artist, album, track number,
 * cover) and nothing else of the master's. Each result is cached in .cache/streams/ by a hash of
 * the source's bytes (read as a stream, never whole), the cover's and the settings, so a rebuild
 * with unchanged audio runs no ffmpeg at all; each run prints one line with its time.
 * ffmpeg is started with an argument list (no shell): the system's, or FFMPEG's.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { StreamJob } from '../../../lib/content/musicFolder';
import { DOWNLOAD_FORMATS, type DownloadFormat } from '../../../lib/content/downloadFormats';

/** Part of every cache key: a change to how files are made makes every one again. */
export const STREAM_SETTINGS = {
  opus: ['-c:a', 'libopus', '-b:a', '96k', '-vbr', 'on'],
  mp3: ['-c:a', 'libmp3lame', '-q:a', '5'],
  loudness: 'ebur128=peak=true',
  // Nothing of the master's tags, chapters or encoder carried over: the track's tags alone, the same bytes each run.
  outputs: ['-map_metadata', '-1', '-map_chapters', '-1', '-fflags', '+bitexact'],
} as const;

/** The ffmpeg to run: FFMPEG's, or the one on the PATH. */
export const ffmpegCommand = () => process.env.FFMPEG || 'ffmpeg';

/** What the build says when a transcode is needed and there is no ffmpeg. */
export const NO_FFMPEG =
  'needs ffmpeg to make its streaming files, and none runs here: install it (Debian/Ubuntu: sudo apt-get install ' +
  'ffmpeg; macOS: brew install ffmpeg; Windows: winget install ffmpeg), or name one in FFMPEG, and build again';

export interface Loudness {
  /** Integrated loudness, LUFS. */
  lufs: number;
  /** True peak, dBTP. */
  truePeak: number;
}

export interface StreamResult {
  job: StreamJob;
  /** Its cache entries' name. */
  key: string;
  /** ffmpeg ran for it (nothing cached). */
  made: boolean;
  seconds: number;
  loudness?: Loudness;
  /** The published files' sizes, by path from the site root. */
  bytes: Record<string, number>;
  /** Where each download is on disk (in the cache), by its path from the site root: what a release's zip holds. */
  downloads: Record<string, string>;
}

/** Whether an ffmpeg runs here. */
export async function hasFfmpeg(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(ffmpegCommand(), ['-hide_banner', '-version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** A file's SHA-256, read as a stream: a 100 MB master is never whole in memory. */
export function hashOf(file: string, hash = createHash('sha256')): Promise<ReturnType<typeof createHash>> {
  return new Promise((resolve, reject) => {
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash));
  });
}

/** Runs ffmpeg with an argument list; its standard error, or a rejection with its last line. */
function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegCommand(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      // Only the end matters: the summary, or the reason it failed.
      errors = (errors + chunk.toString()).slice(-20_000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(errors)
        : reject(new Error(errors.trim().split('\n').filter(Boolean).at(-1) ?? `ffmpeg ended with ${code}`)),
    );
  });
}

/** The loudness ebur128 printed last (its summary). */
export function loudnessOf(log: string): Loudness | undefined {
  const lufs = [...log.matchAll(/^\s*I:\s+(-?[\d.]+|-inf) LUFS/gm)].at(-1)?.[1];
  const peak = [...log.matchAll(/^\s*Peak:\s+(-?[\d.]+|-inf) dBFS/gm)].at(-1)?.[1];
  if (lufs === undefined || peak === undefined) return undefined;
  const value = (text: string) => (text === '-inf' ? -Infinity : Number(text));
  return { lufs: value(lufs), truePeak: value(peak) };
}

/** The tags every output carries: the track's, nothing of the master's. */
function tagArgs(tags: StreamJob['tags']): string[] {
  const pairs: [string, string | number | undefined][] = [
    ['title', tags.title],
    ['artist', tags.artist],
    ['album', tags.album],
    ['track', tags.track],
  ];
  return pairs.flatMap(([key, value]) => (value === undefined || value === '' ? [] : ['-metadata', `${key}=${value}`]));
}

/** The encoder's settings of a download in a format: a FLAC keeps the master's bit depth. */
function downloadArgs(job: StreamJob, format: DownloadFormat): string[] {
  if (format !== 'flac') return [...DOWNLOAD_FORMATS[format].args];
  const bits = job.bitsPerSample ?? 16;
  return [
    ...DOWNLOAD_FORMATS.flac.args,
    ...(bits > 16
      ? ['-sample_fmt', 's32', '-bits_per_raw_sample', String(Math.min(bits, 24))]
      : ['-sample_fmt', 's16']),
  ];
}

export interface JobOutputs {
  main: string;
  opus?: string;
  /** One per download, in the job's order. */
  downloads: string[];
}

/** The ffmpeg arguments that make a job's outputs and print its loudness, in one decode of the master. */
export function ffmpegArgs(
  job: StreamJob,
  { source, cover, outputs }: { source: string; cover?: string; outputs: JobOutputs },
): string[] {
  const input = ['-hide_banner', '-nostdin', '-nostats', '-y', '-i', source, ...(cover ? ['-i', cover] : [])];
  const clean = [...STREAM_SETTINGS.outputs, ...tagArgs(job.tags)];
  // MP3 (ID3) and FLAC carry the cover as their picture; Ogg and M4A are left without one.
  const withCover = (file: string) => {
    const extension = path.extname(file).slice(1);
    const picture = cover && ['mp3', 'flac'].includes(extension);
    return [
      ...(picture ? ['-map', '1:v:0', '-c:v', 'copy', '-disposition:v:0', 'attached_pic'] : []),
      ...(extension === 'mp3' ? ['-id3v2_version', '3'] : []),
    ];
  };
  const encoded: { file: string; codec: string[] }[] = [
    ...(job.copy || !outputs.opus ? [] : [{ file: outputs.opus, codec: [...STREAM_SETTINGS.opus] }]),
    ...(job.copy ? [] : [{ file: outputs.main, codec: [...STREAM_SETTINGS.mp3] }]),
    ...job.downloads.map(({ format }, index) => ({
      file: outputs.downloads[index]!,
      codec: downloadArgs(job, format),
    })),
  ];
  const labels = encoded.map((_, index) => `[e${index}]`);
  const measure = `[m]${STREAM_SETTINGS.loudness}:framelog=verbose,anullsink`;
  return [
    ...input,
    '-filter_complex',
    `[0:a:0]asplit=${encoded.length + 1}${labels.join('')}[m];${measure}`,
    // A file already light enough is remuxed as it is: no second lossy pass.
    ...(job.copy ? ['-map', '0:a:0', ...clean, '-c:a', 'copy', ...withCover(outputs.main), outputs.main] : []),
    ...encoded.flatMap(({ file, codec }, index) => [
      '-map',
      labels[index]!,
      ...clean,
      ...codec,
      ...withCover(file),
      file,
    ]),
  ];
}

/** Makes (or takes from the cache) one job's files, and publishes them into `publicDir`. */
async function publishJob(job: StreamJob, { root, publicDir, cacheDir, ffmpeg }: StreamOptions): Promise<StreamResult> {
  const source = path.join(root, job.source);
  const cover = job.tags.cover ? path.join(root, job.tags.cover.slice(1)) : undefined;
  const given = cover && existsSync(cover) ? cover : undefined;
  const hash = await hashOf(source);
  hash.update(
    JSON.stringify({
      settings: STREAM_SETTINGS,
      tags: { ...job.tags, cover: undefined },
      copy: job.copy,
      downloads: job.downloads.map(({ format }) => [format, downloadArgs(job, format)]),
    }),
  );
  if (given) hash.update(await readFile(given));
  const key = hash.digest('hex').slice(0, 20);
  const cached: JobOutputs & { facts: string } = {
    main: path.join(cacheDir, `${key}${path.extname(job.file)}`),
    ...(job.opus ? { opus: path.join(cacheDir, `${key}.opus`) } : {}),
    downloads: job.downloads.map(({ file }) => path.join(cacheDir, `${key}.${path.basename(file)}`)),
    facts: path.join(cacheDir, `${key}.json`),
  };
  const started = performance.now();
  let made = false;
  let loudness: Loudness | undefined;
  const published: [string, string][] = [
    [cached.main, job.file],
    ...(job.opus && cached.opus ? [[cached.opus, job.opus] as [string, string]] : []),
    ...job.downloads.flatMap(({ file, published }, index): [string, string][] =>
      published ? [[cached.downloads[index]!, file]] : [],
    ),
  ];
  if (!ffmpeg) {
    // Nothing to make (the caller has made sure): the file is published as it is, unmeasured.
    published[0] = [source, job.file];
  } else if (existsSync(cached.facts))
    loudness = (JSON.parse(await readFile(cached.facts, 'utf8')) as { loudness?: Loudness }).loudness;
  else {
    const part = (file: string) => `${file}.part${path.extname(file)}`;
    const partial: JobOutputs = {
      main: part(cached.main),
      ...(cached.opus ? { opus: part(cached.opus) } : {}),
      downloads: cached.downloads.map(part),
    };
    loudness = loudnessOf(await run(ffmpegArgs(job, { source, cover: given, outputs: partial })));
    for (const [from, to] of [
      [partial.main, cached.main],
      ...(partial.opus && cached.opus ? [[partial.opus, cached.opus]] : []),
      ...partial.downloads.map((file, index) => [file, cached.downloads[index]!]),
    ])
      await rename(from!, to!);
    await writeFile(cached.facts, `${JSON.stringify({ source: job.source, loudness })}\n`);
    made = true;
  }
  const bytes: Record<string, number> = {};
  for (const [from, to] of published) {
    const target = path.join(publicDir, to.slice(1));
    await mkdir(path.dirname(target), { recursive: true });
    bytes[to] = (await stat(from)).size;
    if (!existsSync(target) || !(await sameBytes(from, target))) await copyFile(from, target);
  }
  const downloads = Object.fromEntries(job.downloads.map(({ file }, index) => [file, cached.downloads[index]!]));
  return { job, key, made, seconds: (performance.now() - started) / 1000, loudness, bytes, downloads };
}

/** Whether two files hold the same bytes, read as streams (a FLAC download is as large as its master). */
export async function sameBytes(a: string, b: string): Promise<boolean> {
  const [sizeA, sizeB] = await Promise.all([stat(a), stat(b)]).then((both) => both.map((each) => each.size));
  if (sizeA !== sizeB) return false;
  const [hashA, hashB] = await Promise.all([hashOf(a), hashOf(b)]);
  return hashA.digest('hex') === hashB.digest('hex');
}

export interface StreamOptions {
  /** The site folder, which job sources are named from. */
  root: string;
  publicDir: string;
  /** The site folder's .cache/streams/. */
  cacheDir: string;
  /** Whether an ffmpeg runs (hasFfmpeg()); without one, only files already light enough are published. */
  ffmpeg: boolean;
  log?: (line: string) => void;
}

/**
 * The loudness of a file published as it is (a track typed in content/music.ts): measured once
 * per file's bytes, cached in `cacheDir`.
 */
export async function measuredLoudness(file: string, cacheDir: string): Promise<Loudness | undefined> {
  const key = (await hashOf(file)).update(STREAM_SETTINGS.loudness).digest('hex').slice(0, 20);
  const cached = path.join(cacheDir, `${key}.json`);
  if (existsSync(cached)) return (JSON.parse(await readFile(cached, 'utf8')) as { loudness?: Loudness }).loudness;
  const measure = `${STREAM_SETTINGS.loudness}:framelog=verbose`;
  const loudness = loudnessOf(
    await run(['-hide_banner', '-nostdin', '-nostats', '-i', file, '-af', measure, '-f', 'null', '-']),
  );
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, `${JSON.stringify({ loudness })}\n`);
  return loudness;
}

/**
 * Every job's files, made on as many ffmpeg runs at once as there are cores (each run encodes
 * on one), cached, and published. Cache files no job names any more are taken out.
 */
export async function publishStreams(jobs: StreamJob[], options: StreamOptions): Promise<StreamResult[]> {
  const { cacheDir, log = console.log } = options;
  await mkdir(cacheDir, { recursive: true });
  const results: StreamResult[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index]!;
      try {
        results[index] = await publishJob(job, options);
      } catch (problem) {
        throw new Error(`${job.source}: cannot be made into ${job.file} (${(problem as Error).message})`);
      }
      const result = results[index]!;
      if (result.made)
        log(
          `music: ${job.copy ? 'remuxed' : 'transcoded'} ${job.source} ` +
            `(${(job.duration ?? 0).toFixed(1)} s of audio) in ${result.seconds.toFixed(2)} s`,
        );
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), jobs.length) }, worker));
  // What no job made any more (a master replaced or taken out), and what a stopped run left half-written.
  const keys = new Set(results.map((result) => result.key));
  for (const entry of await readdir(cacheDir))
    if (!keys.has(entry.slice(0, entry.indexOf('.'))) || entry.includes('.part.')) await rm(path.join(cacheDir, entry));
  return results;
}
