/**
 * The site's two themes as the owner's content sets them: each theme's page ground (the site's
 * own, app/globals.css's --color-page) and accent (the owner's, content/site.ts, or the site's
 * default), and the contrast an accent needs on its page.
 */
import type { SiteTheme } from './schema';

export type ThemeName = 'light' | 'dark';
export const THEMES: readonly ThemeName[] = ['light', 'dark'];

/** The page's ground in each theme: app/globals.css draws it (its test holds the two together). */
export const PAGE_GROUND: Record<ThemeName, string> = { light: '#f6f3ee', dark: '#1c1b19' };

/** Each theme's accent when the owner sets none. */
export const DEFAULT_ACCENT: Record<ThemeName, string> = { light: '#b8401c', dark: '#ff9b73' };

/** WCAG AA for text of normal size: an accent colours links and small marks. */
export const ACCENT_CONTRAST = 4.5;

/** Each theme's colours as the site draws them: the owner's where set, the site's default otherwise. */
export type Palette = Record<ThemeName, { accent: string }>;

export const paletteOf = (theme: SiteTheme | undefined): Palette => ({
  light: { accent: (theme?.light?.accent ?? DEFAULT_ACCENT.light).toLowerCase() },
  dark: { accent: (theme?.dark?.accent ?? DEFAULT_ACCENT.dark).toLowerCase() },
});

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG's contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(one: string, other: string) {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}
