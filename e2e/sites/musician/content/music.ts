import type { MusicContent } from '@/lib/content/schema';
import { music as demoMusic } from '../../demo/content/music';

const [nightDrive, tidalLines, distant, paperLanterns, slowOrbit, lastLight] = demoMusic.tracks;
const ccBy = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' };

/**
 * The demo's tracks as a musician's catalogue: an EP with its zip to download, a single, an album
 * far ahead with one preview, a release for the press only (unlisted), and a loose track. It has no
 * cover of the artist's own: the newest release's stands for it. Beside them, its catalogue folder
 * (content/music/): an album of masters offered as FLAC and MP3 V0, a single and a loose MP3.
 */
export const music: MusicContent = {
  artist: demoMusic.artist,
  listenOn: demoMusic.listenOn,
  tracks: [lastLight!],
  releases: [
    {
      title: 'Night Lines',
      kind: 'EP',
      released: '2025-06-20',
      cover: { src: 'releases/night-lines.jpg', alt: 'Cover art: a gold ring over a gold line on deep blue' },
      description: 'Two songs written on the **night bus**, recorded at home. [More about them](/about).',
      credits: { producedBy: ['Sam Fixture'], recordedAt: 'Home studio, Fixtureville' },
      listenOn: [{ name: 'Bandcamp', url: 'https://samfixture.bandcamp.com/album/night-lines' }],
      label: 'Fixture Records',
      catalogNumber: 'FX-001',
      tracks: [nightDrive!, tidalLines!],
      download: { license: ccBy },
    },
    {
      title: 'Distant',
      kind: 'single',
      released: '2025-09-05',
      cover: { src: 'releases/distant.jpg', alt: 'Cover art: a white triangle on green' },
      tracks: [distant!],
    },
    {
      title: 'Orbit',
      kind: 'album',
      released: '2026-09-03',
      cover: { src: 'releases/orbit.jpg', alt: 'Cover art: a ringed planet on red' },
      description: 'The first album, with **Slow Orbit** to hear before its day.',
      tracks: [{ ...slowOrbit!, preview: true }, { title: 'Unwritten Song' }],
    },
    {
      title: 'Press Copy',
      kind: 'live recording',
      released: '2025-11-01',
      cover: { src: 'releases/press-copy.jpg', alt: 'Cover art: a black bar in a frame on grey' },
      tracks: [paperLanterns!],
      unlisted: true,
    },
  ],
  // What the catalogue folder's files (content/music/, made by make-catalogue.mjs) cannot say.
  releaseFolders: {
    '2023 Harbour Songs': {
      kind: 'album',
      description: 'Four pieces recorded by the **harbour wall**.',
      download: { license: ccBy, formats: ['flac', 'mp3-v0'] },
    },
  },
  trackFiles: {
    'Sketch.mp3': { listenOn: [{ name: 'Bandcamp', url: 'https://samfixture.bandcamp.com/track/sketch' }] },
    'Lighthouse/Lighthouse.flac': { download: { license: ccBy, formats: ['opus'] } },
  },
};
