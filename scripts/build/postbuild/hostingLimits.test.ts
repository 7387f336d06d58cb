/** @jest-environment node */
import { mkdirSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_LIMIT, hostingLimitLines } from './hostingLimits';

/** An export with files of the given sizes: sparse, so a gigabyte costs the disk nothing. */
function exportOf(sizes: Record<string, number>) {
  const out = mkdtempSync(path.join(tmpdir(), 'hosting-'));
  for (const [name, size] of Object.entries(sizes)) {
    const file = path.join(out, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '');
    truncateSync(file, size);
  }
  return out;
}

describe('the hosts’ limits', () => {
  it('says nothing of a site within them', () => {
    const out = exportOf({ 'index.html': 20_000, '_media/music/streams/a.mp3': 4_000_000 });
    expect(hostingLimitLines(out)).toEqual({ lines: [], bytes: 4_020_000, files: 2 });
  });

  it('names each file over 25 MiB, with the host it breaks, one line each', () => {
    const out = exportOf({ 'Night Drive.wav': 52_000_000, 'ok.mp3': FILE_LIMIT.bytes });
    expect(hostingLimitLines(out).lines).toEqual([
      "out/Night Drive.wav: 49.6 MiB, over Cloudflare Pages' 25 MiB a file: it would not deploy there",
    ]);
  });

  it('names a site over 1 GB', () => {
    const out = exportOf(Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`_media/music/${i}.zip`, 24e6])));
    expect(hostingLimitLines(out).lines).toEqual([
      "out/: 1.08 GB, over GitHub Pages' 1 GB a site: it would not deploy there " +
        '(offer fewer download formats, or host the site elsewhere)',
    ]);
  });
});
