import { readFileSync } from 'node:fs';
import path from 'node:path';

let manifest: Record<string, number[]> | undefined;

/**
 * The peaks scripts/build-waveforms.mts read from a track's audio file before the build
 * (WAVEFORM_BARS integers from 0 to PEAK_MAX, see waveformPath.ts), by the file's path from
 * the site root as content/ names it. Undefined when the file could not be decoded: that track
 * simply has no waveform. Build time only (it reads the file system), in server components.
 */
export function readWaveform(file: string): number[] | undefined {
  manifest ??= readManifest();
  return manifest[file];
}

function readManifest(): Record<string, number[]> {
  try {
    return JSON.parse(readFileSync(path.join(process.cwd(), '.cache', 'waveforms.json'), 'utf8')) as Record<string, number[]>;
  } catch {
    // The step has not run (`next build` on its own): every track goes without, as a file that
    // cannot be decoded does; `npm run build` always runs it first.
    return {};
  }
}
