/**
 * Checks the owner's content before every build: the shape of each record (with zod), then
 * every file it names: pictures in content/pictures/ (readable, upright size, not a HEIC, not
 * absurdly large) and the files in public/ (audio of a type browsers play, really of that
 * type, the resume). Each problem is one line naming the content file and the field, so an
 * owner can fix it without reading code. Counts are free: one or more of everything.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { audioType, audioTypes } from './audio';
import { markdownProblem } from './markdown';
import { dictionaries, languageOf, languages } from '../i18n/dictionaries';
import type { SiteContent, Translation, Wording } from './types';
import { SLUG, slugOf } from './slug';
import { pictureUses, publicFileUses, trackFile } from './uses';

const text = z.string().trim().min(1, 'must not be empty');
/** A long text in Markdown: paragraphs, links, emphasis, inline code and lists, nothing else (no raw HTML). */
const markdown = text.superRefine((given, context) => {
  const problem = markdownProblem(given);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
const webUrl = z.url({ protocol: /^https?$/, error: 'must be a full web address starting with https://' });
const sitePath = (extensions: string[], example: string) =>
  z.string().regex(new RegExp(`^/[^?#]+\\.(${extensions.join('|')})$`, 'i'), `must be a path from the site root ending in .${extensions.join(', .')}, e.g. ${example}`);
/** One or two of: a side (left, right, top, bottom), center, or a percentage from 0 to 100. */
const POSITION = /^(left|right|top|bottom|center|(100|[1-9]?\d)(\.\d+)?%)(\s+(left|right|top|bottom|center|(100|[1-9]?\d)(\.\d+)?%))?$/;
const picture = z
  .object({
    src: z.string().regex(/^(?!\/)(?!.*(^|\/)\.\.(\/|$))[^?#]+\.[a-z0-9]+$/i, 'must be a file in content/pictures/, written without a leading slash, e.g. home/sunset.jpg'),
    alt: z.string().trim().min(3, 'needs alt text that says what the picture shows'),
    fit: z.enum(['whole', 'fill'], "must be 'whole' (the whole picture, the default) or 'fill' (fill the frame, cutting off what does not fit)").optional(),
    position: z.string().trim().regex(POSITION, "must say which part to keep in view, as 'top', 'left bottom' or '30% 20%' (percentages from 0 to 100)").optional(),
  })
  .refine((given) => given.position === undefined || given.fit === 'fill', { path: ['position'], message: "only matters with fit: 'fill' (a whole picture shows every part): add fit: 'fill' or leave position out" });
const oneOrMore = <T extends z.ZodType>(item: T, what: string) => z.array(item).min(1, `needs at least one ${what}`);

/** Each item whose `key` repeats an earlier item's gets one line saying which (`field` '' for a list of plain values). */
const unique =
  <T,>(key: (item: T) => unknown, field: string, what: string) =>
  (items: T[], context: z.RefinementCtx) => {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = key(item);
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else context.addIssue({ code: 'custom', path: field ? [index, field] : [index], message: `${JSON.stringify(value)} is also the ${what} of [${first}]: each must be different` });
    });
  };

const slug = z.string().regex(SLUG, 'must be lower-case letters and digits joined by hyphens, e.g. my-first-track').optional();

/** Every item's address must be its own: a clash names both titles and says how to part them. */
const uniqueSlugs = (items: { title: string; slug?: string }[], context: z.RefinementCtx) => {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    // An empty title is reported as such; it has no address to speak of.
    if (!item.title.trim()) return;
    const value = slugOf(item);
    const field = item.slug === undefined ? 'title' : 'slug';
    if (!value) {
      context.addIssue({ code: 'custom', path: [index, field], message: `${JSON.stringify(item.title)} makes no address (an address is made of the letters a to z and digits, and the title has none, nor letters that spell as them): give it a slug, e.g. slug: 'my-first-track'` });
      return;
    }
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    // The same title twice is reported as a duplicate title already.
    else if (items[first]!.title.trim() !== item.title.trim()) {
      const other = items[first]!.title;
      context.addIssue({ code: 'custom', path: [index, field], message: `makes the address "${value}", as [${first}] ${JSON.stringify(other)} does: give one of them its own slug` });
    }
  });
};

