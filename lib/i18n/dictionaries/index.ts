/**
 * The interface dictionaries that ship with the site, one per language. To add a language:
 * copy en.ts to <language>.ts (its two-letter ISO 639-1 code, e.g. fi.ts), translate every
 * text, and list it below; an owner whose `locale` starts with that code then gets it. A
 * language written right to left (Arabic, Hebrew, Persian, …) turns the pages to match.
 */
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';
import { sv } from './sv';
import type { InterfaceText, Wording } from '../interfaceText';
import { languageCode } from '../../content/locale';

export const dictionaries = { en, es, de, fr, it, pt, nl, sv, pl, ru, ja, ko, ar } satisfies Record<
  string,
  InterfaceText
>;

/** A language the site speaks: the first part of a locale, e.g. "sv" of sv_SE. */
export type Language = keyof typeof dictionaries;

export const languages = Object.keys(dictionaries) as Language[];

/** The language of a locale ("pt" of pt_BR), if the site has its dictionary. */
export function languageOf(locale: string): Language | undefined {
  const language = languageCode(locale);
  return (languages as string[]).includes(language) ? (language as Language) : undefined;
}

type Texts = { [key: string]: string | Texts };

/** The owner's changed words over the dictionary's, group by group, text by text. */
function merged(base: Texts, changes: Texts | undefined): Texts {
  if (!changes) return base;
  const result: Texts = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const original = base[key];
    result[key] =
      typeof value === 'string' || typeof original === 'string' || !original ? value : merged(original, value);
  }
  return result;
}

/** The words a site in this language shows: its dictionary, with the owner's changes. */
export function interfaceText(language: Language, wording: Wording = {}): InterfaceText {
  return merged(dictionaries[language] as unknown as Texts, wording as Texts) as unknown as InterfaceText;
}

export type { InterfaceText, Plural, Wording } from '../interfaceText';
