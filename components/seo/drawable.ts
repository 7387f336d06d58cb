import { drawableCharacters } from './previewFonts';

/**
 * The text as the preview pictures' fonts can draw it. For any other character (an emoji,
 * Arabic, Chinese) next/og fetches a font or an emoji picture from the web at build time,
 * which fails offline and sends the owner's titles to a third party: those are left out of
 * the picture (the page itself shows them, in the device's fonts).
 */
export const drawable = (text: string) =>
  [...text.replace(/\s+/g, ' ')]
    .filter((character) => drawableCharacters.has(character.codePointAt(0)!))
    .join('')
    .replace(/ +/g, ' ')
    .trim();
