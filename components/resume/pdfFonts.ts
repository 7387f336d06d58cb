import 'server-only';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';

/**
 * The typeface the CV's PDF is set in and embeds: Inter, the site's typeface for drawn text (its
 * link-preview pictures), from its npm package, one family per script so that a name in
 * Cyrillic, Greek or Vietnamese falls through to the file that has it. The PDF carries only the
 * glyphs it uses.
 */
const scripts = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'] as const;

const familyOf = (script: string) => (script === 'latin' ? 'Inter' : `Inter ${script}`);

let registered = false;

/** Registers the fonts once; returns the family list a style's fontFamily takes. */
export function pdfFontFamily(): string[] {
  if (!registered) {
    for (const script of scripts)
      Font.register({
        family: familyOf(script),
        fonts: ([400, 600, 700] as const).map((fontWeight) => ({
          src: path.join(
            process.cwd(),
            'node_modules/@fontsource/inter/files',
            `inter-${script}-${fontWeight}-normal.woff`,
          ),
          fontWeight,
        })),
      });
    // Words are not broken at syllables: a name or a technology split by a hyphen reads wrong.
    Font.registerHyphenationCallback((word) => [word]);
    registered = true;
  }
  return scripts.map(familyOf);
}
