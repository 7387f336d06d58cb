/** @jest-environment node */
import path from 'node:path';
import { about, contact, home, music, owner, projects, services } from '.';
import { checkContent, type SiteContent } from './check';

const publicDir = path.join(__dirname, '..', 'public');
/** A deep copy of the shipped content, to break one thing at a time. */
const content = (): SiteContent => structuredClone({ owner, home, about, projects, music, services, contact });

describe('checkContent', () => {
  it('accepts the shipped demo content', () => {
    expect(checkContent(content(), publicDir)).toEqual([]);
  });

  it('names a missing picture file with its content file and field', () => {
    const broken = content();
    broken.home.tiles[1].img[2].src = '/images/home/missing.jpg';
    // The demo's tiles and phone gallery share their pictures: both places are named.
    expect(checkContent(broken, publicDir)).toEqual([
      'content/home.ts: tiles[1].img[2].src: public/images/home/missing.jpg does not exist',
      'content/home.ts: phoneGallery[5].img.src: public/images/home/missing.jpg does not exist',
    ]);
  });

  it('names a missing mp3 and a missing resume', () => {
    const broken = content();
    broken.music.tracks[3]!.title = 'not-there';
    broken.owner.resumePath = '/cv.pdf';
    expect(checkContent(broken, publicDir)).toEqual([
      'content/owner.ts: resumePath: public/cv.pdf does not exist',
      'content/music.ts: tracks[3].title: public/not-there.mp3 does not exist',
    ]);
  });

  it('rejects an invalid URL and e-mail address', () => {
    const broken = content();
    broken.owner.codeProfileUrl = 'github.com/me';
    broken.owner.email = 'me-at-example';
    broken.projects[0]!.link = 'ftp://example.com';
    expect(checkContent(broken, publicDir)).toEqual([
      'content/owner.ts: email: must be an e-mail address like you@example.com',
      'content/owner.ts: codeProfileUrl: must be a full web address starting with https://',
      'content/projects.ts: [0].link: must be a full web address starting with https://',
    ]);
  });

  it('enforces the counts of the spec: 3 × 3 tiles, 9 phone pictures, 9 slides, 6 tracks', () => {
    const broken = content();
    (broken.home.tiles[0].img as unknown as unknown[]).pop();
    broken.home.phoneGallery.pop();
    broken.about.slides.pop();
    broken.music.tracks.pop();
    expect(checkContent(broken, publicDir)).toEqual([
      'content/home.ts: tiles[0].img: must have exactly 3 pictures',
      'content/home.ts: phoneGallery: must have exactly 9 pictures',
      'content/about.ts: slides: must have exactly 9 pictures',
      'content/music.ts: tracks: must have exactly 6 tracks',
    ]);
  });

  it('wants alt text, the right file types and unique project ids', () => {
    const broken = content();
    broken.about.slides[4]!.alt = '';
    broken.music.cover.src = '/cover.jpg';
    broken.projects[1]!.id = broken.projects[0]!.id;
    expect(checkContent(broken, publicDir)).toEqual([
      'content/about.ts: slides[4].alt: needs alt text that says what the picture shows',
      'content/projects.ts: (the whole record): project ids must be unique',
      'content/music.ts: cover.src: must be a path from the site root ending in .png, e.g. /images/photo.jpg',
    ]);
  });
});