const ownerSchema = z.object({
  name: text,
  // Open Graph's form, which link previews read; the page language is its first part.
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'must be a language and territory like en_US or pt_BR (two lower-case letters, an underscore, two capitals)'),
  role: text,
  birthplace: text,
  bio: oneOrMore(markdown, 'paragraph'),
  email: z.email('must be an e-mail address like you@example.com').optional(),
  profiles: z
    .array(z.object({ name: text, url: webUrl }))
    .superRefine(unique((profile) => profile.url.trim().replace(/\/+$/, '').toLowerCase(), 'url', 'address'))
    .superRefine(unique((profile) => profile.name.trim().toLowerCase(), 'name', 'name'))
    .optional(),
  resumePath: sitePath(['pdf'], '/resume.pdf').optional(),
  blueskyDid: z.string().regex(/^did:(plc:[a-z2-7]{24}|web:[a-z0-9.-]+)$/, 'must be a DID as Bluesky shows it, e.g. did:plc:ewvi7nxzyoun6zhxrhs64oiz').optional(),
  portrait: picture,
});

const homeSchema = z.object({
  headline: text,
  aboutButtonLabel: text,
  tiles: oneOrMore(z.object({ id: z.number(), img: oneOrMore(picture, 'picture') }), 'tile').superRefine(unique((tile) => tile.id, 'id', 'id')),
  phoneGallery: oneOrMore(z.object({ id: text, img: picture }), 'picture').superRefine(unique((item) => item.id, 'id', 'id')),
});

const aboutSchema = z.object({ heading: text, lead: text.optional(), slides: oneOrMore(picture, 'picture') });

const projectsSchema = oneOrMore(
  z.object({
    id: z.number().int(),
    title: text,
    slug,
    img: oneOrMore(picture, 'picture'),
    desc: markdown,
    liveUrl: webUrl.optional(),
    codeUrl: webUrl.optional(),
    stack: z.array(text).min(1, 'needs at least one name, or leave stack out').superRefine(unique((name: string) => name.trim().toLowerCase(), '', 'name')).optional(),
    year: z.number().int().min(1950, 'must be a year like 2024').max(2100, 'must be a year like 2024').optional(),
    role: text.optional(),
    // The field before codeUrl and liveUrl: an owner's content from then says where it went.
    link: z.never({ error: 'is now codeUrl (the code) or liveUrl (where it runs): rename it' }).optional(),
  }),
  'project',
)
  .superRefine(unique((project) => project.id, 'id', 'id'))
  .superRefine(uniqueSlugs);

/** Links to a track or the artist elsewhere: each platform once, so every link has its own name. */
const listenOn = z
  .array(z.object({ name: text, url: webUrl }))
  .min(1, 'needs at least one link, or leave listenOn out')
  .superRefine(unique((link) => link.name.trim().toLowerCase(), 'name', 'name'));

const names = z.array(text).min(1, 'needs at least one name, or leave it out');
const credits = z
  .object({
    writtenBy: names.optional(),
    producedBy: names.optional(),
    musicians: z.array(z.object({ name: text, role: text })).min(1, 'needs at least one musician, or leave it out').optional(),
    recordedAt: text.optional(),
  })
  .refine((given) => Object.values(given).some((value) => value !== undefined), 'needs at least one of writtenBy, producedBy, musicians or recordedAt, or leave credits out');

const audioExtensions = Object.keys(audioTypes);
const trackSchema = z
  .object({
    title: text,
    slug,
    file: sitePath(audioExtensions, '/music/Night Drive.m4a').optional(),
    released: z.iso.date('must be a date written as YYYY-MM-DD, e.g. 2025-06-01').optional(),
    lyrics: text.optional(),
    credits: credits.optional(),
    listenOn: listenOn.optional(),
    download: z.object({ license: z.object({ name: text, url: webUrl }) }).optional(),
  })
  .refine((track) => track.file || !/[/\\]/.test(track.title), { path: ['title'], message: 'must not contain / or \\ unless the track names its own file' });

const musicSchema = z.object({
  artist: text,
  artistIs: z.enum(['person', 'group'], "must be 'person' (one musician) or 'group' (a band, a duo, an ensemble)").optional(),
  members: z.array(text).min(1, 'needs at least one name, or leave members out').optional(),
  cover: picture,
  listenOn: listenOn.optional(),
  tracks: oneOrMore(trackSchema, 'track')
    .superRefine(unique((track) => track.title.trim(), 'title', 'title'))
    .superRefine(unique((track) => trackFile(track).toLowerCase(), 'file', 'file'))
    .superRefine(uniqueSlugs),
}).refine((given) => !given.members || given.artistIs === 'group', { path: ['members'], message: "are a group's: add artistIs: 'group', or leave members out" });

