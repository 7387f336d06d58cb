/**
 * Reads each track's waveform from its audio file before the build, so a page can draw it
 * without the browser downloading any audio: audio-decode decodes the file in Node, and
 * scripts/build/lib/peaks.ts reduces it to WAVEFORM_BARS peaks. The peaks are cached in .cache/ by a
 * hash of the file's bytes and the settings, so a rebuild with unchanged audio decodes nothing
 * (a renamed or copied file included); each file decoded prints one line with its time.
 * A file that cannot be decoded does not stop the build: one line names it and says why, and
 * its track has no waveform (the page shows the plain progress bar).
 * Writes .cache/waveforms.json, { "/Night Drive.mp3": [12, 40, …] } keyed by the file's path
 * from the site root as content/ writes it, which components/music/readTracks.ts reads.
 * Runs before every build and dev server, after the content check (package.json).
 *   tsx scripts/build/build-waveforms.mts [--public DIR] [--cache DIR] [FILE …]
 * Without FILE, the files of the tracks in content/music.ts (SITE_DIR's, if set) and of the posts
 * and case studies.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import decode from 'audio-decode';
import { siteFolder } from '../../lib/content/siteFolder';
import { longFormAudio } from '../../lib/content/longFormRules';
import { trackFile } from '../../lib/content/audio';
import { catalogueOf } from '../../lib/content/catalogue';
import { PEAK_MAX, WAVEFORM_BARS } from '../../components/music/waveformPath';
import repository from '../lib/repository.cjs';

const { repositoryRoot } = repository;
import { peaksOf } from './lib/peaks';
import { readSite } from '../lib/siteContent';

const root = repositoryRoot;

/** Part of every cache key: a change to how peaks are made makes every file be read again. */
const SETTINGS = JSON.stringify({
  bars: WAVEFORM_BARS,
  peakMax: PEAK_MAX,
  method: 'abs-max-per-bar, scaled to the loudest bar',
});

export interface WaveformBuild {
  /** Paths from the site root, as content/ names them: "/Night Drive.mp3". */
  files: string[];
  /** Where those paths are: public/. */
  publicDir: string;
  /** Where the peaks and the manifest go: .cache/. */
  cacheDir: string;
}

const seconds = (milliseconds: number) => (milliseconds / 1000).toFixed(2);

export async function buildWaveforms({ files, publicDir, cacheDir }: WaveformBuild) {
  const peaksDir = path.join(cacheDir, 'waveforms');
  await mkdir(peaksDir, { recursive: true });
  const manifest: Record<string, number[]> = {};
  const wanted = new Set<string>();

  for (const file of files) {
    const onDisk = path.join(publicDir, file);
    const shown = path.relative(root, onDisk).startsWith('..') ? onDisk : path.relative(root, onDisk);
    const bytes = await readFile(onDisk).catch(() => undefined);
    if (!bytes) {
      console.warn(`waveforms: ${shown} cannot be read (no such file): its track shows a plain progress bar`);
      continue;
    }
    const key = createHash('sha256').update(bytes).update(SETTINGS).digest('hex').slice(0, 16);
    const cached = path.join(peaksDir, `${key}.json`);
    wanted.add(cached);
    if (existsSync(cached)) {
      manifest[file] = JSON.parse(await readFile(cached, 'utf8')) as number[];
      continue;
    }
    const started = performance.now();
    try {
      const audio = await decode(bytes);
      const peaks = peaksOf(audio);
      const duration = (audio.channelData[0]?.length ?? 0) / audio.sampleRate;
      await writeFile(cached, JSON.stringify(peaks));
      manifest[file] = peaks;
      console.log(
        `waveforms: decoded ${shown} (${duration.toFixed(1)} s of audio) in ${seconds(performance.now() - started)} s`,
      );
    } catch (problem) {
      wanted.delete(cached);
      const reason = (problem as Error).message?.split('\n')[0] || String(problem);
      console.warn(`waveforms: ${shown} cannot be decoded (${reason}): its track shows a plain progress bar`);
    }
  }

  // Peaks of files no track names any more.
  for (const entry of await readdir(peaksDir)) {
    const file = path.join(peaksDir, entry);
    if (!wanted.has(file)) await rm(file);
  }
  await writeFile(path.join(cacheDir, 'waveforms.json'), `${JSON.stringify(manifest)}\n`);
  return manifest;
}

/**
 * Every audio file the site plays, from the site root: its tracks' (the loose ones and every release's
 * that plays), and those its posts and case
 * studies play (beside them, published under /_media/ by publish-media.mts, or in public/).
 */
async function siteAudio() {
  const site = await readSite();
  const texts = [...site.caseStudies, ...site.posts];
  const playing = catalogueOf(site.content.music, site.today).tracks.filter((entry) => entry.playable);
  const files = [
    ...playing.map((entry) => trackFile(entry.track)),
    ...texts.flatMap(longFormAudio).map((audio) => audio.url),
  ];
  return [...new Set(files)];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals: files } = parseArgs({
    options: { public: { type: 'string' }, cache: { type: 'string' } },
    allowPositionals: true,
  });
  await buildWaveforms({
    files: files.length ? files : await siteAudio(),
    publicDir: path.resolve(values.public ?? siteFolder().public),
    cacheDir: path.resolve(values.cache ?? path.join(root, '.cache')),
  });
}
