/**
 * The text as the bundled Inter (Latin and Latin Extended) can draw it. For any other character
 * (an emoji, another script) next/og fetches a font or an emoji picture from the web at build
 * time, which fails offline and sends the owner's titles to a third party: those are left out
 * of the picture (the page itself shows them, in the device's fonts).
 */
export const drawable = (text: string) =>
  text
    .replace(/[^\u0020-\u024F\u1E00-\u1EFF\u2000-\u200A\u2010-\u2027\u202F-\u205F\u20A0-\u20CF\u2100-\u214F]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