const servicesSchema = z.object({
  heading: text,
  intro: markdown,
  items: oneOrMore(z.object({ title: text, desc: markdown, icon: z.object({ body: z.string().min(1) }, 'must be icon data imported from @iconify-icons/…') }), 'service'),
});

const contactSchema = z.object({ heading: text, intro: text, thanks: text, sendLabel: text });

const schemas: { [File in Exclude<keyof SiteContent, 'wording' | 'translations'>]: z.ZodType } = {
  owner: ownerSchema,
  home: homeSchema,
  about: aboutSchema,
  projects: projectsSchema,
  music: musicSchema,
  services: servicesSchema,
  contact: contactSchema,
};

const fieldPath = (parts: readonly PropertyKey[]) =>
  parts.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), '');

/**
 * Every problem in the records themselves, one line each; an empty list means the files may be
 * checked. `emailService`: whether the build has the contact form's e-mail service (without it
 * and without an address, the form would have nowhere to send).
 */
export function checkContent(content: SiteContent, { emailService = false } = {}): string[] {
  const problems: string[] = [];
  if (!content.owner.email && !emailService) {
    problems.push('content/owner.ts: email: needed while the e-mail service is not set up (NEXT_PUBLIC_EMAILJS_SERVICE_ID, _TEMPLATE_ID, _PUBLIC_KEY): the contact form would have nowhere to send');
  }
  // A locale not written as one is the schema's to name.
  if (LOCALE.test(content.owner.locale)) problems.push(...wordingProblems(content.owner.locale, content.wording), ...translationProblems(content, content.translations));
  for (const file of Object.keys(schemas) as (keyof typeof schemas)[]) {
    const result = schemas[file].safeParse(content[file]);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = fieldPath(issue.path);
        problems.push(`content/${file}.ts: ${field || '(the whole record)'}: ${issue.message}`);
      }
    }
  }
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
export function wordingProblems(locale: string, wording: Wording = {}, file = 'content/wording.ts', localeFile = 'content/owner.ts: locale'): string[] {
  const language = languageOf(locale);
  if (!language) {
    const code = locale.split('_')[0];
    return [`${localeFile}: the site has no interface words in "${code}" (it has ${languages.join(', ')}): add content/interface/${code}.ts, as content/interface/index.ts says`];
  }
  const problems: string[] = [];
  const walk = (base: Record<string, unknown>, changed: object, at: string[]) => {
    // A plural's form may say its count in words ("One character left").
    const inPlural = typeof base.other === 'string' && Object.keys(base).every((form) => form === 'other' || OPTIONAL_PLURAL_FORMS.includes(form));
    const kept = (text: string) => (inPlural ? placeholders(text).replace('{count}', '').trim() : placeholders(text));
    for (const [key, value] of Object.entries(changed)) {
      const where = `${file}: ${[...at, key].join('.')}`;
      // A plural's forms beyond `other` are held to the placeholders of its `other`, whether or not the dictionary has them.
      const original = base[key] ?? (inPlural && OPTIONAL_PLURAL_FORMS.includes(key) ? base.other : undefined);
      if (original === undefined) problems.push(`${where}: the site has no such text`);
      else if (typeof original === 'string') {
        if (typeof value !== 'string') problems.push(`${where}: must be a text`);
        else if (kept(value) !== kept(original)) {
          problems.push(`${where}: must keep the placeholders of "${original}" (${placeholders(original) || 'none'}), not ${placeholders(value) || 'none'}`);
        }
      } else if (typeof value !== 'object' || value === null) problems.push(`${where}: must be a group of texts, as the dictionary has it`);
      else walk(original as Record<string, unknown>, value, [...at, key]);
    }
  };
  walk(dictionaries[language] as unknown as Record<string, unknown>, wording, []);
  return problems;
}

const LOCALE = /^[a-z]{2}_[A-Z]{2}$/;

