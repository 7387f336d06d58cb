// @ts-check
const { existsSync } = require('node:fs');
const path = require('node:path');

/**
 * The project's demo site: content and media laid out as an owner's (content/, public/), kept
 * apart from the owner's own paths so that a new version's demo never meets an owner's edit.
 * `npm run init` copies it into content/ and public/ to start from.
 */
const DEMO_SITE = 'docs/demo';

/**
 * The folder of the site being built, as an absolute path: SITE_DIR's when it is set, else the
 * repository's own (the owner's content/ and public/) once it has a content/, else the demo's, so
 * that a fresh clone builds and serves the whole demo. Relative paths are taken from `cwd`, the
 * repository for every command of package.json.
 * @param {string | undefined} siteDir
 * @param {string} [cwd]
 * @returns {string}
 */
function siteRoot(siteDir, cwd = process.cwd()) {
  if (siteDir) return path.resolve(cwd, siteDir);
  return existsSync(path.join(cwd, 'content')) ? path.resolve(cwd) : path.resolve(cwd, DEMO_SITE);
}

module.exports = { DEMO_SITE, siteRoot };
