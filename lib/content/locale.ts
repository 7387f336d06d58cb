/** Locales as the content writes them (es_ES): language and territory. */

/** A locale: a language's two letters, "_", a territory's two capitals. */
export const LOCALE = /^[a-z]{2}_[A-Z]{2}$/;

/** The language a locale names, its code in the site's addresses and `lang`: "es" of es_ES. */
export const languageCode = (locale: string) => locale.split('_')[0]!;

/**
 * A folder of the owner's long texts in a language, from the site folder: the first language's
 * (`lang` undefined) in content/, another's in content/translations/<code>/.
 */
export const languageFolder = (folder: 'projects' | 'writing', lang?: string) =>
  lang ? `content/translations/${lang}/${folder}` : `content/${folder}`;