/** Where a translation's texts go further than the first language's content: a longer list, or an empty text. */
function textProblems(base: unknown, texts: unknown, at: string): string[] {
  if (typeof texts === 'string') return texts.trim() ? [] : [`${at}: is empty (leave it out to keep the first language's)`];
  if (Array.isArray(texts)) {
    const items = Array.isArray(base) ? base : [];
    const longer = texts.length > items.length ? [`${at}: has ${texts.length} entries where the first language has ${items.length}: a translation follows its list, in its order`] : [];
    return [...longer, ...texts.flatMap((item, index) => (index < items.length ? textProblems(items[index], item, `${at}[${index}]`) : []))];
  }
  if (texts && typeof texts === 'object') {
    return Object.entries(texts).flatMap(([key, value]) => textProblems((base as Record<string, unknown> | undefined)?.[key], value, at ? `${at}.${key}` : key));
  }
  return [];
}

/**
 * The site's other languages (content/translations/): each a language and territory with
 * interface words, not the first language and given once, whose texts follow the first
 * language's lists and whose changed words keep their placeholders.
 */
export function translationProblems(content: SiteContent, translations: Translation[] = []): string[] {
  const first = content.owner.locale.split('_')[0];
  const seen = new Set<string>();
  return translations.flatMap((translation, index) => {
    const file = `content/translations: [${index}]`;
    if (!LOCALE.test(translation.locale)) return [`${file}: locale: must be a language and territory like es_ES or pt_BR (two lower-case letters, an underscore, two capitals)`];
    const language = translation.locale.split('_')[0]!;
    const problems: string[] = [];
    if (language === first) problems.push(`${file}: locale: ${translation.locale} is the first language's (content/owner.ts); a translation is another language`);
    else if (seen.has(language)) problems.push(`${file}: locale: a second translation into "${language}"; its pages would share one address`);
    seen.add(language);
    problems.push(...wordingProblems(translation.locale, translation.wording, `${file} (${language}): wording`, `${file}: locale`));
    // The records' texts, against the first language's records (site, pageMeta and navigation are the site's own).
    const records = { owner: translation.owner, home: translation.home, about: translation.about, projects: translation.projects, music: translation.music, services: translation.services, contact: translation.contact };
    problems.push(...textProblems(content, records, `${file} (${language})`));
    return problems;
  });
}

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
 * What a picture reader (scripts/lib/pictures.ts with sharp, in the build) says of a file: fine,
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
      return `is not really ${extension.toUpperCase()} (it reads as ${format.container ?? 'unknown'}): export it as ${extension.toUpperCase()} or name it after its real type`;
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
 * Every problem with the files the content names: pictures in `picturesDir`, everything else
 * in `publicDir`. Run after checkContent() has passed.
 */
export async function checkFiles(
  content: SiteContent,
  { publicDir, picturesDir, readAudio, inspectPicture }: { publicDir: string; picturesDir: string; readAudio: ReadAudio; inspectPicture: InspectPicture },
): Promise<FileCheck> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const verdicts = new Map<string, Promise<Awaited<ReturnType<InspectPicture>> | undefined>>();
  for (const { file, field, picture } of pictureUses(content)) {
    const onDisk = path.join(picturesDir, picture.src);
    if (!verdicts.has(picture.src)) verdicts.set(picture.src, existsSync(onDisk) ? readFile(onDisk).then((bytes) => inspectPicture(picture.src, bytes)) : Promise.resolve(undefined));
    const verdict = await verdicts.get(picture.src);
    const where = `content/${file}.ts: ${field}: content/pictures/${picture.src}`;
    if (!verdict) problems.push(`${where} does not exist`);
    else if ('error' in verdict) problems.push(`${where} ${verdict.error}`);
    else if (verdict.warning && !warnings.some((line) => line.includes(`content/pictures/${picture.src} `))) warnings.push(`${where} ${verdict.warning}`);
  }
  for (const { file, field, path: sitePathValue } of publicFileUses(content)) {
    const onDisk = path.join(publicDir, sitePathValue);
    const where = `content/${file}.ts: ${field}: public${sitePathValue}`;
    if (!existsSync(onDisk)) {
      problems.push(`${where} does not exist`);
      continue;
    }
    const problem = audioType(sitePathValue) || field.startsWith('tracks') ? await audioProblem(sitePathValue, onDisk, readAudio) : undefined;
    if (problem) problems.push(`${where} ${problem}`);
  }
  return { problems, warnings };
}
