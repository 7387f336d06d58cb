/**
 * The site's own words (content/wording.ts) and its translations (content/translations/):
 * placeholders kept, plural forms a language has, a translation shaped as the records are.
 */
import { dictionaries, interfaceText, languageOf, languages } from '../../i18n/dictionaries';
import { namesNotStartingWithWords } from '../../i18n/controlNames';
import type { Wording } from '../../i18n/interfaceText';
import { type SiteContent, type Translation } from '../schema';
import { LOCALE } from '../locale';
import { RESUME_FILE } from '../../resume/check';
import { languageCode } from '../locale';

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join(' ');

/** The forms of a Plural that a language may add to `other` (Intl.PluralRules categories). */
const OPTIONAL_PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many'];

/**
 * The site's own words: the locale's language must have a dictionary (lib/i18n/dictionaries/), and
 * each text content/wording.ts changes must be one the site has, keeping its placeholders.
 */
export function wordingProblems(
  locale: string,
  wording: Wording = {},
  file = 'content/wording.ts',
  localeFile = 'content/owner.ts: locale',
): string[] {
  const language = languageOf(locale);
  if (!language) {
    const code = languageCode(locale);
    return [
      `${localeFile}: the site has no interface words in "${code}" (it has ${languages.join(', ')}): ` +
        `add lib/i18n/dictionaries/${code}.ts, as lib/i18n/dictionaries/index.ts says`,
    ];
  }
  const problems: string[] = [];
  const walk = (base: Record<string, unknown>, changed: object, at: string[]) => {
    // A plural's form may say its count in words ("One character left").
    const inPlural =
      typeof base.other === 'string' &&
      Object.keys(base).every((form) => form === 'other' || OPTIONAL_PLURAL_FORMS.includes(form));
    const kept = (text: string) => (inPlural ? placeholders(text).replace('{count}', '').trim() : placeholders(text));
    for (const [key, value] of Object.entries(changed)) {
      const where = `${file}: ${[...at, key].join('.')}`;
      // A plural's forms beyond `other` are held to the placeholders of its `other`,
      // whether or not the dictionary has them.
      const original = base[key] ?? (inPlural && OPTIONAL_PLURAL_FORMS.includes(key) ? base.other : undefined);
      if (original === undefined) problems.push(`${where}: the site has no such text`);
      else if (typeof original === 'string') {
        if (typeof value !== 'string') problems.push(`${where}: must be a text`);
        else if (kept(value) !== kept(original)) {
          problems.push(
            `${where}: must keep the placeholders of "${original}" (${placeholders(original) || 'none'}), ` +
              `not ${placeholders(value) || 'none'}`,
          );
        }
      } else if (typeof value !== 'object' || value === null)
        problems.push(`${where}: must be a group of texts, as the dictionary has it`);
      else walk(original as Record<string, unknown>, value, [...at, key]);
    }
  };
  walk(dictionaries[language] as unknown as Record<string, unknown>, wording, []);
  // A control's name starts with the words it shows, with the owner's changes too.
  if (!problems.length)
    for (const { key, shown, name } of namesNotStartingWithWords(interfaceText(language, wording), language))
      problems.push(
        `${file}: ${key}: "${name}" must start with the words its control shows, "${shown}": ` +
          'a visitor who speaks to the page says what they see',
      );
  return problems;
}

/** Where a translation's texts go further than the first language's content: a longer list, or an empty text. */
function textProblems(base: unknown, texts: unknown, at: string): string[] {
  if (typeof texts === 'string')
    return texts.trim() ? [] : [`${at}: is empty (leave it out to keep the first language's)`];
  if (Array.isArray(texts)) {
    const items = Array.isArray(base) ? base : [];
    const longer =
      texts.length > items.length
        ? [
            `${at}: has ${texts.length} entries where the first language has ${items.length}: ` +
              'a translation follows its list, in its order',
          ]
        : [];
    return [
      ...longer,
      ...texts.flatMap((item, index) =>
        index < items.length ? textProblems(items[index], item, `${at}[${index}]`) : [],
      ),
    ];
  }
  if (texts && typeof texts === 'object') {
    return Object.entries(texts).flatMap(([key, value]) =>
      textProblems((base as Record<string, unknown> | undefined)?.[key], value, at ? `${at}.${key}` : key),
    );
  }
  return [];
}

/**
 * The site's other languages (content/translations/): each a language and territory with
 * interface words, not the first language and given once, whose texts follow the first
 * language's lists and whose changed words keep their placeholders.
 */
export function translationProblems(
  content: SiteContent,
  translations: Translation[] = [],
  /** The first language's records that fail their schema: their translations are measured once they are right. */
  invalid: ReadonlySet<string> = new Set(),
): string[] {
  const first = languageCode(content.owner.locale);
  const seen = new Set<string>();
  return translations.flatMap((translation, index) => {
    const file = `content/translations: [${index}]`;
    if (!LOCALE.test(translation.locale))
      return [
        `${file}: locale: must be a language and territory like es_ES or pt_BR ` +
          '(two lower-case letters, an underscore, two capitals)',
      ];
    const language = languageCode(translation.locale);
    const problems: string[] = [];
    if (language === first)
      problems.push(
        `${file}: locale: ${translation.locale} is the first language's (content/owner.ts); ` +
          'a translation is another language',
      );
    else if (seen.has(language))
      problems.push(`${file}: locale: a second translation into "${language}"; its pages would share one address`);
    seen.add(language);
    problems.push(
      ...wordingProblems(translation.locale, translation.wording, `${file} (${language}): wording`, `${file}: locale`),
    );
    // The records' texts, against the first language's records (site, pageMeta and navigation are the site's own).
    const records = Object.fromEntries(
      Object.entries({
        owner: translation.owner,
        home: translation.home,
        about: translation.about,
        projects: translation.projects,
        music: translation.music,
        services: translation.services,
        contact: translation.contact,
        // A CV's words are measured against the CV; without one, the line below says so once.
        resume: content.resume && translation.resume,
      }).filter(([file]) => !invalid.has(file)),
    );
    problems.push(...textProblems(content, records, `${file} (${language})`));
    if (translation.resume && !content.resume && !invalid.has('resume'))
      problems.push(`${file} (${language}): resume: translates a CV, but there is no ${RESUME_FILE}`);
    return problems;
  });
}
