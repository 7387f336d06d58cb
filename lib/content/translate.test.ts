import {
  about,
  contact,
  footerLinks,
  home,
  music,
  owner,
  pageMeta,
  primaryLinks,
  projects,
  secondaryLinks,
  services,
  site,
  translations,
  wording,
} from '@/lib/site/records';
import { siteSettings } from './site';
import { slugOf } from './slug';
import { translated, withTexts, type LanguageContent } from './translate';
import { trackFile } from './audio';

const first: LanguageContent = {
  owner,
  home,
  about,
  projects,
  music,
  services,
  contact,
  site: siteSettings(owner, site),
  pageMeta,
  primaryLinks,
  secondaryLinks,
  footerLinks,
  wording,
};

describe('withTexts', () => {
  it('lays words over a record at any depth, lists by position, and keeps what it leaves out', () => {
    const base = {
      title: 'One',
      img: [
        { src: 'a.jpg', alt: 'A' },
        { src: 'b.jpg', alt: 'B' },
      ],
      year: 2024,
    };
    expect(withTexts(base, { img: [{}, { alt: 'Be' }] })).toEqual({
      title: 'One',
      img: [
        { src: 'a.jpg', alt: 'A' },
        { src: 'b.jpg', alt: 'Be' },
      ],
      year: 2024,
    });
    // A longer list than the first language's adds nothing; a field it does not have neither.
    expect(withTexts(base, { img: [{}, {}, { alt: 'C' }], colour: 'red' })).toEqual(base);
  });
});

describe('translated', () => {
  it('gives the translation’s words and locale, with the first language’s pictures and files', () => {
    const spanish = translated(first, translations[0]!);
    expect(spanish.site.locale).toBe(translations[0]!.locale);
    expect(spanish.site.lang).toBe('es');
    expect(spanish.about.heading).toBe(translations[0]!.about!.heading);
    expect(spanish.about.slides.map((slide) => slide.src)).toEqual(about.slides.map((slide) => slide.src));
    expect(spanish.owner.email).toBe(owner.email);
  });

  it('keeps each project’s and track’s address and file when a translation changes its title', () => {
    const retitled = translated(first, {
      locale: 'es_ES',
      projects: [{ title: 'Curva de retención' }],
      music: { tracks: [{ title: 'Conducción nocturna' }] },
    });
    expect(retitled.projects[0]!.title).toBe('Curva de retención');
    expect(slugOf(retitled.projects[0]!)).toBe(slugOf(projects[0]!));
    expect(retitled.music.tracks[0]!.title).toBe('Conducción nocturna');
    expect([slugOf(retitled.music.tracks[0]!), trackFile(retitled.music.tracks[0]!)]).toEqual([
      slugOf(music.tracks[0]!),
      trackFile(music.tracks[0]!),
    ]);
  });
});
