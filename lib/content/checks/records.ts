/**
 * The records themselves (lib/content/schema.ts's schemas): each one's shape, read as the schemas
 * read it, and what the records say of each other: a release out with no track, a page without
 * its head, the owner's colours, a link into a section left out. One line a problem.
 */
import { slugOf } from '../slug';
import { fieldPath } from '../fieldPath';
import type { z } from 'zod';
import {
  aboutSchema,
  contactSchema,
  homeSchema,
  musicSchema,
  ownerSchema,
  projectsSchema,
  servicesSchema,
  siteThemeSchema,
  type MusicContent,
  type Release,
  type PageMetas,
  type SiteContent,
} from '../schema';
import { ACCENT_CONTRAST, contrastRatio, PAGE_GROUND, THEMES } from '../theme';
import { LOCALE } from '../locale';
import { markdownLinks } from '../markdown';
import { hasSection, routesOf, sectionRoute, SECTIONS, type Section } from '../sections';
import { languageCode } from '../locale';
import { translationProblems, wordingProblems } from './translations';

/**
 * Each record's schema (lib/content/schema.ts), by the file in content/ it comes from: each must check exactly its
 * record's type.
 */
type RecordFile = Exclude<keyof SiteContent, 'wording' | 'translations' | 'resume'>;
const schemas: { [File in RecordFile]: z.ZodType<SiteContent[File]> } = {
  owner: ownerSchema,
  home: homeSchema,
  about: aboutSchema,
  projects: projectsSchema,
  music: musicSchema,
  services: servicesSchema,
  contact: contactSchema,
};

/**
 * Every problem in the records themselves, one line each; an empty list means the files may be
 * checked. `emailService`: whether the build has the contact form's e-mail service (without it
 * and without an address, the form would have nowhere to send). `resumeRefused`: whether there is
 * a content/resume.json its own check refused (lib/resume/check.ts), which then names its problems.
 */
export function checkContent(
  content: SiteContent,
  { emailService = false, ...options }: { today: string; emailService?: boolean; resumeRefused?: boolean },
): string[] {
  return checkRecords(content, { ...options, emailService }).problems;
}

/**
 * The records as their schemas read them (each text trimmed), with every problem in them; `records`
 * only when there is none. `today`, the build's day, decides which release is out. `emailService`
 * left out is not judged (the pages' build reads what the check before it has passed).
 */
export function checkRecords(
  content: SiteContent,
  { today, emailService, resumeRefused = false }: { today: string; emailService?: boolean; resumeRefused?: boolean },
): { problems: string[]; records?: SiteContent } {
  const problems: string[] = [];
  const records: Partial<Record<RecordFile, unknown>> = {};
  if (!content.owner.email && emailService === false) {
    problems.push(
      'content/owner.ts: email: needed while the e-mail service is not set up ' +
        '(NEXT_PUBLIC_EMAILJS_SERVICE_ID, _TEMPLATE_ID, _PUBLIC_KEY): the contact form would have nowhere to send',
    );
  }
  // The owner's own records first: a translation is measured against them, so what is wrong with a
  // record (a list that is not one, an entry left out) shows again in every language's lists after it.
  const invalid = new Set<string>(resumeRefused ? ['resume'] : []);
  for (const file of Object.keys(schemas) as (keyof typeof schemas)[]) {
    const result = schemas[file].safeParse(content[file]);
    records[file] = result.data;
    if (file === 'music') {
      // Of a release the schema takes as written, as a refinement would be.
      const written = (index: number) =>
        !result.error?.issues.some((issue) => issue.path[0] === 'releases' && issue.path[1] === index);
      problems.push(...releasesWithoutTracks(content.music, today, written));
    }
    if (!result.success) {
      invalid.add(file);
      for (const issue of result.error.issues) {
        const field = fieldPath(issue.path);
        problems.push(`content/${file}.ts: ${field || '(the whole record)'}: ${issue.message}`);
      }
    }
  }
  // A locale not written as one is the schema's to name.
  if (LOCALE.test(content.owner.locale))
    problems.push(
      ...wordingProblems(content.owner.locale, content.wording),
      ...translationProblems(content, content.translations, invalid),
    );
  if (!problems.length) problems.push(...leftOutLinkProblems(content), ...featuredProblems(content));
  if (problems.length) return { problems };
  return { problems, records: { ...content, ...(records as Pick<SiteContent, RecordFile>) } };
}

