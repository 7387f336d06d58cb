/**
 * The owner's CV: `content/resume.json`, a JSON Resume file (schema v1.0.0, jsonresume.org), the
 * standard file developers already keep for resume-cli, its themes and its registry. The file is
 * optional: without it, the site shows no CV and builds no PDF.
 *
 * The standard itself is checked by its own package (`@jsonresume/schema`, lib/resume/check.ts);
 * the schema below adds what the site needs of it and the standard leaves open (real dates, a
 * job's organisation and position, …) and gives the records their types. It holds every field of
 * the standard (a unit test holds it to the standard's own schema), all twelve parts, and no
 * other: a key the standard does not have (a typo such as `hightlights`) is named by the check,
 * never dropped without a word. `meta` and `$schema` are the file's own, not shown.
 */
import { z } from 'zod';
import type { InterfaceText } from '../i18n/interfaceText';

/** Text the site shows: present and not blank. */
const text = (missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'must be text') })
    .trim()
    .min(1, 'must not be empty');
const optionalText = z.string({ error: 'must be text' }).optional();
const texts = z.array(z.string({ error: 'must be text' }), { error: 'must be a list of texts' }).optional();
const address = z.url({ protocol: /^https?$/, error: 'must be a full web address starting with https://' }).optional();

/** `2021`, `2021-03` or `2021-03-15` (the standard's forms), and a real day of a real month. */
export const RESUME_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** Whether a date in one of the standard's forms names a day that exists (no month 13, no 30 February). */
export function isRealDate(value: string): boolean {
  const match = RESUME_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  if (month === undefined) return true;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return false;
  if (day === undefined) return true;
  const days = new Date(Date.UTC(Number(year), monthNumber, 0)).getUTCDate();
  return Number(day) >= 1 && Number(day) <= days;
}

/** The content check's words for a date that is none. */
export const notADate = (value: unknown) =>
  `${JSON.stringify(value)} is not a date (write 2021-03, or 2021, or 2021-03-15)`;

const date = z
  .string({ error: (issue) => notADate(issue.input) })
  .refine(isRealDate, { error: (issue) => notADate(issue.input) })
  .optional();

/** A stretch of time: from `startDate` to `endDate` (none: to this day). */
const period = {
  /** When it began: 2021, 2021-03 or 2021-03-15. */
  startDate: date,
  /** When it ended, in the same forms; leave it out while it goes on ("– present"). */
  endDate: date,
};

/** An end that comes before its start is a typing mistake. */
const inOrder = (entry: { startDate?: string; endDate?: string }, context: z.RefinementCtx) => {
  if (entry.startDate && entry.endDate && entry.endDate < entry.startDate.slice(0, entry.endDate.length))
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `${JSON.stringify(entry.endDate)} comes before the startDate ${JSON.stringify(entry.startDate)}`,
    });
};

const profileSchema = z.strictObject({
  /** The network's name: GitHub, LinkedIn, Mastodon. */
  network: optionalText,
  username: optionalText,
  url: address,
});

const locationSchema = z.strictObject({
  /** The street, as the owner writes it (several lines joined by "\n" are one line here). */
  address: optionalText,
  postalCode: optionalText,
  city: optionalText,
  /** Two letters (ISO 3166-1: "SE", "JP"): shown as the country's name in the page's language. */
  countryCode: optionalText,
  /** A state, province or county. */
  region: optionalText,
});

const basicsSchema = z.strictObject({
  /** Your name; the site's (content/owner.ts) when left out. */
  name: optionalText,
  /** Your title ("Software Developer"); owner.role when left out. */
  label: optionalText,
  /**
   * Your portrait on the CV, page and PDF: a picture in content/pictures/ by its name there
   * ("me.jpg"). A picture on another site is not loaded (the site asks no other host for anything).
   */
  image: optionalText,
  email: z.email({ error: 'must be an e-mail address' }).optional(),
  phone: optionalText,
  /** Your own site; the site's address when left out. */
  url: address,
  /** A few sentences on you: the top of the CV. */
  summary: optionalText,
  location: locationSchema.optional(),
  /** Your profiles; owner.profiles when left out. */
  profiles: z.array(profileSchema).optional(),
});

const workSchema = z
  .strictObject({
    /** The organisation. */
    name: text('is missing: each job needs the organisation it was at'),
    /** What the organisation is: "Social media company". */
    description: optionalText,
    /** Your role there. */
    position: text('is missing: each job needs your position'),
    /** The organisation's site: its name links there. */
    url: address,
    /** Where: a city, "Remote". */
    location: optionalText,
    ...period,
    /** What the job was, in a sentence or two. */
    summary: optionalText,
    /** What you did or achieved, one line each. */
    highlights: texts,
  })
  .superRefine(inOrder);

