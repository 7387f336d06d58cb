import path from 'node:path';
import { caseStudyIn, readCaseStudies, type CaseStudy } from './caseStudies';
import { longFormProblems } from './longForm';

describe('reading the case studies', () => {
  const studies = readCaseStudies(
    {
      projects: [{ id: 1, title: 'Retention Curve', img: [{ src: 'a.jpg', alt: 'A picture' }], desc: 'x' }],
      translations: [{ locale: 'es_ES' }, { locale: 'de_DE' }] as never,
    },
    path.resolve('e2e/sites/demo'),
  );

  it('finds each project’s, in the first language and in a translation', () => {
    expect(studies.map(({ file: each, lang }) => [each, lang])).toEqual([
      ['content/projects/retention-curve.md', undefined],
      ['content/translations/es/projects/retention-curve.md', 'es'],
    ]);
  });

  it('shows a language its own, and the first language’s where it has none', () => {
    expect(caseStudyIn(studies, 'retention-curve', 'es')?.lang).toBe('es');
    expect(caseStudyIn(studies, 'retention-curve', 'de')?.lang).toBeUndefined();
    expect(caseStudyIn(studies, 'other', undefined)).toBeUndefined();
  });

  it('passes the content check in the tests’ site', () => {
    const each = (study: CaseStudy) => longFormProblems(study, { hasPicture: () => true, hasPath: () => true });
    expect(studies.flatMap(each)).toEqual([]);
  });
});
