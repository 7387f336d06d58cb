/**
 * The site's settings that are not the owner's to write: where it is published (SITE_URL, set
 * at build time) and its language (owner.ts's locale), beside the names the owner gives it in
 * content/site.ts.
 */
import type { Locale, Owner, SiteNames } from './schema';
import { paletteOf, type Palette } from './theme';
import { languageCode } from './locale';

/**
 * Public URL of the deployed site, including any sub-path, without a trailing slash. Set
 * SITE_URL at build time (e.g. https://you.github.io/portfolio); the local server's otherwise.
 */
export const siteUrl = (): string =>
  (process.env.SITE_URL ?? `http://localhost:3000${process.env.BASE_PATH ?? ''}`).replace(/\/+$/, '');

/** Site-wide settings, as a page reads them in one language. */
export interface SiteSettings extends SiteNames {
  /** Public URL of the deployed site (siteUrl()). */
  url: string;
  /** Language and territory of the content, for `og:locale`. */
  locale: Locale;
  /** Language of the content, for the `lang` attribute: the language part of the locale ("en" of en_US). */
  lang: string;
  /** Each theme's colours: the owner's (`theme`), or the site's own where they set none. */
  palette: Palette;
}

/** The site's settings in its first language: the owner's names for it, its address, and owner.ts's language. */
export function siteSettings(owner: Pick<Owner, 'locale'>, names: SiteNames): SiteSettings {
  return {
    url: siteUrl(),
    name: names.name,
    locale: owner.locale,
    lang: languageCode(owner.locale),
    logoText: names.logoText,
    palette: paletteOf(names.theme),
  };
}
