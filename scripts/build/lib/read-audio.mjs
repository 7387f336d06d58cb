/**
 * Wraps music-metadata.
 * What music-metadata reads of an audio file: its real container (sniffed from the bytes, not
 * taken from the file name) and its duration. The content check uses it, and as a command
 * (`node scripts/build/lib/read-audio.mjs FILE`, printing JSON) so jest, which cannot load this
 * ESM-only library, tests the check with the same reader.
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseBuffer } from 'music-metadata';

export async function readAudio(file) {
  const { format } = await parseBuffer(await readFile(file), undefined, { duration: true });
  return { container: format.container, duration: format.duration };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { positionals } = parseArgs({ allowPositionals: true });
  readAudio(positionals[0]).then(
    (facts) => console.log(JSON.stringify(facts)),
    (problem) => console.log(JSON.stringify({ error: problem.message.split('\n')[0] })),
  );
}
