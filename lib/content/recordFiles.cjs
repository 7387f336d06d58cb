// @ts-check
const { existsSync } = require('node:fs');
const path = require('node:path');

/**
 * The content files the site is made of, each with the records it exports: the engine's list,
 * read by the build (scripts/lib/site-aliases.cjs, lib/site/records.ts) and by every step before it
 * (scripts/lib/siteContent.ts). An owner's content/ holds these files and nothing names them for
 * the engine, so a new section of a new version is a new entry here, with a stand-in
 * (lib/content/defaults/) for the owners who have no file for it yet.
 * @typedef {{ name: string, exports: string[], optional: boolean }} RecordFile
 * @type {readonly RecordFile[]}
 */
const RECORD_FILES = [
  { name: 'owner', exports: ['owner'], optional: false },
  { name: 'site', exports: ['site', 'pageMeta'], optional: false },
  { name: 'navigation', exports: ['primaryLinks', 'secondaryLinks', 'footerLinks', 'headerHiddenOn'], optional: false },
  { name: 'home', exports: ['home'], optional: false },
  { name: 'about', exports: ['about'], optional: false },
  { name: 'contact', exports: ['contact'], optional: false },
  // A site without projects, music or services leaves their pages out; one without its own words
  // or translations shows the dictionary's, in one language.
  { name: 'projects', exports: ['projects'], optional: true },
  { name: 'music', exports: ['music'], optional: true },
  { name: 'services', exports: ['services'], optional: true },
  { name: 'wording', exports: ['wording'], optional: true },
  { name: 'translations', exports: ['translations'], optional: true },
];

/** Where the engine's stand-ins for the files an owner may leave out are. */
const DEFAULTS = path.join(__dirname, 'defaults');

/**
 * Where each record file of a site's content folder is: the owner's (`<name>.ts`, or
 * `<name>/index.ts` for a folder), else, for a file that may be left out, the engine's stand-in;
 * `file` is undefined for a needed file that is not there, `expected` names it either way.
 * @param {string} contentDir
 * @returns {(RecordFile & { file: string | undefined, own: boolean, expected: string })[]}
 */
function recordSources(contentDir) {
  return RECORD_FILES.map((record) => {
    const own = [`${record.name}.ts`, `${record.name}.tsx`, path.join(record.name, 'index.ts')]
      .map((file) => path.join(contentDir, file))
      .find((file) => existsSync(file));
    const stand = record.optional ? path.join(DEFAULTS, `${record.name}.ts`) : undefined;
    return { ...record, file: own ?? stand, own: Boolean(own), expected: path.join(contentDir, `${record.name}.ts`) };
  });
}

/**
 * The site's records, read file by file with `load` (a require that reads TypeScript), each
 * file's listed exports only, and the needed files that are not there.
 * @param {string} contentDir
 * @param {(file: string) => Record<string, unknown>} load
 */
function readRecordFiles(contentDir, load) {
  /** @type {Record<string, unknown>} */
  const records = {};
  /** @type {string[]} */
  const missing = [];
  for (const source of recordSources(contentDir)) {
    if (!source.file) {
      missing.push(source.expected);
      continue;
    }
    const loaded = load(source.file);
    // tsx hands a CommonJS module's exports over as `default` when imported from an ES module.
    const exported = /** @type {Record<string, unknown>} */ (
      loaded[/** @type {string} */ (source.exports[0])] === undefined && loaded.default ? loaded.default : loaded
    );
    for (const name of source.exports) if (exported[name] !== undefined) records[name] = exported[name];
  }
  return { records, missing };
}

module.exports = { RECORD_FILES, recordSources, readRecordFiles };
