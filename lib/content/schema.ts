/**
 * The shape of everything the owner personalises, written once, in lib/content/schemas/ by what
 * it describes: the shared rules (fields.ts), the records (records.ts), the music (music.ts), the
 * site's settings (site.ts) and translations (translations.ts). Each record is a zod schema whose
 * fields carry the doc comments an owner's editor shows on hover, and each record's type is
 * inferred from its schema (`z.infer`): the type the owner's files in `content/` are written
 * against and the rules the content check (lib/content/check.ts, `npm run check-content`) holds
 * them to cannot drift apart. The check's messages are written beside their rules. The pages
 * show the records as these schemas read them (lib/site/load.ts), so they are the whole contract
 * between the owner's data and the site.
 *
 * Where zod cannot infer a type (a language and territory's template literal, a library's icon
 * data), the schema names that type, so the check still runs the rule and the type still names
 * the shape. The types no schema checks (page heads, menu links, translations) are written by hand.
 */
// Named, not `export *`: a build script run as an ES module (tsx) sees only the names written out.
export { pictureSchema, type Locale, type Picture, type Words } from './schemas/fields';
export {
  aboutSchema,
  contactSchema,
  homeSchema,
  HOME_PARTS,
  ownerSchema,
  projectsSchema,
  servicesSchema,
  type AboutContent,
  type ContactContent,
  type GalleryTile,
  type HomeContent,
  type Owner,
  type PhoneGalleryItem,
  type Profile,
  type Project,
  type Service,
  type ServicesContent,
} from './schemas/records';
export {
  musicSchema,
  type Credits,
  type License,
  type ListenOn,
  type MusicContent,
  type Musician,
  type Release,
  type Track,
  type TrackDownload,
} from './schemas/music';
export {
  siteThemeSchema,
  type MenuLink,
  type PageMeta,
  type PageMetas,
  type RoutePath,
  type SectionRoute,
  type SiteNames,
  type SiteTheme,
} from './schemas/site';
export type { TextsOf, Translation, WordsOf } from './schemas/translations';

import type { Wording } from '../i18n/interfaceText';
import type { Resume } from '../resume/schema';
import type { AboutContent, ContactContent, HomeContent, Owner, Project, ServicesContent } from './schemas/records';
import type { MusicContent } from './schemas/music';
import type { Translation } from './schemas/translations';

/** Everything checked, keyed by the file in content/ it comes from. */
export interface SiteContent {
  owner: Owner;
  home: HomeContent;
  about: AboutContent;
  projects: Project[];
  music: MusicContent;
  services: ServicesContent;
  contact: ContactContent;
  /** The CV (content/resume.json, a JSON Resume file read and checked on its own: lib/resume/), if there is one. */
  resume?: Resume;
  /** The owner's changes to the site's own words (content/wording.ts). */
  wording?: Wording;
  /** The site in other languages (content/translations/). */
  translations?: Translation[];
}
