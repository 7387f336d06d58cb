/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PEAK_MAX, WAVEFORM_BARS } from '../../components/music/waveformPath';
import { peaksOf } from './lib/peaks';

const run = promisify(execFile);
const tsx = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
const script = path.join(__dirname, 'build-waveforms.mts');

/**
 * The build step as the build runs it, in its own Node process: audio-decode is ESM-only,
 * which jest cannot load. Returns what it printed and the manifest it wrote.
 */
async function buildWaveforms(publicDir: string, cacheDir: string, files: string[]) {
  const { stdout, stderr } = await run(tsx, [script, '--public', publicDir, '--cache', cacheDir, ...files]);
  const manifest = JSON.parse(readFileSync(path.join(cacheDir, 'waveforms.json'), 'utf8')) as Record<string, number[]>;
  return { decoded: stdout.split('\n').filter(Boolean), warnings: stderr.split('\n').filter(Boolean), manifest };
}

/**
 * A mono 16-bit WAV of a 400 Hz tone, `bars` stretches long, whose loudness in each stretch is
 * `level(bar)` (0 to 1). 8000 Hz makes 20 samples a cycle, so every stretch holds the tone's crest.
 */
function toneWav(level: (bar: number) => number, bars = WAVEFORM_BARS, samplesPerBar = 400): Buffer {
  const rate = 8000;
  const samples = bars * samplesPerBar;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const value = level(Math.floor(i / samplesPerBar)) * Math.sin((2 * Math.PI * 400 * i) / rate);
    data.writeInt16LE(Math.round(value * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const bars = (...runs: [count: number, value: number][]) =>
  runs.flatMap(([count, value]) => Array<number>(count).fill(value));

describe('peaksOf: decoded samples to bars', () => {
  it('gives one bar per stretch: silence is 0, the loudest stretch PEAK_MAX', () => {
    const samples = new Float32Array(WAVEFORM_BARS * 100).map((_, i) =>
      i < (WAVEFORM_BARS * 100) / 2 ? 0 : i % 2 ? 0.5 : -0.5,
    );
    expect(peaksOf({ channelData: [samples], sampleRate: 8000 })).toEqual(bars([50, 0], [50, PEAK_MAX]));
  });

  it('reads a channel that is a view into a larger buffer as that view only', () => {
    const backing = new Float32Array(3000).fill(0.9);
    const quietThenLoud = backing.subarray(1000, 2000);
    quietThenLoud.fill(0.1, 0, 500);
    expect(peaksOf({ channelData: [quietThenLoud], sampleRate: 8000 }, 10)).toEqual(bars([5, 11], [5, PEAK_MAX]));
  });

  it('refuses audio without samples', () => {
    expect(() => peaksOf({ channelData: [new Float32Array(0)], sampleRate: 8000 })).toThrow('no audio samples');
  });
});

describe('scripts/build/build-waveforms.mts', () => {
  jest.setTimeout(30_000);

  it(
    'decodes each file once, gives a tone its known envelope, ' + 'and skips a file it cannot decode with one line',
    async () => {
      const publicDir = mkdtempSync(path.join(tmpdir(), 'waveforms-public-'));
      const cacheDir = mkdtempSync(path.join(tmpdir(), 'waveforms-cache-'));
      // Silent for a quarter, a quarter at a quarter of full scale, then full scale.
      writeFileSync(
        path.join(publicDir, 'tone.wav'),
        toneWav((bar) => (bar < 25 ? 0 : bar < 50 ? 0.25 : 1)),
      );
      writeFileSync(path.join(publicDir, 'noise.mp3'), 'this is text, not audio');
      const files = ['/tone.wav', '/noise.mp3'];

      const first = await buildWaveforms(publicDir, cacheDir, files);
      expect(first.manifest).toEqual({ '/tone.wav': bars([25, 0], [25, 25], [50, PEAK_MAX]) });
      expect(first.decoded).toEqual([
        expect.stringMatching(/^waveforms: decoded .*tone\.wav \(5\.0 s of audio\) in \d+\.\d\d s$/),
      ]);
      expect(first.warnings).toEqual([
        expect.stringMatching(
          /^waveforms: .*noise\.mp3 cannot be decoded \(.+\): its track shows a plain progress bar$/,
        ),
      ]);

      // Unchanged audio: nothing is decoded, the same peaks come from the cache.
      const second = await buildWaveforms(publicDir, cacheDir, files);
      expect(second.decoded).toEqual([]);
      expect(second.manifest).toEqual(first.manifest);

      // A changed file is read again, and its old peaks leave the cache.
      writeFileSync(
        path.join(publicDir, 'tone.wav'),
        toneWav((bar) => (bar < 50 ? 1 : 0)),
      );
      const third = await buildWaveforms(publicDir, cacheDir, ['/tone.wav']);
      expect(third.decoded).toHaveLength(1);
      expect(third.manifest).toEqual({ '/tone.wav': bars([50, PEAK_MAX], [50, 0]) });
      expect(readdirSync(path.join(cacheDir, 'waveforms'))).toHaveLength(1);
    },
  );
});
