/**
 * The CV as both of its views draw it, the About page (components/resume/Cv.tsx) and the PDF
 * (components/resume/ResumePdf.tsx): the resume is mapped here, once, to the person at its top
 * and a list of sections of entries, each entry a heading, where, when, a summary, highlights and
 * tags, every date and word already in the page's language. The views draw entries; neither
 * looks at the resume's own shape, so they cannot drift apart.
 */
import type { Owner } from '../content/schema';
import { fill } from '../i18n/format';
import type { InterfaceText } from '../i18n/interfaceText';
import { durationMonths, formatDuration, formatResumeDate } from './dates';
import { hasPart, RESUME_PART_HEADING, RESUME_PARTS, type Resume, type ResumeBasics, type ResumePart } from './schema';

/** A text, linked where the resume gives an address; `hint` is said before it to a screen reader ("Level:"). */
export interface CvText {
  text: string;
  url?: string;
  hint?: string;
}

/** A date as written for a machine (the resume's own) and for the reader. */
export interface CvDate {
  dateTime: string;
  text: string;
}

/** When: one date (`end` alone), or a stretch from `start` to `end`, or to now (`ongoing`, its word). */
export interface CvWhen {
  start?: CvDate;
  end?: CvDate;
  ongoing?: string;
  /** How long it lasted, for a stretch: "2 yrs 4 mos". */
  duration?: string;
  /** The dates alone: "Mar 2021 – present". */
  range: string;
  /** All of it on one line: "Mar 2021 – present · 5 yrs 9 mos". */
  text: string;
}

export interface CvEntry {
  heading: CvText;
  /** The organisation, the place, the level: on one line after the heading. */
  where: CvText[];
  when?: CvWhen;
  summary?: string;
  /** Someone's words on the owner (a reference): shown as a quotation. */
  quote?: string;
  highlights: string[];
  /** Short words shown as tags: a skill's keywords, a study's courses; each linked to its tag's page, if any. */
  tags: CvText[];
}

/**
 * How a part's entries are laid out: one under another, small cards of a name and its tags, or
 * all on one line (languages).
 */
export type CvLayout = 'entries' | 'cards' | 'line';

export interface CvSection {
  part: ResumePart;
  heading: string;
  layout: CvLayout;
  entries: CvEntry[];
}

export interface CvPerson {
  name: string;
  label?: string;
  /** The portrait, a picture of content/pictures/ by its name there. */
  image?: { src: string; alt: string };
  summary?: string;
  /** Where the owner lives, on one line: "Storgatan 1, 903 26 Umeå, Sweden". */
  place?: string;
  /** E-mail, telephone and own site, each linked. */
  contact: CvText[];
  profiles: CvText[];
}

export interface CvModel {
  person: CvPerson;
  sections: CvSection[];
}

export interface CvSettings {
  owner: Pick<Owner, 'name' | 'role' | 'email' | 'profiles'>;
  /** The site's own address: the CV's web address where the resume gives none. */
  siteUrl: string;
  /** The page's language, for dates, durations and country names. */
  lang: string;
  words: InterfaceText['resume'];
  /** The parts in the order to show them (content/about.ts `cvParts`); a part left out is not shown. */
  parts?: readonly ResumePart[];
  /** The day a stretch still going on is measured to: the build's. */
  now?: Date;
  /** A tag's page on the site (lib/writing/tags.ts), where it has one: what a skill's keywords link to. */
  tagHref?: (name: string) => string | undefined;
}

/** An address as people write it: without its scheme, "www." or a closing slash. */
export const shortUrl = (url: string) =>
  url
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');

/** Whether a resume's `image` names a picture of the site's own (content/pictures/), not one elsewhere. */
export const isOwnPicture = (image: string) => !/^[a-z][a-z\d+.-]*:|^\/\//i.test(image);

