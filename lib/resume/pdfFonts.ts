/**
 * The typefaces the CV's PDF can embed, and which of them a given text needs. Inter, the site's
 * typeface for drawn text, has Latin, Greek and Cyrillic; Arabic (and Persian) is set in IBM Plex
 * Sans Arabic, Hebrew in Noto Sans Hebrew, Japanese, Korean and Chinese in Noto Sans JP, KR and SC,
 * each from its npm package. The PDF embeds only the glyphs it uses.
 *
 * A character none of them has (Thai, Devanagari and the other scripts the PDF library cannot
 * shape are among them: it has no font for them here) makes the PDF unbuildable in that language:
 * never a PDF with a missing glyph. Read at build time, by the content check too (which is why it
 * does not import 'server-only': the check runs outside the build).
 */
import path from 'node:path';
import { openSync, type Font } from 'fontkit';

/** The weights the PDF sets text in: body, headings, the name. */
export const PDF_WEIGHTS = [400, 600, 700] as const;
type Weight = (typeof PDF_WEIGHTS)[number];

/** One family the PDF can register: its name and a file per weight. */
export interface PdfFace {
  family: string;
  files: Record<Weight, string>;
}

const packageFile = (file: string) => path.join(process.cwd(), 'node_modules', file);

const interFace = (script: string): PdfFace => ({
  family: script === 'latin' ? 'Inter' : `Inter ${script}`,
  files: {
    400: packageFile(`@fontsource/inter/files/inter-${script}-400-normal.woff`),
    600: packageFile(`@fontsource/inter/files/inter-${script}-600-normal.woff`),
    700: packageFile(`@fontsource/inter/files/inter-${script}-700-normal.woff`),
  },
});

const fontsourceFace = (family: string, name: string, subset: string): PdfFace => ({
  family,
  files: {
    400: packageFile(`@fontsource/${name}/files/${name}-${subset}-400-normal.woff`),
    600: packageFile(`@fontsource/${name}/files/${name}-${subset}-600-normal.woff`),
    700: packageFile(`@fontsource/${name}/files/${name}-${subset}-700-normal.woff`),
  },
});

const notoCjkFace = (code: 'JP' | 'KR' | 'SC'): PdfFace => {
  const file = (folder: string, style: string) =>
    packageFile(`@expo-google-fonts/noto-sans-${code.toLowerCase()}/${folder}/NotoSans${code}_${style}.ttf`);
  return {
    family: `Noto Sans ${code}`,
    files: {
      400: file('400Regular', '400Regular'),
      600: file('600SemiBold', '600SemiBold'),
      700: file('700Bold', '700Bold'),
    },
  };
};

const INTER = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'].map(interFace);
const ARABIC = fontsourceFace('IBM Plex Sans Arabic', 'ibm-plex-sans-arabic', 'arabic');
const HEBREW = fontsourceFace('Noto Sans Hebrew', 'noto-sans-hebrew', 'hebrew');
const CJK = { ja: notoCjkFace('JP'), ko: notoCjkFace('KR'), zh: notoCjkFace('SC') };

/**
 * Every face the PDF may fall back through, in order for a page in `lang`: a Chinese character is
 * drawn as the page's own language draws it (Japanese, Korean or Chinese forms), else in its
 * Japanese form, the likeliest in a CV written in another language, then the Chinese one.
 */
export function pdfFaces(lang: string): PdfFace[] {
  const own = CJK[lang as keyof typeof CJK];
  const cjk = [own, CJK.ja, CJK.zh, CJK.ko].filter((face, index, all) => face && all.indexOf(face) === index);
  return [...INTER, ARABIC, HEBREW, ...(cjk as PdfFace[])];
}

const opened = new Map<string, Font>();
const fontOf = (face: PdfFace) => {
  let font = opened.get(face.family);
  if (!font) {
    font = openSync(face.files[400]) as Font;
    opened.set(face.family, font);
  }
  return font;
};

/**
 * A text as the PDF sets it. Pictographs (emoji) have no place on paper and no glyph in the PDF's
 * fonts: the PDF leaves them out (the page shows them).
 */
export const onPaper = (text: string) =>
  text
    .replace(
      /\p{Extended_Pictographic}(\u{FE0F}|\p{Emoji_Modifier})*(\u{200D}\p{Extended_Pictographic}\u{FE0F}?)*/gu,
      '',
    )
    .replace(/ {2,}/g, ' ')
    .trim();

/** Characters drawn as nothing, or as space: no glyph is asked for them. */
const UNDRAWN = /[\s\p{Cc}\p{Cf}]/u;

/**
 * The faces `texts` need, in fallback order (the ones it draws characters from), or the characters
 * none of them has.
 */
export function facesFor(texts: readonly string[], lang: string): { faces: PdfFace[]; missing: string[] } {
  const faces = pdfFaces(lang);
  const used = new Set<PdfFace>();
  const missing = new Set<string>();
  for (const character of new Set(texts.map(onPaper).join(''))) {
    if (UNDRAWN.test(character)) continue;
    const face = faces.find((each) => fontOf(each).hasGlyphForCodePoint(character.codePointAt(0)!));
    if (face) used.add(face);
    else missing.add(character);
  }
  return { faces: faces.filter((face) => used.has(face)), missing: [...missing] };
}
