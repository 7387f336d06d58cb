// @ts-check
const path = require('node:path');

const { recordSources } = require('../../lib/content/recordFiles.cjs');
const { siteRoot } = require('../../lib/content/siteRoot.cjs');
const { repositoryRoot: root } = require('./repository.cjs');

/** The tests' own site: the unit tests and the project's browser checks assert its content, never the owner's. */
const TEST_SITE = 'e2e/sites/demo';

/**
 * The module aliases that make a build (next.config.js) or the unit tests (jest.config.mjs) read
 * the site folder's content (lib/content/siteFolder.ts): '@/content/<file>' becomes each record
 * file of the engine's list (lib/content/recordFiles.cjs), the site's own, or the engine's stand-in
 * for a file the site may leave out. A needed file that is not there keeps its own path, so the
 * build fails on it (the content check has named it before), never on another site's.
 * Paths are relative to the repository, as Turbopack wants them.
 * @param {string | undefined} siteDir
 * @returns {Record<string, string>}
 */
function siteAliases(siteDir) {
  const content = path.join(siteRoot(siteDir, root), 'content');
  /** @param {string} file */
  const relative = (file) => `./${path.relative(root, file).split(path.sep).join('/')}`;
  return Object.fromEntries(
    recordSources(content).map(({ name, file, expected }) => [`@/content/${name}`, relative(file ?? expected)]),
  );
}

module.exports = { siteAliases, TEST_SITE };
