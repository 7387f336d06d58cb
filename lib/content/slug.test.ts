import { slugOf, slugify } from './slug';

describe('addresses of projects and tracks', () => {
  it('are made from titles: lower case, ASCII, hyphens', () => {
    expect(slugify('Distant_album_114_v1')).toBe('distant-album-114-v1');
    expect(slugify('Café noir (live) 🎷')).toBe('cafe-noir-live');
    expect(slugify('  Newsletters   Integration ')).toBe('newsletters-integration');
    expect(slugify('Älven')).toBe('alven');
  });

  it('spell a title with no Latin letter in Latin letters', () => {
    expect(slugify('Ночной поезд')).toBe('nochnoj-poezd');
    expect(slugify('Νυχτερινό τρένο')).toBe('nyxterino-treno');
    expect(slugify('خريطة الحافلات')).toBe('khryth-alhaflat');
    expect(slugify('موسیقی شب')).toBe('mwsyqy-shb');
  });

  it('keep the address a title with some Latin letters or digits already had', () => {
    expect(slugify('Live в Москве')).toBe('live');
    expect(slugify('Ελλάδα 2024')).toBe('2024');
  });

  it('are empty where no letter can be spelled, for the owner to give one', () => {
    expect(slugify('🎷')).toBe('');
    expect(slugify('שיר ערש')).toBe('');
    expect(slugify('東京の夜')).toBe('');
  });

  it('follow an owner-set slug', () => {
    expect(slugOf({ title: 'Retention Curve', slug: 'retention' })).toBe('retention');
    expect(slugOf({ title: 'Retention Curve' })).toBe('retention-curve');
  });
});
