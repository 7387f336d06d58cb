/**
 * The site in other languages (lib/content/schema.ts, content/translations/): a translation
 * gives words only, every text optional, lists in the first language's order.
 */
import type { Wording } from '../../i18n/interfaceText';
import type { Resume } from '../../resume/schema';
import type { z } from 'zod';
import type { Locale, Words } from './fields';
import type { aboutSchema, contactSchema, homeSchema, ownerSchema, projectsSchema, servicesSchema } from './records';
import type { musicSchema } from './music';
import type { MenuLink, PageMeta, RoutePath } from './site';

/**
 * The words of a record in another language, read from its schema: a field is words where its
 * rule is (`text`, `markdown`, an alt text: schemas/fields.ts's `Words`), at any depth; every
 * other field (an address, a file, a day, a number, a setting, an id) keeps the first language's,
 * and a new field is words only if its rule says so. Every text is optional (what is left out
 * reads as in the first language), lists in the first language's order and length.
 */
export type WordsOf<Rule> = Rule extends Words
  ? string
  : Rule extends z.ZodOptional<infer Inner>
    ? WordsOf<Inner>
    : Rule extends z.ZodPipe<infer Input, z.ZodType>
      ? WordsOf<Input>
      : Rule extends z.ZodArray<infer Item>
        ? [WordsOf<Item>] extends [never]
          ? never
          : WordsOf<Item>[]
        : Rule extends z.ZodObject<infer Shape>
          ? keyof WordsOfShape<Shape> extends never
            ? never
            : WordsOfShape<Shape>
          : never;

type WordsOfShape<Shape> = {
  [Key in keyof Shape as [WordsOf<Shape[Key]>] extends [never] ? never : Key]?: WordsOf<Shape[Key]>;
};

/** The fields of a CV (lib/resume/schema.ts, the JSON Resume standard's) that hold no words. */
type ResumeNotText =
  | 'url'
  | 'email'
  | 'image'
  | 'startDate'
  | 'endDate'
  | 'date'
  | 'releaseDate'
  | 'phone'
  | 'network'
  | 'username'
  | 'countryCode'
  | 'postalCode'
  | 'meta'
  | '$schema';

/** A menu link's fields that hold no words: where it leads and how it opens. */
type MenuLinkNotText = 'href' | 'kind';

/**
 * The words of a record no schema of this site writes (the CV, a menu link) in another language:
 * its texts but for the fields `Skip` names, every text optional, lists in the first language's order.
 */
export type TextsOf<T, Skip> = T extends string
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
  owner?: WordsOf<typeof ownerSchema>;
  home?: WordsOf<typeof homeSchema>;
  about?: WordsOf<typeof aboutSchema>;
  /** The projects, in the first language's order. */
  projects?: WordsOf<typeof projectsSchema>;
  music?: WordsOf<typeof musicSchema>;
  services?: WordsOf<typeof servicesSchema>;
  contact?: WordsOf<typeof contactSchema>;
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
    primaryLinks?: TextsOf<MenuLink, MenuLinkNotText>[];
    secondaryLinks?: TextsOf<MenuLink, MenuLinkNotText>[];
    footerLinks?: TextsOf<MenuLink, MenuLinkNotText>[];
  };
  /** Changes to the site's own words in this language, as content/wording.ts makes them. */
  wording?: Wording;
}
