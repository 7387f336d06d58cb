/**
 * What the post-build steps work on: the static export in `out`, its pages parsed once, and
 * the settings of the build that made it.
 */
import type { HtmlDocument } from './html';

export interface Page {
  /** The file's path inside the export, with forward slashes: `index.html`, `es/music.html`. */
  name: string;
  /** The file's full path. */
  file: string;
  document: HtmlDocument;
}

export interface BuiltSite {
  /** The static export's folder. */
  out: string;
  /** SITE_DIR of the build: another site folder than the repository's own, or undefined. */
  siteDir: string | undefined;
  /** BASE_PATH of the build without a trailing slash, or ''. */
  basePath: string;
  /** Every HTML page of the export, parsed on first use; the pipeline writes them back once, at the end. */
  readonly pages: Page[];
}

export interface Step {
  /** Named in the message when the step fails. */
  name: string;
  run(site: BuiltSite): void | Promise<void>;
}

/** A page's address on the site: `index.html` is `/`, `es/music.html` is `/es/music`. */
export const routeOf = (name: string) => (name === 'index.html' ? '/' : `/${name.replace(/\.html$/, '')}`);

/** A problem with one page, named by its file, for the pipeline's one-line message. */
export class PageProblem extends Error {
  constructor(page: Pick<Page, 'name'>, problem: string) {
    super(`out/${page.name}: ${problem}`);
  }
}
