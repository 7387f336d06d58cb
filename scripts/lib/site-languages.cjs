// @ts-check
const path = require('node:path');

/**
 * The languages of the site being built, the first first ("en", "es"), read from its content
 * (owner.locale, then content/translations) with tsx, as the build reads it.
 * @param {string | undefined} siteDir
 * @returns {string[]}
 */
function siteLanguageCodes(siteDir) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const index = path.resolve(siteDir || '.', 'content', 'index.ts');
  /** @type {{ owner: { locale: string }, translations?: { locale: string }[] }} */
  const content = tsxRequire(index, __filename);
  return [content.owner.locale, ...(content.translations ?? []).map((translation) => translation.locale)].map(
    (locale) => locale.split('_')[0] ?? locale,
  );
}

module.exports = { siteLanguageCodes };
