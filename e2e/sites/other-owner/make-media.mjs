#!/usr/bin/env node
/**
 * Writes this set's pictures and audio (committed; run again only to change them). The
 * pictures are made the way phones and cameras write them: a portrait photo stored as a
 * landscape image with an orientation tag and a location, app screenshots of 600 × 1200,
 * landscape photos of 1600 × 900. The audio needs Debian's ffmpeg (apt-get install ffmpeg).
 *   node e2e/sites/other-owner/make-media.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

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
for (const [index, colour] of [
  ['1', '#e8f1f8'],
  ['2', '#f8efe8'],
]) {
  await picture(
    `projekt/busskartan-${index}.png`,
    scene(
      600,
      1200,
      [colour, '#ffffff'],
      `<rect width="600" height="90" fill="#0b5c9e"/><rect x="30" y="130" width="540" height="${index === '1' ? 760 : 120}" rx="16" fill="#cfe0ec"/>${Array.from({ length: 6 }, (_, i) => `<rect x="30" y="${index === '1' ? 920 + i * 44 : 290 + i * 130}" width="540" height="${index === '1' ? 30 : 100}" rx="10" fill="#fff" stroke="#9bb"/>`).join('')}<circle cx="300" cy="1150" r="30" fill="#0b5c9e"/>`,
    ),
    (image) => image.png(),
  );
}
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
