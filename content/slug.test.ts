import { slugOf, slugify } from './slug';

describe('addresses of projects and tracks', () => {
  it('are made from titles: lower case, ASCII, hyphens', () => {
    expect(slugify('Distant_album_114_v1')).toBe('distant-album-114-v1');
    expect(slugify('Café noir (live) 🎷')).toBe('cafe-noir-live');
    expect(slugify('  Newsletters   Integration ')).toBe('newsletters-integration');
    expect(slugify('🎷')).toBe('');
  });

  it('follow an owner-set slug', () => {
    expect(slugOf({ title: 'Retention Curve', slug: 'retention' })).toBe('retention');
    expect(slugOf({ title: 'Retention Curve' })).toBe('retention-curve');
  });
});
