// @ts-check
const { readdirSync } = require('node:fs');
const path = require('node:path');

const { repositoryRoot: root } = require('./repository.cjs');

/** The tests' own site: the unit tests and the project's browser checks assert its content, never the owner's. */
const TEST_SITE = 'e2e/sites/demo';

/**
 * The module aliases that make a build (next.config.js) or the unit tests (jest.config.mjs)
 * read another site folder's content (lib/content/siteFolder.ts): '@/content' becomes its
 * content/index.ts, and '@/content/<file>' each of its own files (a client component imports
 * content/navigation.ts alone, to leave the rest out of its JavaScript). content/ holds only
 * the owner's data, so every module under '@/content' is the site folder's; the code that
 * reads it (types, check, dictionaries) is lib/'s, one for every site folder.
 * Paths are relative to the repository, as Turbopack wants them. Empty for the repository's own site.
 * @param {string | undefined} siteDir
 * @returns {Record<string, string>}
 */
function siteAliases(siteDir) {
  const folder = path.resolve(root, siteDir || '.');
  if (folder === root) return {};
  const content = path.join(folder, 'content');
  /** @param {string} file */
  const relative = (file) => `./${path.relative(root, path.join(content, file)).split(path.sep).join('/')}`;
  /** @type {Record<string, string>} */
  const aliases = { '@/content': relative('index.ts') };
  for (const file of readdirSync(content)) {
    if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'index.ts')
      aliases[`@/content/${file.replace(/\.tsx?$/, '')}`] = relative(file);
  }
  return aliases;
}

module.exports = { siteAliases, TEST_SITE };
