/**
 * Checks the owner's content before every build: the shape of each record (with zod, against
 * the schemas in lib/content/schema.ts, which also give the records their types), then
 * every file it names: pictures in content/pictures/ (readable, upright size, not a HEIC, not
 * absurdly large) and the files in public/ (audio of a type browsers play, really of that
 * type, the resume). Each problem is one line naming the content file and the field, so an
 * owner can fix it without reading code. Counts are free: one or more of everything.
 */
import { fieldPath } from './fieldPath';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { audioType, audioTypes } from './audio';
import { dictionaries, languageOf, languages } from '../i18n/dictionaries';
import type { Wording } from '../i18n/interfaceText';
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
  type Translation,
} from './schema';
import { ACCENT_CONTRAST, contrastRatio, PAGE_GROUND, THEMES } from './theme';
import { DEMO_FILE_MAX_BYTES, demoFiles } from './demoFiles';
import { pictureUses, publicFileUses } from './uses';
import { longFormProblems, type LongFormFile } from './longFormRules';
import { postPath, WRITING_PATH } from '../writing/paths';
import { tagPath } from '../writing/tags';
import type { Post } from '../writing/posts';
import type { AudioFile } from './media';
import { pictureSource } from './siteFolder';
import { slugOf } from './slug';
import { LOCALE } from './locale';
import { catalogueOf } from './catalogue';
import { markdownLinks } from './markdown';
import { hasSection, routesOf, sectionRoute, SECTIONS, type Section } from './sections';
import { RESUME_FILE } from '../resume/check';
import { makesResumePdf, RESUME_PDF_PATH } from '../resume/pdf';
import { languageCode } from './locale';

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
  if (!problems.length) problems.push(...leftOutLinkProblems(content));
  if (problems.length) return { problems };
  return { problems, records: { ...content, ...(records as Pick<SiteContent, RecordFile>) } };
}

/** A release that is out lists its tracks; one not out yet may list none (they come on its day). */
function releasesWithoutTracks(music: unknown, today: string, written: (index: number) => boolean): string[] {
  const releases = (music as Partial<MusicContent> | undefined)?.releases;
  if (!Array.isArray(releases)) return [];
  return releases.flatMap((release: Partial<Release>, index) =>
    written(index) &&
    Array.isArray(release?.tracks) && !release.tracks.length && typeof release.released === 'string' &&
    release.released <= today
      ? [
          `content/music.ts: releases[${index}].tracks: lists no track, and the release is out: add its tracks, ` +
            'or date it ahead if it is not out yet',
        ]
      : [],
  );
}

/**
 * What in the long texts (case studies, posts) the site would not show as written (lib/content/longFormRules.ts):
 * raw HTML, a heading #, a picture not in `picturesDir`, a link to a path the site has neither as a
 * page (a section, a project's, a track's) nor as a file in `publicDir`. One line each, naming file and line.
 */
export function longFormCheck(
  content: SiteContent,
  longForms: readonly LongFormFile[],
  {
    picturesDir,
    publicDir,
    posts = [],
    today,
  }: {
    picturesDir: string;
    publicDir: string;
    posts?: readonly Pick<Post, 'slug' | 'lang' | 'draft' | 'tags'>[];
    today: string;
  },
): string[] {
  const firstLanguagePosts = posts.filter((post) => !post.lang);
  const pages = sitePages(content, firstLanguagePosts, today);
  const inside = (dir: string, relative: string) => {
    const full = path.join(dir, relative);
    return full.startsWith(dir + path.sep) && existsSync(full) && statSync(full).isFile();
  };
  // The site folder: content/pictures/'s parent's parent.
  const root = path.resolve(picturesDir, '..', '..');
  const tracks = new Set(
    hasSection(content, 'music')
      ? catalogueOf(content.music, today)
          .tracks.filter((entry) => entry.hasPage)
          .map((entry) => entry.slug)
      : [],
  );
  const site = {
    root,
    hasPicture: (src: string) => (src.startsWith('/') ? inside(root, src.slice(1)) : inside(picturesDir, src)),
    hasPath: (sitePath: string) => pages.has(sitePath) || inside(publicDir, sitePath.slice(1)),
    hasTrack: (slug: string) => tracks.has(slug),
    hasAudio: (audio: AudioFile) =>
      audio.in === 'public' ? inside(publicDir, audio.path.slice(1)) : inside(root, audio.path),
  };
  const drafts = new Set(firstLanguagePosts.filter((post) => post.draft).map((post) => postPath(post)));
  // A draft may link to another draft; what is published may not: the link would lead nowhere.
  const isDraft = (sitePath: string) => drafts.has(sitePath);
  return longForms.flatMap((longForm) =>
    longFormProblems(longForm, 'draft' in longForm && longForm.draft ? site : { ...site, isDraft }),
  );
}