/** The CV of `resume`, in `lang`. */
export function cvModel(resume: Resume, settings: CvSettings): CvModel {
  const { lang, words, parts = RESUME_PARTS } = settings;
  const now = settings.now ?? new Date();
  const date = (value: string): CvDate => ({ dateTime: value, text: formatResumeDate(value, lang) });
  const when = (startDate?: string, endDate?: string): CvWhen | undefined => {
    if (!startDate && !endDate) return undefined;
    if (!startDate) return { end: date(endDate!), range: date(endDate!).text, text: date(endDate!).text };
    const start = date(startDate);
    const end = endDate ? date(endDate) : undefined;
    const months = durationMonths(startDate, endDate, now);
    const duration = months ? formatDuration(months, lang) : undefined;
    const range = `${start.text} – ${end ? end.text : words.present}`;
    return {
      start,
      ...(end ? { end } : { ongoing: words.present }),
      duration,
      range,
      text: duration ? `${range} · ${duration}` : range,
    };
  };
  const named = (text: string, url?: string): CvText => ({ text, ...(url ? { url } : {}) });
  const some = (...texts: (CvText | string | undefined)[]): CvText[] =>
    texts.flatMap((each) => (!each ? [] : typeof each === 'string' ? [{ text: each }] : [each]));
  const entry = (fields: Partial<CvEntry> & Pick<CvEntry, 'heading'>): CvEntry => ({
    where: [],
    highlights: [],
    tags: [],
    ...fields,
  });
  const level = (value?: string): CvText | undefined => (value ? { text: value, hint: words.level } : undefined);
  const plain = (names: readonly string[] = []): CvText[] => names.map((text) => ({ text }));
  // Keywords the site has a tag page for lead there: from a skill on the CV to the work that shows it.
  const tagged = (names: readonly string[] = []): CvText[] =>
    names.map((text) => {
      const url = settings.tagHref?.(text);
      return url ? { text, url } : { text };
    });

  const entriesOf: { [Part in ResumePart]: () => CvEntry[] } = {
    work: () =>
      (resume.work ?? []).map((job) =>
        entry({
          heading: named(job.position),
          where: some(named(job.name, job.url), job.description, job.location),
          when: when(job.startDate, job.endDate),
          summary: job.summary,
          highlights: job.highlights ?? [],
        }),
      ),
    volunteer: () =>
      (resume.volunteer ?? []).map((role) =>
        entry({
          heading: named(role.position),
          where: some(named(role.organization, role.url)),
          when: when(role.startDate, role.endDate),
          summary: role.summary,
          highlights: role.highlights ?? [],
        }),
      ),
    education: () =>
      (resume.education ?? []).map((study) => {
        const degree = [study.studyType, study.area].filter(Boolean).join(', ');
        const school = named(study.institution, study.url);
        return entry({
          // The degree is the heading where the resume gives one; the school otherwise, and then only once.
          heading: degree ? named(degree) : school,
          where: some(degree ? school : undefined, study.score && fill(words.grade, { score: study.score })),
          when: when(study.startDate, study.endDate),
          tags: plain(study.courses),
        });
      }),
    projects: () =>
      (resume.projects ?? []).map((project) =>
        entry({
          heading: named(project.name, project.url),
          where: some(project.entity, project.type, project.roles?.join(', ')),
          when: when(project.startDate, project.endDate),
          summary: project.description,
          highlights: project.highlights ?? [],
          tags: tagged(project.keywords),
        }),
      ),
    skills: () =>
      (resume.skills ?? []).map((skill) =>
        entry({ heading: named(skill.name), where: some(level(skill.level)), tags: tagged(skill.keywords) }),
      ),
    languages: () =>
      (resume.languages ?? []).map((language) =>
        entry({ heading: named(language.language), where: some(level(language.fluency)) }),
      ),
    certificates: () =>
      (resume.certificates ?? []).map((certificate) =>
        entry({
          heading: named(certificate.name, certificate.url),
          where: some(certificate.issuer && fill(words.issuedBy, { name: certificate.issuer })),
          when: when(undefined, certificate.date),
        }),
      ),
    awards: () =>
      (resume.awards ?? []).map((award) =>
        entry({
          heading: named(award.title),
          where: some(award.awarder && fill(words.awardedBy, { name: award.awarder })),
          when: when(undefined, award.date),
          summary: award.summary,
        }),
      ),
    publications: () =>
      (resume.publications ?? []).map((publication) =>
        entry({
          heading: named(publication.name, publication.url),
          where: some(publication.publisher),
          when: when(undefined, publication.releaseDate),
          summary: publication.summary,
        }),
      ),
    interests: () =>
      (resume.interests ?? []).map((interest) =>
        entry({ heading: named(interest.name), tags: plain(interest.keywords) }),
      ),
    references: () =>
      (resume.references ?? []).map((reference) =>
        entry({ heading: named(reference.name), quote: reference.reference }),
      ),
  };

  const layouts: Partial<Record<ResumePart, CvLayout>> = { skills: 'cards', interests: 'cards', languages: 'line' };
  return {
    person: cvPerson(resume.basics ?? {}, settings),
    sections: parts
      .filter((part) => hasPart(resume, part))
      .map((part) => ({
        part,
        heading: words[RESUME_PART_HEADING[part]],
        layout: layouts[part] ?? 'entries',
        entries: entriesOf[part](),
      })),
  };
}

