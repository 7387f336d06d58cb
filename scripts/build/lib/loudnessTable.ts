/**
 * The build's summary of the catalogue folder's tracks (scripts/build/publish-media.mts): each
 * one's loudness (EBU R128 integrated LUFS and true peak, measured, the audio left as it is) and
 * the bytes a listener is served against the master's.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { StreamResult } from './streams';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const decibels = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));

export function loudnessTable(results: StreamResult[], root: string): string {
  const rows = results.map(({ job, loudness, bytes }) => {
    const served = bytes[job.file] ?? 0;
    const master = statSync(path.join(root, job.source)).size;
    return [
      job.tags.title,
      decibels(loudness?.lufs),
      decibels(loudness?.truePeak),
      `${megabytes(served)}${job.opus && bytes[job.opus] ? ` (Opus ${megabytes(bytes[job.opus]!)})` : ''}`,
      megabytes(master),
    ];
  });
  const header = ['track', 'LUFS', 'true peak dBTP', 'served MP3', 'master'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const cell = (text: string, column: number) =>
    column ? text.padStart(widths[column]!) : text.padEnd(widths[column]!);
  const line = (cells: string[]) => `  ${cells.map(cell).join('  ')}`;
  const unmeasured = results.some((result) => !result.loudness)
    ? '\n  (– : not measured, no ffmpeg ran: the files were published as they are)'
    : '';
  return (
    [`music: the catalogue folder's ${results.length} tracks`, line(header), ...rows.map(line)].join('\n') + unmeasured
  );
}
