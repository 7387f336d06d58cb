import { sectionOf, slugIn } from './section';

describe('sections of the site', () => {
  it('puts a project’s or a track’s own address in its page', () => {
    expect(sectionOf('/projects/retention-curve')).toBe('/projects');
    expect(sectionOf('/projects')).toBe('/projects');
    expect(sectionOf('/music/distant-album-114-v1')).toBe('/music');
    expect(sectionOf('/')).toBe('/');
    // In another language, the same page.
    expect(sectionOf('/es/music/distant-album-114-v1')).toBe('/music');
    expect(sectionOf('/es')).toBe('/');
  });

  it('reads the slug of a project or a track', () => {
    expect(slugIn('/projects/retention-curve', '/projects')).toBe('retention-curve');
    expect(slugIn('/projects', '/projects')).toBeUndefined();
    expect(slugIn('/projects/', '/projects')).toBeUndefined();
    expect(slugIn('/music/x', '/projects')).toBeUndefined();
    expect(slugIn('/es/projects/retention-curve', '/projects')).toBe('retention-curve');
  });
});