/**
 * Who the CV is of: what the resume's `basics` gives wins, and what it leaves out comes from the
 * site's own content (content/owner.ts: name, role, e-mail, profiles; the site's address).
 */
function cvPerson(basics: ResumeBasics, { owner, siteUrl, lang }: CvSettings): CvPerson {
  const { location } = basics;
  const country =
    location?.countryCode && /^[a-z]{2}$/i.test(location.countryCode)
      ? (new Intl.DisplayNames(lang, { type: 'region' }).of(location.countryCode.toUpperCase()) ?? location.countryCode)
      : location?.countryCode;
  const place = [
    location?.address?.replace(/\s*\n\s*/g, ', '),
    [location?.postalCode, location?.city].filter(Boolean).join(' '),
    location?.region,
    country,
  ].filter(Boolean);
  const email = basics.email ?? owner.email;
  const url = basics.url ?? siteUrl;
  const profiles = basics.profiles?.length
    ? basics.profiles.flatMap(({ network, username, url: address }) =>
        address ? [{ network: network ?? username ?? new URL(address).hostname, url: address }] : [],
      )
    : (owner.profiles ?? []).map(({ name, url: address }) => ({ network: name, url: address }));
  return {
    name: basics.name ?? owner.name,
    label: basics.label ?? owner.role,
    ...(basics.image && isOwnPicture(basics.image)
      ? { image: { src: basics.image, alt: basics.name ?? owner.name } }
      : {}),
    summary: basics.summary,
    place: place.length ? place.join(', ') : undefined,
    contact: [
      ...(email ? [{ text: email, url: `mailto:${email}` }] : []),
      // A telephone number is read whole: it never breaks across lines.
      ...(basics.phone
        ? [{ text: basics.phone.replace(/ /g, '\u00a0'), url: `tel:${basics.phone.replace(/[^\d+]/g, '')}` }]
        : []),
      { text: shortUrl(url), url },
    ],
    profiles: profiles.map(({ network, url: address }) => ({ text: `${network}: ${shortUrl(address)}`, url: address })),
  };
}

/**
 * Every text the CV shows, in the order both views show them (the person, then each section): what
 * a reader meets, and what the PDF's fonts must have a glyph for. `durations: false` leaves out how
 * long each stretch lasted, which changes with the day it is read on.
 */
export function cvTexts({ person, sections }: CvModel, { durations = true } = {}): string[] {
  const texts = (items: (CvText | undefined)[]) => items.flatMap((item) => (item ? [item.text] : []));
  return [
    person.name,
    person.label ?? '',
    person.place ?? '',
    ...texts(person.contact),
    ...texts(person.profiles),
    person.summary ?? '',
    ...sections.flatMap(({ heading, entries }) => [
      heading,
      ...entries.flatMap((item) => [
        item.heading.text,
        ...texts(item.where),
        (durations ? item.when?.text : item.when?.range) ?? '',
        item.summary ?? '',
        item.quote ?? '',
        ...item.highlights,
        ...texts(item.tags),
      ]),
    ]),
  ].filter(Boolean);
}
