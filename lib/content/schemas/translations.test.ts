import { withTexts } from '../translate';
import type { Owner, Project } from '../schema';
import type { Translation, WordsOf } from './translations';
import type { projectsSchema } from './records';

// The words of a record are read from its schema: `tsc` (npm run typecheck) holds these lines to it,
// each @ts-expect-error a field a translation may not give.
const spanish: Translation = {
  locale: 'es_ES',
  owner: { role: 'Desarrolladora y música', bio: ['Escribe código y canciones.'] },
  projects: [{ title: 'Curva de retención', img: [{ alt: 'La curva, de cerca' }] }],
  music: { releases: [{ title: 'Luces', description: 'Un EP.', tracks: [{ title: 'Noche', lyrics: 'Farolas' }] }] },
};

const notWords: Translation[] = [
  // @ts-expect-error an e-mail address is no words
  { locale: 'es_ES', owner: { email: 'otra@example.com' } },
  // @ts-expect-error a web address is no words
  { locale: 'es_ES', projects: [{ liveUrl: 'https://example.es' }] },
  // @ts-expect-error a picture's file is the first language's
  { locale: 'es_ES', projects: [{ img: [{ src: 'otra.jpg' }] }] },
  // @ts-expect-error a release's kind is a word the site knows (album, EP), and its day is no words
  { locale: 'es_ES', music: { releases: [{ kind: 'álbum', released: '2026-01-01' }] } },
  // @ts-expect-error a project's id is a number
  { locale: 'es_ES', projects: [{ id: 2 }] },
];

describe('a translation gives words, as the schemas say which fields are words', () => {
  it('lays its words over the records, and keeps every other field the first language’s', () => {
    const owner = { name: 'Sam', role: 'Developer', bio: ['Writes code.'], email: 'sam@example.com' } as Owner;
    expect(withTexts(owner, spanish.owner)).toEqual({ ...owner, role: spanish.owner!.role, bio: spanish.owner!.bio });
    const project = { id: 1, title: 'Retention Curve', img: [{ src: 'a.jpg', alt: 'The curve' }] } as Project;
    const words: WordsOf<typeof projectsSchema> = spanish.projects!;
    expect(withTexts([project], words)).toEqual([
      { id: 1, title: 'Curva de retención', img: [{ src: 'a.jpg', alt: 'La curva, de cerca' }] },
    ]);
    expect(notWords).toHaveLength(5);
  });
});
