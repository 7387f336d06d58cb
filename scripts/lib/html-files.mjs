import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * No package needed: Node's readdir, walked, yields each page as the rewriting steps take it.
 * Every .html file under dir (the static export), for the steps that rewrite pages after the build.
 */
export async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}
