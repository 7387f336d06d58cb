/**
 * The site's own settings (lib/content/schema.ts, content/site.ts and content/navigation.ts): the
 * owner's colours, checked by a schema, and the page heads, names and menu links, which no schema
 * checks.
 */
import { z } from 'zod';

/** A colour written as the web writes it, #rrggbb. */
const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written as # and six hexadecimal digits, e.g. "#b8401c"');

/** The owner's colours for one of the site's two themes. */
const themeColoursSchema = z.object({
  /**
   * Links, focus rings, marks and a button's hover. It must read on the theme's page at 4.5:1 at
   * least (WCAG AA; the content check measures it). Left out, the site's own: #b8401c in the light
   * theme, #ff9b73 in the dark.
   */
  accent: hexColour.optional(),
});

/**
 * The site's colours (content/site.ts, `site.theme`): the site is light or dark as the visitor's
 * system is, or as they choose in the menu. The dark theme's accent is also the one on the parts
 * that are dark in both (the menu, the player bar, Music).
 */
export const siteThemeSchema = z.object({
  /** The light theme (a cream page). */
  light: themeColoursSchema.optional(),
  /** The dark theme (a near-black page). */
  dark: themeColoursSchema.optional(),
});

/** The owner's colours for each theme. */
export type SiteTheme = z.infer<typeof siteThemeSchema>;

/** Title and description of one route, for its HTML head and link previews. */
export interface PageMeta {
  /** Text of the `<title>` (the site name is appended). */
  title: string;
  /** Meta description, about 150 characters. */
  description: string;
}

/**
 * The site's own names and colours (content/site.ts); its address (SITE_URL) and language
 * (owner.locale) are not the owner's to write there.
 */
export interface SiteNames {
  /** Name shown in link previews and appended to page titles. */
  name: string;
  /** Text of the header logo link. */
  logoText: string;
  /** Optional: the accent colour of the light and of the dark theme (checked by siteThemeSchema). */
  theme?: SiteTheme;
}

/** The routes of the site. */
export type RoutePath = '/' | '/projects' | '/contact' | '/services' | '/about' | '/music' | '/writing';

/**
 * The routes of the sections an owner can leave out (lib/content/sections.ts), and the writing
 * section's, which the site has with posts (lib/writing/posts.ts) and names by its own words where
 * content/site.ts gives none.
 */
export type SectionRoute = '/projects' | '/services' | '/music' | '/writing';

/**
 * Title and description of each route (content/site.ts): every page the site has needs its own;
 * a section left out (tracks: [] for /music) needs none.
 */
export type PageMetas = Record<Exclude<RoutePath, SectionRoute>, PageMeta> & Partial<Record<SectionRoute, PageMeta>>;

/** A link in the full-screen menu. */
export interface MenuLink {
  /** Visible text of the link. */
  label: string;
  /** Where it leads: a route, a file, a mailto: or an external URL. */
  href: string;
  /**
   * How the link opens: `route` stays in the site, `file` and `external` open a new tab,
   * `profile` too (an owner's profile: marked `rel="me"`), `email` opens the mail client.
   */
  kind: 'route' | 'file' | 'external' | 'profile' | 'email';
}
