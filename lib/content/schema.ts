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
export * from './schemas/fields';
export * from './schemas/records';
export * from './schemas/music';
export * from './schemas/site';
export * from './schemas/translations';

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
