/**
 * The content of the site being built, for the scripts that run before the build: this
 * repository's content/, or SITE_DIR's (lib/content/siteFolder.ts). A static import would always
 * read this repository's, so the site's index is imported by its path.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteFolder } from '../../lib/content/siteFolder';

export type SiteModule = typeof import('../../content');

export async function loadSiteContent(): Promise<SiteModule> {
  const loaded = (await import(pathToFileURL(path.join(siteFolder().content, 'index.ts')).href)) as SiteModule & {
    default?: SiteModule;
  };
  // tsx hands a CommonJS module's exports over as `default` when imported from an ES module.
  return loaded.owner ? loaded : loaded.default!;
}
