/**
 * The controls whose accessible name says more than the words they show: "Play all" named
 * "Play all of Night Lines". A speech-input user says what they see, so the name starts with the
 * shown words (WCAG 2.5.3, label in name) in every language, and in the owner's own wording.
 */
import { fill } from './format';
import type { InterfaceText } from './interfaceText';

/** Each control's shown words and its name, by their keys in the dictionaries. */
export const NAMED_CONTROLS = [
  ['music.playAll', 'music.playAllOf'],
  ['share.share', 'share.shareTitle'],
  ['share.embed', 'share.embedTitle'],
  ['share.shareAt', 'share.shareAtTitle'],
] as const;

/** What a placeholder stands for when a name is tried: a title, a moment. */
const SAMPLE = { title: 'Night Lines', time: '1:05' };

const textAt = (words: InterfaceText, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], words) as string;

/** Lower case, one space between words, and the full-width colon as the ASCII one. */
const normal = (text: string) => text.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** The controls whose name does not start with their shown words in these words: the name's key and both texts. */
export function namesNotStartingWithWords(words: InterfaceText, lang = 'en') {
  return NAMED_CONTROLS.flatMap(([shownKey, nameKey]) => {
    const shown = fill(textAt(words, shownKey), SAMPLE, lang);
    const name = fill(textAt(words, nameKey), SAMPLE, lang);
    return normal(name).startsWith(normal(shown)) ? [] : [{ key: nameKey, shown, name }];
  });
}
