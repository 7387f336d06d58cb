/**
 * The build's summary of the catalogue's tracks (scripts/build/publish-media.mts): each one's
 * loudness (EBU R128 integrated LUFS and true peak, measured, the audio left as it is) and the
 * bytes a listener is served against the master's where the build made the streaming files.
 */
export interface LoudnessRow {
  title: string;
  loudness?: { lufs: number; truePeak: number };
  /** Bytes of the file pages and feeds name. */
  served: number;
  /** Bytes of its Opus file, where the build made one. */
  opus?: number;
  /** Bytes of the master it was made from, where it was (the catalogue folder's). */
  master?: number;
}

const megabytes = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1_000_000).toFixed(1)} MB`);
const decibels = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));

export function loudnessTable(rows: LoudnessRow[]): string {
  const cells = rows.map(({ title, loudness, served, opus, master }) => [
    title,
    decibels(loudness?.lufs),
    decibels(loudness?.truePeak),
    megabytes(served),
    opus === undefined ? '–' : megabytes(opus),
    megabytes(master),
  ]);
  const header = ['track', 'LUFS', 'true peak dBTP', 'served', 'Opus', 'master'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]!.length)));
  const cell = (text: string, column: number) =>
    column ? text.padStart(widths[column]!) : text.padEnd(widths[column]!);
  const line = (row: string[]) => `  ${row.map(cell).join('  ')}`;
  const unmeasured = rows.some((row) => !row.loudness)
    ? ['  (– for loudness: not measured, as no ffmpeg runs here; see the README)']
    : [];
  // What streaming services ask of a master: a true peak at −1 dBTP or below, or their lossy encoders clip it.
  const hot = rows.filter((row) => row.loudness && row.loudness.truePeak > -1).map((row) => row.title);
  const peaks = hot.length
    ? [`  (${hot.length} over −1 dBTP true peak, which lossy encoders may clip: ${hot.join(', ')})`]
    : [];
  return [`music: ${rows.length} tracks`, line(header), ...cells.map(line), ...unmeasured, ...peaks].join('\n');
}
