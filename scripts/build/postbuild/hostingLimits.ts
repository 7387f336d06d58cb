/**
 * What the static hosts refuse: Cloudflare Pages takes no file over 25 MiB, GitHub Pages no site
 * over 1 GB. The build names each file over the one and a site over the other, one line each,
 * with the host it breaks; it does not stop, as the other hosts take them (Netlify, S3, nginx).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Step } from './site';

export const FILE_LIMIT = { bytes: 25 * 1024 * 1024, host: 'Cloudflare Pages', shown: '25 MiB a file' };
export const SITE_LIMIT = { bytes: 1_000_000_000, host: 'GitHub Pages', shown: '1 GB a site' };

const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** One line per file over a host's limit, and one for the whole export if it is. */
export function hostingLimitLines(out: string): { lines: string[]; bytes: number; files: number } {
  const files = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  let bytes = 0;
  const lines: string[] = [];
  for (const file of files.sort()) {
    const { size } = statSync(file);
    bytes += size;
    if (size > FILE_LIMIT.bytes)
      lines.push(
        `out/${path.relative(out, file).split(path.sep).join('/')}: ${mebibytes(size)}, over ${FILE_LIMIT.host}' ` +
          `${FILE_LIMIT.shown}: it would not deploy there`,
      );
  }
  if (bytes > SITE_LIMIT.bytes)
    lines.push(
      `out/: ${(bytes / 1e9).toFixed(2)} GB, over ${SITE_LIMIT.host}' ${SITE_LIMIT.shown}: ` +
        'it would not deploy there (offer fewer download formats, or host the site elsewhere)',
    );
  return { lines, bytes, files: files.length };
}

export const hostingLimits: Step = {
  name: 'hosting limits',
  run({ out }) {
    const { lines, bytes, files } = hostingLimitLines(out);
    for (const line of lines) console.warn(`hosting limits: ${line}`);
    if (!lines.length)
      console.log(
        `hosting limits: ${files} files, ${(bytes / 1e6).toFixed(1)} MB, none over ${FILE_LIMIT.shown} ` +
          `(${FILE_LIMIT.host}) or ${SITE_LIMIT.shown} (${SITE_LIMIT.host})`,
      );
  },
};