const volunteerSchema = z
  .strictObject({
    organization: text('is missing: each entry needs the organisation'),
    position: text('is missing: each entry needs your role'),
    url: address,
    ...period,
    summary: optionalText,
    highlights: texts,
  })
  .superRefine(inOrder);

const educationSchema = z
  .strictObject({
    institution: text('is missing: each entry needs the school or university'),
    url: address,
    /** The subject: "Computer Science". */
    area: optionalText,
    /** The degree: "Bachelor", "MSc". */
    studyType: optionalText,
    ...period,
    /** A grade, as you write it: "3.8", "First". */
    score: optionalText,
    courses: texts,
  })
  .superRefine(inOrder);

const skillSchema = z.strictObject({
  /** What the skill is: "Front end", "Audio". */
  name: text('is missing: each skill needs a name'),
  /** How good: "Expert", "Advanced". */
  level: optionalText,
  /** Its parts, shown as tags: "TypeScript", "React". */
  keywords: texts,
});

const languageSchema = z.strictObject({
  /** The language: "Swedish". */
  language: text('is missing: each entry needs the language'),
  /** How well: "Native speaker", "Fluent". */
  fluency: optionalText,
});

const certificateSchema = z.strictObject({
  name: text('is missing: each certificate needs its name'),
  date,
  issuer: optionalText,
  url: address,
});

const awardSchema = z.strictObject({
  title: text('is missing: each award needs its title'),
  date,
  awarder: optionalText,
  summary: optionalText,
});

const publicationSchema = z.strictObject({
  name: text('is missing: each publication needs its title'),
  publisher: optionalText,
  releaseDate: date,
  url: address,
  summary: optionalText,
});

const interestSchema = z.strictObject({
  /** What you like doing: "Synthesizers". */
  name: text('is missing: each interest needs a name'),
  /** Its parts, shown as tags. */
  keywords: texts,
});

const referenceSchema = z.strictObject({
  /** Who says it. */
  name: text('is missing: each reference needs the name of who gave it'),
  /** What they say of you, in their words. */
  reference: text('is missing: each reference needs its words'),
});

const projectSchema = z
  .strictObject({
    name: text('is missing: each project needs its name'),
    /** What it is, in a sentence or two. */
    description: optionalText,
    /** What you did or it achieved, one line each. */
    highlights: texts,
    /** Its tools and subjects, shown as tags. */
    keywords: texts,
    ...period,
    url: address,
    /** Your parts in it: "Team lead", "Developer". */
    roles: texts,
    /** Who it was for or with: a company, a course, "Open source". */
    entity: optionalText,
    /** What it is: "application", "talk", "album". */
    type: optionalText,
  })
  .superRefine(inOrder);

/** The file's own facts for resume tools (its version, last change): read, not shown. */
const metaSchema = z.looseObject({});

const list = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be a list' }).optional();

/** A JSON Resume file: every part of the standard (v1.0.0), and nothing else. */
export const resumeSchema = z.strictObject({
  $schema: z.string().optional(),
  basics: basicsSchema.optional(),
  work: list(workSchema),
  volunteer: list(volunteerSchema),
  education: list(educationSchema),
  awards: list(awardSchema),
  certificates: list(certificateSchema),
  publications: list(publicationSchema),
  skills: list(skillSchema),
  languages: list(languageSchema),
  interests: list(interestSchema),
  references: list(referenceSchema),
  projects: list(projectSchema),
  meta: metaSchema.optional(),
});

export type Resume = z.infer<typeof resumeSchema>;
export type ResumeBasics = NonNullable<Resume['basics']>;

/**
 * The CV's parts, in the order the About page and the PDF show them unless the owner sets another
 * (content/about.ts, `cvParts`): what a recruiter reads first comes first.
 */
export const RESUME_PARTS = [
  'work',
  'education',
  'projects',
  'skills',
  'languages',
  'certificates',
  'awards',
  'publications',
  'volunteer',
  'interests',
  'references',
] as const;

export type ResumePart = (typeof RESUME_PARTS)[number];

/** Each part's heading on the page and in the PDF: its word in the interface dictionaries. */
export const RESUME_PART_HEADING: Record<ResumePart, keyof InterfaceText['resume']> = {
  work: 'experience',
  education: 'education',
  projects: 'projects',
  skills: 'skills',
  languages: 'languages',
  certificates: 'certificates',
  awards: 'awards',
  publications: 'publications',
  volunteer: 'volunteer',
  interests: 'interests',
  references: 'references',
};

/** Whether the resume has anything to show in `part`. */
export const hasPart = (resume: Resume, part: ResumePart) => (resume[part]?.length ?? 0) > 0;
