import { render, screen, within } from '@testing-library/react';
import { en } from '@/lib/i18n/dictionaries/en';
import { es } from '@/lib/i18n/dictionaries/es';
import type { Resume } from '@/lib/resume/schema';
import { careerFacts } from '@/components/seo/careerFacts';
import { Cv } from './Cv';

const now = new Date('2026-11-27T12:00:00Z');
const words = (dictionary: typeof en) => ({
  resume: dictionary.resume,
  newTab: dictionary.shell.newTab,
  pdfNewTab: dictionary.shell.pdfNewTab,
});

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
  awards: [{ title: 'Best tool', date: '2019' }],
  publications: [{ name: 'Less JavaScript', releaseDate: '2023-05-12' }],
  volunteer: [{ organization: 'Code Club', position: 'Teacher', startDate: '2017-01' }],
};

describe('the CV on the About page', () => {
  it('shows each part as a section with its heading, in the order recruiters read them', () => {
    render(<Cv resume={resume} lang="en" words={words(en)} now={now} pdfHref="/resume.pdf" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Experience',
      'Education',
      'Skills',
      'Languages',
      'Certificates',
      'Awards',
      'Publications',
      'Volunteering',
    ]);
    const experience = screen.getByRole('region', { name: 'Experience' });
    expect(
      within(experience)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Lead developer', 'Developer']);
    expect(experience).toHaveTextContent('Mar 2021 – present · 5 yrs 9 mths');
    expect(experience).toHaveTextContent('Letterbox · Remote');
    expect(within(experience).getByRole('link', { name: /Northwind/ })).toHaveAttribute(
      'href',
      'https://example.com/nw',
    );
    expect(screen.getByRole('region', { name: 'Skills' })).toHaveTextContent('Level: Expert');
    expect(screen.getByRole('link', { name: /Download the CV \(PDF\)/ })).toHaveAttribute('href', '/resume.pdf');
  });

  it('shows only the parts the resume has: jobs alone are Experience alone', () => {
    render(<Cv resume={{ work: resume.work }} lang="es" words={words(es)} now={now} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Experiencia']);
    expect(screen.getByRole('region', { name: 'Experiencia' })).toHaveTextContent('mar 2021 – actualidad');
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
  });

  it('shows nothing for a resume with no part it shows', () => {
    const { container } = render(<Cv resume={{ basics: { name: 'A' } }} lang="en" words={words(en)} now={now} />);
    expect(container).toBeEmptyDOMElement();
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
