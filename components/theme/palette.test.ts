/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCENT_CONTRAST, contrastRatio, DEFAULT_ACCENT, PAGE_GROUND, paletteOf, THEMES } from '@/lib/content/theme';
import { paletteCss } from './palette';

const globals = readFileSync(path.join(__dirname, '..', '..', 'app', 'globals.css'), 'utf8');

describe('the palette', () => {
  it('draws the page in the grounds the content check measures the owner’s accents against', () => {
    const [, light, dark] = globals.match(/--color-page: light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\);/)!;
    expect({ light, dark }).toEqual(PAGE_GROUND);
  });

  it('has default accents that read on their pages', () => {
    for (const theme of THEMES)
      expect([theme, contrastRatio(DEFAULT_ACCENT[theme], PAGE_GROUND[theme]) >= ACCENT_CONTRAST]).toEqual([
        theme,
        true,
      ]);
  });

  it('writes the owner’s accents, or the defaults, as the variables the stylesheet reads', () => {
    expect(paletteCss(paletteOf(undefined))).toBe(':root{--owner-accent-light:#b8401c;--owner-accent-dark:#ff9b73}');
    expect(paletteCss(paletteOf({ dark: { accent: '#9CC9E8' } }))).toBe(
      ':root{--owner-accent-light:#b8401c;--owner-accent-dark:#9cc9e8}',
    );
    for (const variable of ['--owner-accent-light', '--owner-accent-dark'])
      expect(globals).toContain(`var(${variable})`);
  });
});