/**
 * Every page of the site in its first language, from its root: the sections', the posts' and their
 * tags', the projects', the tracks' and the CV's PDF.
 */
export function sitePages(
  content: SiteContent,
  posts: readonly (Pick<Post, 'slug' | 'lang'> & Partial<Pick<Post, 'tags' | 'draft'>>)[],
  today: string,
): Set<string> {
  const firstLanguagePosts = posts.filter((post) => !post.lang);
  const tagged = firstLanguagePosts.filter((post) => !post.draft);
  const tags = tagged.length
    ? [...tagged.flatMap((post) => post.tags ?? []), ...content.projects.flatMap((project) => project.stack ?? [])]
    : [];
  return new Set<string>([
    ...(firstLanguagePosts.length ? [WRITING_PATH, ...firstLanguagePosts.map((post) => postPath(post))] : []),
    ...tags.map(tagPath),
    ...routesOf(content),
    ...(hasSection(content, 'projects') ? content.projects.map((project) => `/projects/${slugOf(project)}`) : []),
    ...(hasSection(content, 'music') ? musicPages(content.music, today) : []),
    ...(makesResumePdf(content) ? [RESUME_PDF_PATH] : []),
  ]);
}

/** The music's own pages: each track's that has one, and each release's. */
const musicPages = (music: MusicContent, today: string) => {
  const { tracks, releases } = catalogueOf(music, today);
  return [...tracks.filter((entry) => entry.hasPage), ...releases].map((entry) => `/music/${entry.slug}`);
};

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
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join(' ');

/** The forms of a Plural that a language may add to `other` (Intl.PluralRules categories). */
const OPTIONAL_PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many'];

/**
 * The site's own words: the locale's language must have a dictionary (lib/i18n/dictionaries/), and
 * each text content/wording.ts changes must be one the site has, keeping its placeholders.
 */
export function wordingProblems(
  locale: string,
  wording: Wording = {},
  file = 'content/wording.ts',
  localeFile = 'content/owner.ts: locale',
): string[] {
  const language = languageOf(locale);
  if (!language) {
    const code = languageCode(locale);
    return [
      `${localeFile}: the site has no interface words in "${code}" (it has ${languages.join(', ')}): ` +
        `add lib/i18n/dictionaries/${code}.ts, as lib/i18n/dictionaries/index.ts says`,
    ];
  }
  const problems: string[] = [];
  const walk = (base: Record<string, unknown>, changed: object, at: string[]) => {
    // A plural's form may say its count in words ("One character left").
    const inPlural =
      typeof base.other === 'string' &&
      Object.keys(base).every((form) => form === 'other' || OPTIONAL_PLURAL_FORMS.includes(form));
    const kept = (text: string) => (inPlural ? placeholders(text).replace('{count}', '').trim() : placeholders(text));
    for (const [key, value] of Object.entries(changed)) {
      const where = `${file}: ${[...at, key].join('.')}`;
      // A plural's forms beyond `other` are held to the placeholders of its `other`,
      // whether or not the dictionary has them.
      const original = base[key] ?? (inPlural && OPTIONAL_PLURAL_FORMS.includes(key) ? base.other : undefined);
      if (original === undefined) problems.push(`${where}: the site has no such text`);
      else if (typeof original === 'string') {
        if (typeof value !== 'string') problems.push(`${where}: must be a text`);
        else if (kept(value) !== kept(original)) {
          problems.push(
            `${where}: must keep the placeholders of "${original}" (${placeholders(original) || 'none'}), ` +
              `not ${placeholders(value) || 'none'}`,
          );
        }
      } else if (typeof value !== 'object' || value === null)
        problems.push(`${where}: must be a group of texts, as the dictionary has it`);
      else walk(original as Record<string, unknown>, value, [...at, key]);
    }
  };
  walk(dictionaries[language] as unknown as Record<string, unknown>, wording, []);
  return problems;
}

