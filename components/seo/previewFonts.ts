import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'opentype.js';

/**
 * The typeface the link-preview pictures are drawn in: the site's Inter, in the scripts its
 * package carries (Latin with every accent, Vietnamese's too; Cyrillic; Greek), at the weights
 * the picture uses.
 */
const scripts = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'] as const;
const weights = [400, 700, 800] as const;

const fontFile = (script: string, weight: number) =>
  readFileSync(
    path.join(process.cwd(), 'node_modules/@fontsource/inter/files', `inter-${script}-${weight}-normal.woff`),
  );

/**
 * The font files, as next/og takes them. Each script's file has a name of its own: the renderer
 * keeps one file per name and weight, and falls back through the other names for a character
 * the page's font lacks.
 */
export const previewFonts = weights.flatMap((weight) =>
  scripts.map((script) => ({
    name: script === 'latin' ? 'Inter' : `Inter ${script}`,
    data: fontFile(script, weight),
    weight,
  })),
);

/**
 * Every character the pictures can draw: one each weight has a glyph for. The file's own
 * character map decides, not the range its stylesheet declares, which is wider than the
 * glyphs in it (Cyrillic's extension declares 350 characters and draws 157).
 */
export const drawableCharacters: ReadonlySet<number> = (() => {
  const perWeight = weights.map((weight) => {
    const characters = new Set<number>();
    for (const { data } of previewFonts.filter((font) => font.weight === weight)) {
      const font = parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
      for (const character of Object.keys(font.tables.cmap!.glyphIndexMap)) characters.add(Number(character));
    }
    return characters;
  });
  return new Set([...perWeight[0]!].filter((character) => perWeight.every((characters) => characters.has(character))));
})();
