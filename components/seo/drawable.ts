import { drawableCharacters } from './previewFonts';

/**
 * The text as the preview pictures' fonts can draw it. For any other character (an emoji,
 * Arabic, Chinese) next/og fetches a font or an emoji picture from the web at build time,
 * which fails offline and sends the owner's titles to a third party. An emoji or a symbol is
 * left out; a letter or digit the fonts lack leaves out the whole text, which would otherwise
 * be drawn misspelt ("深夜バス 2.0" as "2.0"). The page itself shows it all, in the device's fonts.
 */
export function drawable(text: string): string {
  const characters = [...text.replace(/\s+/g, ' ')];
  const canDraw = (character: string) => drawableCharacters.has(character.codePointAt(0)!);
  if (characters.some((character) => /[\p{L}\p{Nd}]/u.test(character) && !canDraw(character))) return '';
  return characters.filter(canDraw).join('').replace(/ +/g, ' ').trim();
}