/** Where a translation's texts go further than the first language's content: a longer list, or an empty text. */
function textProblems(base: unknown, texts: unknown, at: string): string[] {
  if (typeof texts === 'string')
    return texts.trim() ? [] : [`${at}: is empty (leave it out to keep the first language's)`];
  if (Array.isArray(texts)) {
    const items = Array.isArray(base) ? base : [];
    const longer =
      texts.length > items.length
        ? [
            `${at}: has ${texts.length} entries where the first language has ${items.length}: ` +
              'a translation follows its list, in its order',
          ]
        : [];
    return [
      ...longer,
      ...texts.flatMap((item, index) =>
        index < items.length ? textProblems(items[index], item, `${at}[${index}]`) : [],
      ),
    ];
  }
  if (texts && typeof texts === 'object') {
    return Object.entries(texts).flatMap(([key, value]) =>
      textProblems((base as Record<string, unknown> | undefined)?.[key], value, at ? `${at}.${key}` : key),
    );
  }
  return [];
}

/**
 * The site's other languages (content/translations/): each a language and territory with
 * interface words, not the first language and given once, whose texts follow the first
 * language's lists and whose changed words keep their placeholders.
 */
export function translationProblems(
  content: SiteContent,
  translations: Translation[] = [],
  /** The first language's records that fail their schema: their translations are measured once they are right. */
  invalid: ReadonlySet<string> = new Set(),
): string[] {
  const first = languageCode(content.owner.locale);
  const seen = new Set<string>();
  return translations.flatMap((translation, index) => {
    const file = `content/translations: [${index}]`;
    if (!LOCALE.test(translation.locale))
      return [
        `${file}: locale: must be a language and territory like es_ES or pt_BR ` +
          '(two lower-case letters, an underscore, two capitals)',
      ];
    const language = languageCode(translation.locale);
    const problems: string[] = [];
    if (language === first)
      problems.push(
        `${file}: locale: ${translation.locale} is the first language's (content/owner.ts); ` +
          'a translation is another language',
      );
    else if (seen.has(language))
      problems.push(`${file}: locale: a second translation into "${language}"; its pages would share one address`);
    seen.add(language);
    problems.push(
      ...wordingProblems(translation.locale, translation.wording, `${file} (${language}): wording`, `${file}: locale`),
    );
    // The records' texts, against the first language's records (site, pageMeta and navigation are the site's own).
    const records = Object.fromEntries(
      Object.entries({
        owner: translation.owner,
        home: translation.home,
        about: translation.about,
        projects: translation.projects,
        music: translation.music,
        services: translation.services,
        contact: translation.contact,
        // A CV's words are measured against the CV; without one, the line below says so once.
        resume: content.resume && translation.resume,
      }).filter(([file]) => !invalid.has(file)),
    );
    problems.push(...textProblems(content, records, `${file} (${language})`));
    if (translation.resume && !content.resume && !invalid.has('resume'))
      problems.push(`${file} (${language}): resume: translates a CV, but there is no ${RESUME_FILE}`);
    return problems;
  });
}

const audioExtensions = Object.keys(audioTypes);

/** The container music-metadata reads for each extension: a file must really be what its name says. */
const containers: Record<string, RegExp> = {
  mp3: /^MPEG$/,
  m4a: /M4A|MPEG-4|mp4|isom|mp42/i,
  aac: /ADTS|M4A|MPEG-4/i,
  ogg: /Ogg/i,
  oga: /Ogg/i,
  opus: /Ogg/i,
  wav: /WAVE/i,
  flac: /FLAC/i,
};

/** What an audio reader (music-metadata's parseFile in the build) tells of a file. */
export type ReadAudio = (file: string) => Promise<{ container?: string; duration?: number }>;

/**
 * What a picture reader (scripts/build/lib/pictures.ts with sharp, in the build) says of a file: fine,
 * fine with a warning worth reading, or an error that stops the build.
 */
export type InspectPicture = (name: string, bytes: Buffer) => Promise<{ warning?: string } | { error: string }>;

/** What is wrong with an audio file, if anything. */
async function audioProblem(file: string, onDisk: string, readAudio: ReadAudio): Promise<string | undefined> {
  const extension = file.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (!audioType(file)) return `is not an audio type browsers play (${audioExtensions.join(', ')})`;
  try {
    const format = await readAudio(onDisk);
    if (!format.container || !containers[extension]?.test(format.container)) {
      const type = extension.toUpperCase();
      return (
        `is not really ${type} (it reads as ${format.container ?? 'unknown'}): ` +
        `export it as ${type} or name it after its real type`
      );
    }
    if (!format.duration) return 'cannot be read as audio (no duration)';
  } catch (problem) {
    return `cannot be read as audio (${(problem as Error).message.split('\n')[0]})`;
  }
  return undefined;
}

export interface FileCheck {
  /** Lines that stop the build. */
  problems: string[];
  /** Lines worth reading that do not stop it (a picture that will look blurred). */
  warnings: string[];
}

/**
 * The folders in public/ the build itself fills (the picture variants, the audio files texts keep
 * beside them): none of the owner's files.
 */
