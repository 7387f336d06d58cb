import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { en } from '@/lib/i18n/dictionaries/en';
import { es } from '@/lib/i18n/dictionaries/es';
import { parseResume } from '@/lib/resume/check';
import { cvModel, cvTexts, type CvSettings } from '@/lib/resume/model';
import type { Resume } from '@/lib/resume/schema';
import { careerFacts } from '@/components/seo/careerFacts';
import { inOrder } from '@/e2e/pdfText';
import { Cv } from './Cv';
import { CvContents } from './CvContents';

const now = new Date('2026-11-27T12:00:00Z');
const words = { newTab: ' (new tab)', pictureUnavailable: '' };
const owner = { name: 'Sam Fixture', role: 'Software Developer' };
const settings: CvSettings = { owner, siteUrl: 'https://sam.example', lang: 'en', words: en.resume, now };
/** The tests' site's CV: every part of the standard, every field of each. */
const everything = parseResume(
  readFileSync(path.join(__dirname, '../../e2e/sites/demo/content/resume.json'), 'utf8'),
).resume!;

/** A CV of every part, the first job still going on. */
const resume: Resume = {
  work: [
    { name: 'Northwind', url: 'https://example.com/nw', position: 'Lead developer', startDate: '2021-03' },
    { name: 'Letterbox', position: 'Developer', location: 'Remote', startDate: '2018-06', endDate: '2021-02' },
  ],
  education: [{ institution: 'Example University', studyType: 'MSc', area: 'Computer Science', endDate: '2016' }],
  skills: [{ name: 'Front end', level: 'Expert', keywords: ['TypeScript', 'React'] }],
  languages: [{ language: 'Swedish', fluency: 'Native' }],
  certificates: [{ name: 'Accessibility', issuer: 'IAAP', date: '2022-11' }],
};

describe('the CV’s parts under the About page’s heading', () => {
  it('link to each part the CV shows, in its order, and to its PDF', () => {
    const cv = cvModel(everything, settings);
    render(
      <CvContents
        cv={cv}
        pdfHref="/resume.pdf"
        words={{ title: 'CV', download: en.resume.download, pdfNewTab: ' (PDF, new tab)' }}
      />,
    );
    const links = within(screen.getByRole('navigation', { name: 'CV' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ...cv.sections.map((section) => [section.heading, `#cv-${section.part}`]),
      [`${en.resume.download} (PDF, new tab)`, '/resume.pdf'],
    ]);
  });
});

describe('the CV on the About page', () => {
  it('draws every text of its model, in the model’s order: the person, then each section', () => {
    const cv = cvModel(everything, settings);
    const { container } = render(<Cv cv={cv} words={words} />);
    expect(inOrder(container.textContent!, cvTexts(cv))).toEqual({ ok: true });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      cv.sections.map((section) => section.heading),
    );
    for (const section of cv.sections.filter(({ layout }) => layout !== 'line'))
      expect(
        within(screen.getByRole('region', { name: section.heading }))
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(section.entries.map((entry) => entry.heading.text + (entry.heading.url ? words.newTab : '')));
  });

  it('links what has an address: a web address in a new tab, e-mail and telephone in the visitor’s own app', () => {
    render(<Cv cv={cvModel(everything, settings)} words={words} />);
    expect(screen.getByRole('link', { name: /^Northwind Media/ })).toHaveAttribute('target', '_blank');
    const mail = screen.getByRole('link', { name: 'sam@example.com' });
    expect(mail).toHaveAttribute('href', 'mailto:sam@example.com');
    expect(mail).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: '+1\u00a0555\u00a00100' })).toHaveAttribute('href', 'tel:+15550100');
    // A reference is its giver's words, as a quotation under their name.
    const references = screen.getByRole('region', { name: 'References' });
    expect(within(references).getByRole('blockquote')).toHaveTextContent(everything.references![0]!.reference);
    // A level is said as one to a screen reader.
    expect(screen.getByRole('region', { name: 'Skills' })).toHaveTextContent('Level: Expert');
  });

  it('in another language: its headings and dates', () => {
    render(<Cv cv={cvModel({ work: resume.work }, { ...settings, lang: 'es', words: es.resume })} words={words} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Experiencia']);
    expect(screen.getByRole('region', { name: 'Experiencia' })).toHaveTextContent('mar 2021 – actualidad');
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
  });
});

describe('the CV told to search engines (the owner’s Person)', () => {
  it('names current employers, roles with dates, studies, skills, languages and certificates', () => {
    expect(careerFacts(resume, now)).toEqual({
      worksFor: [{ '@type': 'Organization', name: 'Northwind', url: 'https://example.com/nw' }],
      hasOccupation: [
        {
          '@type': 'Role',
          roleName: 'Lead developer',
          startDate: '2021-03',
          hasOccupation: { '@type': 'Occupation', name: 'Lead developer' },
        },
        {
          '@type': 'Role',
          roleName: 'Developer',
          startDate: '2018-06',
          endDate: '2021-02',
          hasOccupation: { '@type': 'Occupation', name: 'Developer' },
        },
      ],
      alumniOf: [{ '@type': 'EducationalOrganization', name: 'Example University' }],
      knowsAbout: ['Front end', 'TypeScript', 'React'],
      knowsLanguage: ['Swedish'],
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          name: 'Accessibility',
          recognizedBy: { '@type': 'Organization', name: 'IAAP' },
          dateCreated: '2022-11',
        },
      ],
    });
    expect(careerFacts(undefined, now)).toEqual({});
  });
});