/** A release that is out lists its tracks; one not out yet may list none (they come on its day). */
function releasesWithoutTracks(music: unknown, today: string, written: (index: number) => boolean): string[] {
  const releases = (music as Partial<MusicContent> | undefined)?.releases;
  if (!Array.isArray(releases)) return [];
  return releases.flatMap((release: Partial<Release>, index) =>
    written(index) &&
    Array.isArray(release?.tracks) &&
    !release.tracks.length &&
    typeof release.released === 'string' &&
    release.released <= today
      ? [
          `content/music.ts: releases[${index}].tracks: lists no track, and the release is out: add its tracks, ` +
            'or date it ahead if it is not out yet',
        ]
      : [],
  );
}

/** Every page the site has needs its title and description in content/site.ts; a left-out section's none. */
export function pageMetaProblems(content: SiteContent, pageMeta: Partial<PageMetas>): string[] {
  return routesOf(content)
    .filter((route) => !pageMeta[route])
    .map((route) => `content/site.ts: pageMeta['${route}']: needs a title and a description (the site has the page)`);
}

/**
 * The owner's colours (content/site.ts, `site.theme`): each written as a colour, and each accent
 * readable on its theme's page (WCAG AA), one line per problem naming the field and the contrast.
 */
export function themeProblems(theme: unknown): string[] {
  const where = (field: readonly PropertyKey[]) => `content/site.ts: ${fieldPath(['site', 'theme', ...field])}`;
  const result = siteThemeSchema.optional().safeParse(theme);
  if (!result.success) return result.error.issues.map((issue) => `${where(issue.path)}: ${issue.message}`);
  return THEMES.flatMap((name) => {
    const accent = result.data?.[name]?.accent;
    if (!accent) return [];
    const ratio = contrastRatio(accent, PAGE_GROUND[name]);
    if (ratio >= ACCENT_CONTRAST) return [];
    // Rounded down: a contrast just short of the bar never reads as reaching it.
    const shown = (Math.floor(ratio * 10) / 10).toFixed(1);
    return [
      `${where([name, 'accent'])}: "${accent}" has a contrast of ${shown}:1 on the ${name} page ` +
        `(${PAGE_GROUND[name]}); it needs ${ACCENT_CONTRAST}:1`,
    ];
  });
}

/** How the owner leaves each section out, as the message tells them. */
const leftOutBy: Record<Section, string> = {
  projects: 'content/projects.ts lists none',
  music: 'content/music.ts has tracks: [] and no releases',
  services: 'content/services.ts has items: []',
};

/**
 * The owner's own links (in their Markdown, in any language) to a page of a section they leave
 * out: the page is not built, so the link would lead nowhere.
 */
/** A project Home's selected work names (home.featured) that is not one: one line each, with the slugs there are. */
export function featuredProblems({ home, projects }: Pick<SiteContent, 'home' | 'projects'>): string[] {
  const slugs = projects.map((project) => slugOf(project));
  return (home.featured ?? []).flatMap((slug, index) =>
    slugs.includes(slug)
      ? []
      : [
          `content/home.ts: featured[${index}]: ${JSON.stringify(slug)} is no project's slug ` +
            `(${slugs.map((each) => JSON.stringify(each)).join(', ') || 'the site has no projects'})`,
        ],
  );
}

export function leftOutLinkProblems(content: SiteContent): string[] {
  const leftOut = SECTIONS.filter((section) => !hasSection(content, section));
  if (!leftOut.length) return [];
  const problems: string[] = [];
  const walk = (value: unknown, where: string, field: string) => {
    if (typeof value === 'string') {
      for (const href of markdownLinks(value)) {
        const section = leftOut.find(
          (each) => href === sectionRoute[each] || href.startsWith(`${sectionRoute[each]}/`),
        );
        if (section)
          problems.push(`${where}: ${field}: links to ${href}, a page the site leaves out (${leftOutBy[section]})`);
      }
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, where, `${field}[${index}]`));
    else if (value && typeof value === 'object' && !('body' in value))
      for (const [key, item] of Object.entries(value)) walk(item, where, field ? `${field}.${key}` : key);
  };
  for (const file of Object.keys(schemas) as (keyof typeof schemas)[]) walk(content[file], `content/${file}.ts`, '');
  content.translations?.forEach((translation, index) => {
    const { locale, ...texts } = translation;
    walk(texts, `content/translations: [${index}] (${languageCode(locale)})`, '');
  });
  return problems;
}

/** The `{placeholders}` of a text, in order of name. */
