/**
 * The site in other languages (lib/content/schema.ts, content/translations/): a translation
 * gives words only, every text optional, lists in the first language's order.
 */
import type { Wording } from '../../i18n/interfaceText';
import type { Resume } from '../../resume/schema';
import type { Locale } from './fields';
import type { AboutContent, ContactContent, HomeContent, Owner, Project, ServicesContent } from './records';
import type { MusicContent } from './music';
import type { MenuLink, PageMeta, RoutePath } from './site';

/** Fields that hold no words (addresses, files, numbers, settings): a translation keeps the first language's. */
type NotText =
  | 'src'
  | 'file'
  | 'slug'
  | 'url'
  | 'liveUrl'
  | 'codeUrl'
  | 'href'
  | 'kind'
  | 'locale'
  | 'email'
  | 'resumePath'
  | 'blueskyDid'
  | 'released'
  | 'fit'
  | 'position'
  | 'icon'
  | 'artistIs'
  | 'id'
  | 'year'
  | 'download'
  | 'catalogNumber'
  | 'cvParts';

/** The same for the CV (lib/resume/schema.ts), where a `position` is a job's, in words, and dates are not. */
type ResumeNotText =
  | Exclude<NotText, 'position'>
  | 'startDate'
  | 'endDate'
  | 'date'
  | 'releaseDate'
  | 'phone'
  | 'network'
  | 'username'
  | 'countryCode'
  | 'postalCode'
  | 'image'
  | 'meta'
  | '$schema';

/**
 * The words of a content record in another language: every text optional (what is left out
 * reads as in the first language), lists in the first language's order and length.
 */
export type TextsOf<T, Skip = NotText> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? TextsOf<Item, Skip>[]
    : T extends object
      ? {
          [
            Key in keyof T as Key extends Skip ? never : T[Key] extends number | boolean | undefined ? never : Key
          ]?: TextsOf<T[Key], Skip>;
        }
      : never;

/**
 * The site in one more language, beside the first (owner.locale, served at the root): its pages
 * are served under the language's code (/es/, /es/projects, …). Pictures, audio files, slugs and
 * addresses are the first language's; only words are given here.
 */
export interface Translation {
  /** Language and territory, e.g. es_ES: its language ("es") prefixes the pages' addresses. */
  locale: Locale;
  owner?: TextsOf<Owner>;
  home?: TextsOf<HomeContent>;
  about?: TextsOf<AboutContent>;
  /** The projects, in the first language's order. */
  projects?: TextsOf<Project>[];
  music?: TextsOf<MusicContent>;
  services?: TextsOf<ServicesContent>;
  contact?: TextsOf<ContactContent>;
  /**
   * The CV's words (content/resume.json): positions, summaries, highlights, studies, skills'
   * names, … in the resume's order; dates, addresses and names of places stay the first language's.
   */
  resume?: TextsOf<Resume, ResumeNotText>;
  /** The site's name (link previews, titles). */
  site?: { name?: string };
  /** Each route's title and description. */
  pageMeta?: { [Route in RoutePath]?: Partial<PageMeta> };
  /** The menu's and the footer's link labels, in the first language's order. */
  navigation?: {
    primaryLinks?: TextsOf<MenuLink>[];
    secondaryLinks?: TextsOf<MenuLink>[];
    footerLinks?: TextsOf<MenuLink>[];
  };
  /** Changes to the site's own words in this language, as content/wording.ts makes them. */
  wording?: Wording;
}
