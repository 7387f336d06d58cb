import { catalogueOf, datedTrack, hasMusic, knownKind, trackPagePath, trackWithPage } from './catalogue';
import type { Picture, Release, Track } from './schema';

const cover: Picture = { src: 'cover.png', alt: 'A cover' };
const track = (title: string, more: Partial<Track> = {}): Track => ({ title, ...more });
const release = (title: string, released: string, tracks: Track[], more: Partial<Release> = {}): Release => ({
  title,
  kind: 'EP',
  released,
  cover,
  tracks,
  ...more,
});
const music = {
  tracks: [track('Loose One')],
  releases: [
    release('Old EP', '2024-05-01', [track('Old A'), track('Old B', { released: '2023-12-01' })]),
    release('Next Album', '2027-01-01', [track('Next A'), track('Next B', { preview: true })]),
    release('Press Copy', '2025-02-01', [track('Secret A')], { unlisted: true }),
    release('New Single', '2025-06-01', [track('New A')]),
  ],
};
const TODAY = '2026-11-28';

describe('the catalogue', () => {
  const catalogue = catalogueOf(music, TODAY);
  const slugs = (entries: { slug: string }[]) => entries.map((entry) => entry.slug);

  it('lists the releases newest first, the unlisted one left out of the listed', () => {
    expect(slugs(catalogue.releases)).toEqual(['next-album', 'new-single', 'press-copy', 'old-ep']);
    expect(slugs(catalogue.listed)).toEqual(['next-album', 'new-single', 'old-ep']);
  });

  it('takes a release dated after the build as not out yet', () => {
    expect(catalogue.releases.map((entry) => entry.upcoming)).toEqual([true, false, false, false]);
  });

  it('gives every track once, the releases’ first in their order, then the loose ones', () => {
    expect(slugs(catalogue.tracks)).toEqual(['next-a', 'next-b', 'new-a', 'secret-a', 'old-a', 'old-b', 'loose-one']);
    expect(slugs(catalogue.loose)).toEqual(['loose-one']);
  });

  it('plays a track of a release not out yet only as a preview, and keeps it out of the feeds until its day', () => {
    const of = (slug: string) => catalogue.tracks.find((entry) => entry.slug === slug)!;
    expect(of('next-a')).toMatchObject({ playable: false, hasPage: false, inFeeds: false });
    expect(of('next-b')).toMatchObject({ playable: true, hasPage: true, inFeeds: false });
    expect(of('new-a')).toMatchObject({ playable: true, hasPage: true, inFeeds: true });
  });

  it('plays an unlisted release’s tracks on its page alone: no page of their own, no feed', () => {
    const secret = catalogue.tracks.find((entry) => entry.slug === 'secret-a')!;
    expect(secret).toMatchObject({ playable: true, hasPage: false, inFeeds: false });
    expect(trackPagePath(secret)).toBe('/music/press-copy');
    expect(trackWithPage(catalogue, 'secret-a')).toBeUndefined();
    expect(trackWithPage(catalogue, 'old-a')?.release?.slug).toBe('old-ep');
  });

  it('dates a track by its release where it has no day of its own', () => {
    const [oldA, oldB] = catalogue.tracks.filter((entry) => entry.release?.slug === 'old-ep');
    expect(datedTrack(oldA!).released).toBe('2024-05-01');
    expect(datedTrack(oldB!).released).toBe('2023-12-01');
    expect(datedTrack(catalogue.loose[0]!)).toBe(music.tracks[0]);
  });

  it('has music with a track or a release, and knows the kinds it has words for', () => {
    expect(hasMusic({ tracks: [] })).toBe(false);
    expect(hasMusic({ tracks: [], releases: [release('Soon', '2027-01-01', [])] })).toBe(true);
    expect([knownKind('EP'), knownKind(' Album '), knownKind('single'), knownKind('mixtape')]).toEqual([
      'ep',
      'album',
      'single',
      undefined,
    ]);
  });
});
