import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The site icon (app/icon.svg) as a data: URL, for the page's favicon and the manifest's
 * scalable icon: browsers fetch both around the first view, and this way neither costs a
 * request. The file itself stays for whatever asks for it by URL.
 */
export const siteIconDataUrl = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(path.join(process.cwd(), 'app/icon.svg'), 'utf8').trim(),
)}`;
