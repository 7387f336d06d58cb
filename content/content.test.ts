import { existsSync } from 'node:fs';
import path from 'node:path';
import { about, home, music, owner, primaryLinks, projects, secondaryLinks, services, type Picture } from '.';

import { slugOf, slugify } from './slug';
import { trackFile } from './uses';

const publicFile = (src: string) => path.join(__dirname, '..', 'public', src);
const pictureFile = (src: string) => path.join(__dirname, 'pictures', src);
const isUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** The demo owner's content follows SPEC.md's numbers; an owner's own may have any count (content/check.ts). */
describe('the demo content', () => {
  const pictures: Picture[] = [
    ...home.tiles.flatMap((tile) => tile.img),
    ...home.phoneGallery.map((item) => item.img),
    ...about.slides,
    ...projects.flatMap((project) => project.img),
    music.cover,
    owner.portrait,
  ];

  it('has three gallery tiles of three pictures and nine phone pictures numbered 1 to 9', () => {
    expect(home.tiles).toHaveLength(3);
    for (const tile of home.tiles) expect(tile.img).toHaveLength(3);
    expect(home.phoneGallery.map((item) => item.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const item of home.phoneGallery) expect(item.img.src).toMatch(/\.jpg$/);
  });

  it('has nine slideshow pictures on the about page', () => {
    expect(about.slides).toHaveLength(9);
  });

  it('has the three projects of the spec, each with pictures, a description and a link', () => {
    expect(projects.map((project) => project.title)).toEqual(['Retention Curve', 'Newsletters Integration', 'Betting Integration']);
    expect(new Set(projects.map((project) => project.id)).size).toBe(3);
    for (const project of projects) {
      expect(project.img.length).toBeGreaterThan(0);
      expect(project.desc.length).toBeGreaterThan(20);
      expect(isUrl(project.link)).toBe(true);
    }
  });

  it('has six tracks, the third being Distant_album_114_v1, each with its mp3 at the site root', () => {
    expect(music.tracks).toHaveLength(6);
    expect(music.tracks[2]?.title).toBe('Distant_album_114_v1');
    for (const track of music.tracks) {
      expect(trackFile(track)).toBe(`/${track.title}.mp3`);
      expect(existsSync(publicFile(trackFile(track)))).toBe(true);
    }
  });

  it('shows what a track can carry: two with lyrics and credits, one to download, and the artist elsewhere', () => {
    expect(music.tracks.filter((track) => track.lyrics && track.credits).map((track) => track.title)).toEqual(['Night Drive', 'Tidal Lines']);
    expect(music.tracks.filter((track) => track.download).map((track) => track.title)).toEqual(['Distant_album_114_v1']);
    expect(music.listenOn).toHaveLength(2);
  });

  it('has a cover and an artist for the music page', () => {
    expect(existsSync(pictureFile(music.cover.src))).toBe(true);
    expect(music.artist.trim()).not.toBe('');
  });

  it('gives every picture a file in content/pictures/ (never in public/, which is published as it is) and real alt text', () => {
    for (const picture of pictures) {
      expect(existsSync(pictureFile(picture.src))).toBe(true);
      expect(existsSync(publicFile(picture.src))).toBe(false);
      expect(picture.alt.trim().length).toBeGreaterThan(10);
    }
  });

  it('has a valid owner record with an existing resume', () => {
    expect(owner.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    expect(isUrl(owner.codeProfileUrl)).toBe(true);
    expect(isUrl(owner.networkProfileUrl)).toBe(true);
    expect(owner.resumePath).toMatch(/\.pdf$/);
    expect(existsSync(publicFile(owner.resumePath))).toBe(true);
    expect(owner.bio.length).toBeGreaterThan(0);
  });

  it('lists the menu links of the spec in order', () => {
    expect(primaryLinks.map((link) => link.label)).toEqual(['Projects', 'Contact', 'About me']);
    expect(secondaryLinks.map((link) => link.kind)).toEqual(['route', 'file', 'email', 'external', 'external']);
    expect(secondaryLinks[0]).toMatchObject({ label: 'Get in touch', href: '/contact' });
  });

  it('lists services with a title, description and icon each', () => {
    expect(services.items.length).toBeGreaterThan(0);
    for (const service of services.items) {
      expect(service.title).not.toBe('');
      expect(service.desc.length).toBeGreaterThan(20);
      expect(service.icon.body).toContain('<path');
    }
  });
});

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