const BUILT_IN_PUBLIC = ['_img', '_media'];

/**
 * The demo's files (demoFiles.ts, known by their bytes) left in public/ that the content no
 * longer names, one line each: Next.js publishes public/ whole, so each would go out with the
 * site, under the owner's name.
 */
export async function demoFilesLeft(content: SiteContent, publicDir: string, today: string): Promise<string[]> {
  if (!existsSync(publicDir)) return [];
  const named = new Set(publicFileUses(content, today).map((use) => use.path.replace(/^\//, '')));
  const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !named.has(file) && !BUILT_IN_PUBLIC.some((folder) => file.startsWith(`${folder}/`)))
    .sort();
  const lines: string[] = [];
  for (const file of files) {
    // An owner's hour of audio is not read through to learn it is not the demo's.
    if (statSync(path.join(publicDir, file)).size > DEMO_FILE_MAX_BYTES) continue;
    const demo =
      demoFiles[
        createHash('sha256')
          .update(await readFile(path.join(publicDir, file)))
          .digest('hex')
      ];
    if (demo === undefined) continue;
    const which = demo === path.posix.basename(file) ? "the demo's file" : `the demo's ${demo} under another name`;
    lines.push(`public/${file}: ${which}, which no content names: delete it, or it is published with the site`);
  }
  return lines;
}

/**
 * Every problem with the files the content names: pictures in `picturesDir`, everything else
 * in `publicDir`; and the demo's files left in `publicDir`, warned about, or refused with
 * `refuseDemoFiles` (a CI build, where no one reads a warning before the site goes out).
 * Run after checkContent() has passed.
 */
export async function checkFiles(
  content: SiteContent,
  {
    publicDir,
    picturesDir,
    readAudio,
    inspectPicture,
    refuseDemoFiles = false,
    longForms = [],
    today,
  }: {
    /** The build's day: a release not out yet needs no audio until its day. */
    today: string;
    publicDir: string;
    picturesDir: string;
    readAudio: ReadAudio;
    inspectPicture: InspectPicture;
    refuseDemoFiles?: boolean;
    /** The long texts (case studies, posts), whose pictures are checked as the records' are. */
    longForms?: readonly LongFormFile[];
  },
): Promise<FileCheck> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const verdicts = new Map<string, Promise<Awaited<ReturnType<InspectPicture>> | undefined>>();
  const uses = pictureUses(content, longForms, path.resolve(picturesDir, '..', '..'));
  for (const { file, field, picture, where: namedIn } of uses) {
    // A picture beside a long text is named from the site folder, the one around content/pictures/.
    const { onDisk, shown } = picture.src.startsWith('/')
      ? pictureSource(picture.src, path.resolve(picturesDir, '..', '..'))
      : { onDisk: path.join(picturesDir, picture.src), shown: `content/pictures/${picture.src}` };
    if (!verdicts.has(picture.src))
      verdicts.set(
        picture.src,
        existsSync(onDisk)
          ? readFile(onDisk).then((bytes) => inspectPicture(picture.src, bytes))
          : Promise.resolve(undefined),
      );
    const verdict = await verdicts.get(picture.src);
    const where = `${namedIn ?? `content/${file}.ts: ${field}`}: ${shown}`;
    if (!verdict) problems.push(`${where} does not exist`);
    else if ('error' in verdict) problems.push(`${where} ${verdict.error}`);
    else if (verdict.warning && !warnings.some((line) => line.includes(`${shown} `)))
      warnings.push(`${where} ${verdict.warning}`);
  }
  for (const { file, field, path: sitePathValue } of publicFileUses(content, today)) {
    const onDisk = path.join(publicDir, sitePathValue);
    const where = `content/${file}.ts: ${field}: public${sitePathValue}`;
    if (!existsSync(onDisk)) {
      problems.push(`${where} does not exist`);
      continue;
    }
    const problem =
      audioType(sitePathValue) || field.startsWith('tracks')
        ? await audioProblem(sitePathValue, onDisk, readAudio)
        : undefined;
    if (problem) problems.push(`${where} ${problem}`);
  }
  if (makesResumePdf(content) && existsSync(path.join(publicDir, RESUME_PDF_PATH)))
    problems.push(
      `public${RESUME_PDF_PATH}: the build makes ${RESUME_PDF_PATH} from ${RESUME_FILE} and would publish it over ` +
        'this file: delete it, or set resumePath in content/owner.ts to publish yours instead',
    );
  (refuseDemoFiles ? problems : warnings).push(...(await demoFilesLeft(content, publicDir, today)));
  return { problems, warnings };
}
