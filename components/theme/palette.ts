import type { Palette } from '@/lib/content/theme';

/**
 * The owner's accents as the stylesheet's variables (app/globals.css draws each theme with
 * them), for a <style> in every page's head: the same text on every page, so one hash in the
 * Content-Security-Policy. The content check has made sure each is a #rrggbb colour.
 */
export const paletteCss = ({ light, dark }: Palette) =>
  `:root{--owner-accent-light:${light.accent};--owner-accent-dark:${dark.accent}}`;
