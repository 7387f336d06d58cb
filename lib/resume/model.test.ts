import { readFileSync } from 'node:fs';
import path from 'node:path';
import { en } from '../i18n/dictionaries/en';
import { sv } from '../i18n/dictionaries/sv';
import { parseResume } from './check';
import { cvModel, cvTexts, shortUrl, type CvSettings } from './model';
import type { Resume } from './schema';

const now = new Date('2026-11-27T12:00:00Z');
/** The tests' site's CV: every part of the standard, every field of each. */
const resume = parseResume(
  readFileSync(path.join(__dirname, '../../e2e/sites/demo/content/resume.json'), 'utf8'),
).resume!;
const owner = {
  name: 'Site Owner',
  role: 'Site role',
  email: 'owner@example.com',
  profiles: [{ name: 'Codeberg', url: 'https://codeberg.org/owner/' }],
};
const settings: CvSettings = { owner, siteUrl: 'https://owner.example', lang: 'en', words: en.resume, now };

/** Every text value of the resume a reader should see, with the field that holds it. */
function shownValues(value: unknown, field = ''): { field: string; text: string }[] {
  // Dates are shown formatted, addresses as links, a country by its name, the portrait as a picture;
  // `meta` and `$schema` are the file's own.
  const notWords = /(^|\.)(startDate|endDate|date|releaseDate|url|countryCode|image|username|meta|\$schema)$/;
  if (notWords.test(field)) return [];
  if (typeof value === 'string') return [{ field, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => shownValues(item, `${field}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => shownValues(item, field ? `${field}.${key}` : key));
  return [];
}

describe('cvModel: the CV both views draw', () => {
  const cv = cvModel(resume, settings);
  const texts = cvTexts(cv)
    .join('\n')
    .replace(/\u00a0/g, ' ');

  it('loses no field of any part: every word the resume holds is a text of the CV', () => {
    const lost = shownValues(resume).filter(({ text }) => !texts.includes(text.replace(/\s*\n\s*/g, ', ')));
    expect(lost).toEqual([]);
    // And every address is a link of it.
    const links = JSON.stringify(cv);
    const urls = JSON.stringify({ ...resume, $schema: undefined }).match(/https:\/\/[^"]+/g)!;
    expect(urls.filter((url) => !links.includes(`"url":"${url}"`))).toEqual([]);
  });

  it('has a section for each of the twelve parts but basics, in the order recruiters read them', () => {
    expect(cv.sections.map((section) => section.heading)).toEqual([
      'Experience',
      'Education',
      'Projects',
      'Skills',
      'Languages',
      'Certificates',
      'Awards',
      'Publications',
      'Volunteering',
      'Interests',
      'References',
    ]);
    expect(cv.sections.map((section) => section.layout)).toEqual([
      'entries',
      'entries',
      'entries',
      'cards',
      'line',
      'entries',
      'entries',
      'entries',
      'entries',
      'cards',
      'entries',
    ]);
  });

  it('maps a job, a project and a reference to entries: heading, where, when, summary, highlights, tags', () => {
    const [job] = cv.sections.find((section) => section.part === 'work')!.entries;
    expect(job).toEqual({
      heading: { text: 'Senior Software Developer' },
      where: [
        { text: 'Northwind Media', url: 'https://example.com/northwind' },
        { text: 'News group with four titles' },
        { text: 'Example City' },
      ],
      when: {
        start: { dateTime: '2021-03', text: 'Mar 2021' },
        ongoing: 'present',
        duration: '5 yrs 9 mths',
        range: 'Mar 2021 – present',
        text: 'Mar 2021 – present · 5 yrs 9 mths',
      },
      summary: resume.work![0]!.summary,
      highlights: resume.work![0]!.highlights,
      tags: [],
    });
    const [project] = cv.sections.find((section) => section.part === 'projects')!.entries;
    expect(project).toMatchObject({
      heading: { text: 'Waveform Kit', url: 'https://example.com/waveform-kit' },
      where: [{ text: 'Open source' }, { text: 'library' }, { text: 'Maintainer, Developer' }],
      when: { text: 'Feb 2022 – Oct 2023 · 1 yr 9 mths' },
      summary: resume.projects![0]!.description,
      tags: [{ text: 'TypeScript' }, { text: 'Web Audio API' }],
    });
    const [reference] = cv.sections.find((section) => section.part === 'references')!.entries;
    expect(reference).toMatchObject({ heading: { text: resume.references![0]!.name }, quote: expect.any(String) });
  });

  it('tells who the CV is of: the place in one line with the country named, each way to reach them linked', () => {
    expect(cv.person).toEqual({
      name: 'Sam Fixture',
      label: 'Software Developer',
      image: { src: 'sam-fixture.png', alt: 'Sam Fixture' },
      summary: resume.basics!.summary,
      place: '1 Example Street, EX1 2AB Example City, Example County, Sweden',
      contact: [
        { text: 'sam@example.com', url: 'mailto:sam@example.com' },
        { text: '+1\u00a0555\u00a00100', url: 'tel:+15550100' },
        { text: 'example.com/sam', url: 'https://example.com/sam' },
      ],
      profiles: [
        { text: 'GitHub: github.com/sam-fixture', url: 'https://github.com/sam-fixture' },
        { text: 'Mastodon: mastodon.social/@samfixture', url: 'https://mastodon.social/@samfixture' },
      ],
    });
    expect(cvModel(resume, { ...settings, lang: 'sv', words: sv.resume }).person.place).toMatch(/, Sverige$/);
  });

  it('takes what the resume leaves out from the site: name, role, e-mail, profiles, address; no phone', () => {
    expect(cvModel({ work: resume.work }, settings).person).toEqual({
      name: 'Site Owner',
      label: 'Site role',
      contact: [
        { text: 'owner@example.com', url: 'mailto:owner@example.com' },
        { text: 'owner.example', url: 'https://owner.example' },
      ],
      profiles: [{ text: 'Codeberg: codeberg.org/owner', url: 'https://codeberg.org/owner/' }],
    });
    expect(
      cvModel({ basics: { image: 'https://gravatar.example/avatar.png' }, work: resume.work }, settings).person.image,
    ).toBeUndefined();
  });

  it('heads a study with its school, named once, where it gives no degree or subject, and keeps its grade', () => {
    const study: Resume = { education: [{ institution: 'Night School', url: 'https://night.example', score: '4.0' }] };
    expect(cvModel(study, settings).sections[0]!.entries[0]).toMatchObject({
      heading: { text: 'Night School', url: 'https://night.example' },
      where: [{ text: 'Grade: 4.0' }],
    });
  });

  it('shows the parts in the owner’s order, and leaves out the parts the owner leaves out', () => {
    const chosen = cvModel(resume, { ...settings, parts: ['projects', 'work', 'skills'] });
    expect(chosen.sections.map((section) => section.part)).toEqual(['projects', 'work', 'skills']);
  });

  it('links a skill’s and a project’s keywords to their tag’s page where the site has one', () => {
    const tagHref = (name: string) => (name === 'TypeScript' ? '/writing/tags/typescript' : undefined);
    const linked = cvModel(resume, { ...settings, tagHref });
    const [frontEnd] = linked.sections.find((section) => section.part === 'skills')!.entries;
    expect(frontEnd!.tags.slice(0, 2)).toEqual([
      { text: 'TypeScript', url: '/writing/tags/typescript' },
      { text: 'React' },
    ]);
    const [study] = linked.sections.find((section) => section.part === 'education')!.entries;
    expect(study!.tags.every((tag) => !tag.url)).toBe(true);
  });

  it('writes an address as people do, one way for both views', () => {
    expect(shortUrl('https://www.linkedin.com/in/someone/')).toBe('linkedin.com/in/someone');
    expect(shortUrl('http://example.com')).toBe('example.com');
  });
});
