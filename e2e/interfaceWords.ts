import { readFileSync } from 'node:fs';
import { en } from '../lib/i18n/dictionaries/en';

/** The English dictionary's words: each text's parts between its placeholders, of three letters or more. */
export function englishInterfaceWords(texts: object = en): string[] {
  return [
    ...new Set(
      Object.values(texts).flatMap((value: string | object) =>
        typeof value === 'string'
          ? value
              .split(/\{\w+\}/)
              .map((part) => part.trim())
              .filter((part) => /[a-z]{3}/i.test(part))
          : englishInterfaceWords(value),
      ),
    ),
  ];
}

/**
 * Next.js carries the site's one 404 page, in the first language (a static host serves one
 * file for every unknown address), in the payload of every page: on a page in another language
 * its words are there, unshown, as the first language's.
 */
export const notFoundWords = (notFound: object) => Object.values(notFound) as string[];

/**
 * The English words a page in this language must not hold: those its own dictionary does not share
 * (German too says "Name").
 */
export const foreignTo = (own: object, words = englishInterfaceWords()) => {
  const ownTexts = JSON.stringify(own);
  return words.filter((word) => !ownTexts.includes(word));
};

/** A built file's text with the entities React and the feed writer use turned back into characters. */
export const readText = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Which of the words stand in the text as words of their own (not inside a longer one, as "Music" in "MusicGroup"). */
export const wordsIn = (text: string, words: string[]) =>
  words.filter((word) => new RegExp(`(?<![\\w-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(text));
