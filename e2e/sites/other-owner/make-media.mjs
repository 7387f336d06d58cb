#!/usr/bin/env node
/**
 * Writes this set's pictures and audio (committed; run again only to change them). The
 * pictures are made the way phones and cameras write them: a portrait photo stored as a
 * landscape image with an orientation tag and a location, an app screenshot of 600 × 1200,
 * landscape photos of 1600 × 900, and a square app icon: one project holds a landscape, a
 * portrait and a square picture. The audio needs Debian's ffmpeg (apt-get install ffmpeg);
 * `--pictures` writes the pictures only.
 *   node e2e/sites/other-owner/make-media.mjs [--pictures]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const { values: only } = parseArgs({ options: { pictures: { type: 'boolean' } } });

const here = import.meta.dirname;
const pictures = path.join(here, 'content', 'pictures');
const media = path.join(here, 'public');

const scene = (width, height, [top, bottom], body) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${body}</svg>`,
  );

async function picture(name, input, write) {
  const file = path.join(pictures, name);
  mkdirSync(path.dirname(file), { recursive: true });
  await write(sharp(input)).toFile(file);
  console.log(
    `${name}: ${JSON.stringify(
      await sharp(file)
        .metadata()
        .then(({ width, height, orientation }) => ({ width, height, orientation })),
    )}`,
  );
}

// A phone's portrait photo: upright it is 1200 × 1600, stored turned on its side with EXIF orientation 6 and a GPS position.
const portrait = scene(
  1200,
  1600,
  ['#f4efe6', '#c9b89d'],
  '<rect x="150" y="900" width="900" height="420" fill="#1d1d1d"/><rect x="190" y="940" width="820" height="90" fill="#fafafa"/><circle cx="600" cy="560" r="220" fill="#7a4b32"/><rect x="420" y="760" width="360" height="200" fill="#2f5d8a"/>',
);
await picture('jag/portratt.jpg', await sharp(portrait).rotate(-90).toBuffer(), (image) =>
  image
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Phone', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '63/1 49/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '20/1 15/1 40/1',
      },
    })
    .jpeg({ quality: 85 }),
);
await picture(
  'resor/fjall.jpg',
  scene(
    1600,
    900,
    ['#f7a35c', '#5b3f73'],
    '<polygon points="0,900 420,300 760,900" fill="#3c2f4d"/><polygon points="500,900 1000,220 1500,900" fill="#2b2238"/><polygon points="910,340 1000,220 1090,340" fill="#fff"/>',
  ),
  (image) => image.jpeg({ quality: 82 }),
);
// A camera picture whose caption sits at its left edge: a crop to a narrower frame cuts it.
await picture(
  'resor/kamera.jpg',
  scene(
    1600,
    900,
    ['#9cc9e8', '#2d6a8f'],
    '<rect x="0" y="600" width="1600" height="300" fill="#1f4c66"/><rect x="560" y="520" width="480" height="60" fill="#6b4a2f"/><rect x="20" y="30" width="380" height="90" fill="#111"/><rect x="40" y="50" width="60" height="50" fill="#eee"/><rect x="120" y="50" width="260" height="50" fill="#eee"/>',
  ),
  (image) => image.jpeg({ quality: 82 }),
);
await picture(
  'musik/omslag.jpg',
  scene(
    1200,
    1200,
    ['#03121f', '#0b3d2e'],
    '<path d="M0 500 C 300 300, 600 700, 1200 350 L 1200 520 C 700 800, 300 450, 0 700 Z" fill="#3ddc84" opacity="0.7"/><rect y="900" width="1200" height="300" fill="#06202e"/>',
  ),
  (image) => image.jpeg({ quality: 85 }),
);
// Busskartan: a photo of the bus stop's sign (landscape), the app on a phone (portrait), its icon (square).
await picture(
  'projekt/busskartan-1.jpg',
  scene(
    1600,
    900,
    ['#b9d3e6', '#e9eef2'],
    '<rect x="0" y="700" width="1600" height="200" fill="#6d7378"/><rect x="760" y="180" width="30" height="560" fill="#4a4f55"/><rect x="600" y="120" width="350" height="200" rx="18" fill="#0b5c9e"/><circle cx="700" cy="220" r="60" fill="#ffd23f"/><rect x="790" y="190" width="130" height="24" fill="#fff"/><rect x="790" y="235" width="100" height="24" fill="#fff"/>',
  ),
  (image) => image.jpeg({ quality: 82 }),
);
await picture(
  'projekt/busskartan-2.png',
  scene(
    600,
    1200,
    ['#f8efe8', '#ffffff'],
    `<rect width="600" height="90" fill="#0b5c9e"/><rect x="30" y="130" width="540" height="120" rx="16" fill="#cfe0ec"/>${Array.from({ length: 6 }, (_, i) => `<rect x="30" y="${290 + i * 130}" width="540" height="100" rx="10" fill="#fff" stroke="#9bb"/>`).join('')}<circle cx="300" cy="1150" r="30" fill="#0b5c9e"/>`,
  ),
  (image) => image.png(),
);
await picture(
  'projekt/busskartan-ikon.png',
  scene(
    800,
    800,
    ['#0b5c9e', '#083f6d'],
    '<rect x="200" y="220" width="400" height="300" rx="40" fill="#fff"/><rect x="240" y="260" width="320" height="120" rx="12" fill="#cfe0ec"/><circle cx="290" cy="560" r="45" fill="#fff"/><circle cx="510" cy="560" r="45" fill="#fff"/>',
  ),
  (image) => image.png(),
);
await picture(
  'projekt/korarkivet.jpg',
  scene(
    1600,
    900,
    ['#fffaf0', '#efe3cc'],
    Array.from(
      { length: 5 },
      (_, i) =>
        `<g transform="translate(120 ${140 + i * 150})">${Array.from({ length: 5 }, (_, j) => `<rect y="${j * 16}" width="1360" height="3" fill="#333"/>`).join('')}<circle cx="${200 + i * 180}" cy="40" r="14" fill="#222"/></g>`,
    ).join(''),
  ),
  (image) => image.jpeg({ quality: 82 }),
);

if (only.pictures) process.exit(0);

// Audio: four formats, a few seconds each, each a different chord.
const tracks = [
  ['musik/vinterljus.m4a', ['-c:a', 'aac', '-b:a', '48k'], 330],
  ['musik/älven.ogg', ['-c:a', 'libvorbis', '-q:a', '1'], 392],
  ['Midnattssol.mp3', ['-c:a', 'libmp3lame', '-b:a', '32k'], 440],
  ['musik/stilla-natt-live.opus', ['-c:a', 'libopus', '-b:a', '24k'], 262],
];
for (const [name, codec, frequency] of tracks) {
  const file = path.join(media, name);
  mkdirSync(path.dirname(file), { recursive: true });
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:duration=7`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency * 1.5}:duration=7`,
    '-filter_complex',
    'amix=inputs=2,afade=t=in:d=1,afade=t=out:st=5.5:d=1.5',
    '-ac',
    '1',
    '-ar',
    '48000',
    ...codec,
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    file,
  ]);
  console.log(`${name}: written`);
}
