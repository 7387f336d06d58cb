import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { caseStudyIn, orphanCaseStudies, readCaseStudies, type CaseStudy } from './caseStudies';
import { longFormProblems } from './longFormRules';

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

describe('a case study kept as a folder', () => {
  it('is read from its index.md, and a folder without one is named', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'case-studies-'));
    try {
      mkdirSync(path.join(root, 'content', 'projects', 'retention-curve'), { recursive: true });
      writeFileSync(path.join(root, 'content', 'projects', 'retention-curve', 'index.md'), 'The story.\n');
      mkdirSync(path.join(root, 'content', 'projects', 'pictures-only'));
      const content = {
        projects: [{ id: 1, title: 'Retention Curve', img: [{ src: 'a.jpg', alt: 'A picture' }], desc: 'x' }],
      };
      expect(readCaseStudies(content, root)).toEqual([
        {
          slug: 'retention-curve',
          lang: undefined,
          file: 'content/projects/retention-curve/index.md',
          text: 'The story.\n',
        },
      ]);
      expect(orphanCaseStudies(content, root)).toEqual([
        'content/projects/pictures-only/: holds no index.md: a text kept as a folder is its index.md, ' +
          'with its pictures and audio beside it',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
