#!/usr/bin/env node
/**
 * Wraps sharp (pictures) and @breezystack/lamejs (MP3).
 * Writes the demo media the repository ships in its demo site (docs/demo/): pictures (JPG) and
 * the music cover (PNG) under content/pictures/, six MP3s (40 to 90 s, mono, 32 kbps) under
 * public/ (the CV's PDF is made by the build from content/resume.json).
 * Run `npm run media` to regenerate: every run writes the same bytes, so only what this
 * script's changes change shows in git. It never writes into an owner's content/ or public/;
 * nothing else reads this script.
 *
 * Every picture is drawn as SVG and rendered with sharp, so the alt texts in content/
 * describe what is really in the picture. The music is synthesised sample by sample
 * and encoded with lamejs, so no audio tool is needed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Mp3Encoder } from '@breezystack/lamejs';

const demo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'demo');
const root = path.join(demo, 'public');
const picturesRoot = path.join(demo, 'content', 'pictures');

/** A small seeded random generator, so every run writes the same files. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const svg = (width, height, body, background) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background[0]}"/>` +
  `<stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>` +
  `<rect width="100%" height="100%" fill="url(#sky)"/>${body}</svg>`;

/** Scene painters: each returns SVG shapes for a width × height canvas. */
const scenes = {
  mountains: (w, h) =>
    `<circle cx="${w * 0.7}" cy="${h * 0.35}" r="${h * 0.12}" fill="#ffd37a"/>` +
    `<polygon points="0,${h} ${w * 0.3},${h * 0.4} ${w * 0.55},${h} " fill="#c2562f"/>` +
    `<polygon points="${w * 0.3},${h} ${w * 0.62},${h * 0.3} ${w},${h}" fill="#8a3320"/>` +
    `<polygon points="${w * 0.55},${h * 0.48} ${w * 0.62},${h * 0.3} ${w * 0.69},${h * 0.48}" fill="#fff3e0"/>`,
  waves: (w, h) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const y = h * (0.45 + i * 0.12);
        return (
          `<path d="M0 ${y} Q ${w * 0.25} ${y - 60} ${w * 0.5} ${y} T ${w} ${y} V ${h} H 0 Z" ` +
          `fill="hsl(${205 + i * 6} 70% ${55 - i * 8}%)"/>`
        );
      })
      .join(''),
  skyline: (w, h, rand) => {
    let x = 0;
    let out = `<circle cx="${w * 0.15}" cy="${h * 0.18}" r="${h * 0.06}" fill="#f4f1de"/>`;
    while (x < w) {
      const bw = 60 + rand() * 90;
      const bh = h * (0.25 + rand() * 0.45);
      out += `<rect x="${x}" y="${h - bh}" width="${bw}" height="${bh}" fill="#1b1f3b"/>`;
      for (let wy = h - bh + 20; wy < h - 20; wy += 34) {
        for (let wx = x + 12; wx < x + bw - 16; wx += 24) {
          if (rand() > 0.55) out += `<rect x="${wx}" y="${wy}" width="10" height="16" fill="#ffd166"/>`;
        }
      }
      x += bw + 6;
    }
    return out;
  },
  piano: (w, h) => {
    const keys = 14;
    const kw = w / keys;
    let out = '';
    for (let i = 0; i < keys; i++)
      out += `<rect x="${i * kw + 2}" y="${h * 0.15}" width="${kw - 4}" height="${h * 0.75}" rx="6" fill="#fdfdfd"/>`;
    for (let i = 0; i < keys - 1; i++) {
      if (i % 7 === 2 || i % 7 === 6) continue;
      out +=
        `<rect x="${(i + 1) * kw - kw * 0.3}" y="${h * 0.15}" width="${kw * 0.6}" height="${h * 0.45}" rx="4" ` +
        `fill="#111"/>`;
    }
    return out;
  },
  waveform: (w, h) => {
    let d = `M 0 ${h / 2}`;
    for (let x = 0; x <= w; x += 6) {
      const amp = Math.sin(x / 90) * Math.sin(x / 23) * h * 0.3;
      d += ` L ${x} ${h / 2 + amp}`;
    }
    return (
      `<path d="${d}" stroke="#4ade80" stroke-width="5" fill="none"/>` +
      `<line x1="0" x2="${w}" y1="${h / 2}" y2="${h / 2}" stroke="#14532d" stroke-width="2"/>`
    );
  },
  vinyl: (w, h) =>
    `<rect x="${w * 0.1}" y="${h * 0.1}" width="${w * 0.8}" height="${h * 0.8}" rx="24" fill="#5b3a29"/>` +
    `<circle cx="${w * 0.45}" cy="${h / 2}" r="${h * 0.34}" fill="#111"/>` +
    [0.3, 0.26, 0.22, 0.18]
      .map((r) => `<circle cx="${w * 0.45}" cy="${h / 2}" r="${h * r}" fill="none" stroke="#2a2a2a" stroke-width="3"/>`)
      .join('') +
    `<circle cx="${w * 0.45}" cy="${h / 2}" r="${h * 0.1}" fill="#e63946"/>` +
    `<circle cx="${w * 0.45}" cy="${h / 2}" r="8" fill="#eee"/>` +
    `<line x1="${w * 0.8}" y1="${h * 0.18}" x2="${w * 0.6}" y2="${h * 0.6}" stroke="#ccc" stroke-width="10" ` +
    `stroke-linecap="round"/>`,
  code: (w, h, rand) => {
    let out = `<rect x="${w * 0.08}" y="${h * 0.1}" width="${w * 0.84}" height="${h * 0.8}" rx="14" fill="#1e1e2e"/>`;
    out += ['#f38ba8', '#f9e2af', '#a6e3a1']
      .map((c, i) => `<circle cx="${w * 0.08 + 28 + i * 26}" cy="${h * 0.1 + 26}" r="8" fill="${c}"/>`)
      .join('');
    const colours = ['#89b4fa', '#cba6f7', '#a6e3a1', '#fab387', '#94e2d5'];
    for (let y = h * 0.1 + 70, line = 0; y < h * 0.86; y += 34, line++) {
      let x = w * 0.08 + 40 + (line % 4) * 28;
      const words = 1 + Math.floor(rand() * 4);
      for (let i = 0; i < words; i++) {
        const ww = 40 + rand() * 140;
        out +=
          `<rect x="${x}" y="${y}" width="${ww}" height="14" rx="7" ` +
          `fill="${colours[Math.floor(rand() * colours.length)]}"/>`;
        x += ww + 14;
      }
    }
    return out;
  },
  fields: (w, h) =>
    `<circle cx="${w / 2}" cy="${h * 0.55}" r="${h * 0.2}" fill="#ffb347"/>` +
    `<path d="M0 ${h * 0.6} Q ${w / 2} ${h * 0.5} ${w} ${h * 0.62} V ${h} H 0 Z" fill="#6a994e"/>` +
    `<path d="M0 ${h * 0.75} Q ${w / 2} ${h * 0.66} ${w} ${h * 0.8} V ${h} H 0 Z" fill="#386641"/>`,
  mixer: (w, h, rand) => {
    let out = `<rect x="${w * 0.06}" y="${h * 0.12}" width="${w * 0.88}" height="${h * 0.76}" rx="16" fill="#2b2d42"/>`;
    for (let i = 0; i < 10; i++) {
      const x = w * 0.1 + (i * (w * 0.8)) / 10 + 20;
      out += `<rect x="${x}" y="${h * 0.22}" width="8" height="${h * 0.56}" rx="4" fill="#8d99ae"/>`;
      out += `<rect x="${x - 18}" y="${h * (0.25 + rand() * 0.45)}" width="44" height="26" rx="4" fill="#edf2f4"/>`;
    }
    return out;
  },
  stage: (w, h) =>
    `<polygon points="${w * 0.2},0 ${w * 0.05},${h} ${w * 0.45},${h}" fill="#fef9c3" opacity="0.35"/>` +
    `<polygon points="${w * 0.8},0 ${w * 0.55},${h} ${w * 0.95},${h}" fill="#fef9c3" opacity="0.35"/>` +
    `<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#3f1d38"/>`,
  headphones: (w, h) =>
    `<path d="M ${w * 0.25} ${h * 0.6} A ${w * 0.25} ${w * 0.25} 0 0 1 ${w * 0.75} ${h * 0.6}" stroke="#f5f5f5" ` +
    `stroke-width="${w * 0.05}" fill="none"/>` +
    `<rect x="${w * 0.17}" y="${h * 0.55}" width="${w * 0.16}" height="${h * 0.2}" rx="${w * 0.05}" fill="#f5f5f5"/>` +
    `<rect x="${w * 0.67}" y="${h * 0.55}" width="${w * 0.16}" height="${h * 0.2}" rx="${w * 0.05}" fill="#f5f5f5"/>`,
  laptop: (w, h) =>
    `<rect x="0" y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="#a47148"/>` +
    `<rect x="${w * 0.2}" y="${h * 0.3}" width="${w * 0.6}" height="${h * 0.38}" rx="10" fill="#2d3142"/>` +
    `<rect x="${w * 0.23}" y="${h * 0.33}" width="${w * 0.54}" height="${h * 0.32}" fill="#4f5d75"/>` +
    `<polygon points="${w * 0.12},${h * 0.74} ${w * 0.88},${h * 0.74} ${w * 0.8},${h * 0.68} ` +
    `${w * 0.2},${h * 0.68}" fill="#bfc0c0"/>`,
  guitar: (w, h) =>
    `<rect x="${w * 0.3}" y="0" width="${w * 0.4}" height="${h}" fill="#7f5539"/>` +
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<line x1="${w * (0.34 + i * 0.064)}" y1="0" x2="${w * (0.34 + i * 0.064)}" y2="${h}" stroke="#e9ecef" ` +
          `stroke-width="${2 + (5 - i) * 0.6}"/>`,
      )
      .join('') +
    [0.15, 0.35, 0.55, 0.75]
      .map((y) => `<rect x="${w * 0.3}" y="${h * y}" width="${w * 0.4}" height="6" fill="#d4d4d4"/>`)
      .join(''),
  stars: (w, h, rand) =>
    Array.from(
      { length: 120 },
      () =>
        `<circle cx="${rand() * w}" cy="${rand() * h}" r="${1 + rand() * 3}" fill="#fff" ` +
        `opacity="${0.4 + rand() * 0.6}"/>`,
    ).join('') + `<circle cx="${w * 0.75}" cy="${h * 0.25}" r="${w * 0.08}" fill="#fdf0d5"/>`,
  cassette: (w, h) =>
    `<rect x="${w * 0.12}" y="${h * 0.3}" width="${w * 0.76}" height="${h * 0.42}" rx="20" fill="#f77f00"/>` +
    `<rect x="${w * 0.22}" y="${h * 0.38}" width="${w * 0.56}" height="${h * 0.18}" rx="10" fill="#fcbf49"/>` +
    `<circle cx="${w * 0.36}" cy="${h * 0.47}" r="${h * 0.05}" fill="#3d405b"/>` +
    `<circle cx="${w * 0.64}" cy="${h * 0.47}" r="${h * 0.05}" fill="#3d405b"/>`,
  coffee: (w, h) =>
    `<rect x="${w * 0.5}" y="${h * 0.35}" width="${w * 0.38}" height="${h * 0.45}" rx="8" fill="#f8f9fa"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<line x1="${w * 0.55}" x2="${w * 0.83}" y1="${h * (0.43 + i * 0.07)}" y2="${h * (0.43 + i * 0.07)}" ` +
          `stroke="#adb5bd" stroke-width="4"/>`,
      )
      .join('') +
    `<rect x="${w * 0.12}" y="${h * 0.5}" width="${w * 0.26}" height="${h * 0.28}" rx="16" fill="#e9ecef"/>` +
    `<ellipse cx="${w * 0.25}" cy="${h * 0.52}" rx="${w * 0.12}" ry="${h * 0.03}" fill="#6f4518"/>`,
  equaliser: (w, h, rand) =>
    Array.from({ length: 12 }, (_, i) => {
      const bh = h * (0.2 + rand() * 0.6);
      return (
        `<rect x="${w * 0.08 + i * w * 0.07}" y="${h * 0.9 - bh}" width="${w * 0.05}" height="${bh}" rx="6" ` +
        `fill="hsl(${i * 30} 80% 60%)"/>`
      );
    }).join(''),
};

const pictureSpecs = [
  // Home gallery: 4:3.
  ['home/home-1.jpg', 'mountains', ['#ffb88c', '#de6262']],
  ['home/home-2.jpg', 'waves', ['#f7a072', '#5a4e7c']],
  ['home/home-3.jpg', 'skyline', ['#0b132b', '#3a506b']],
  ['home/home-4.jpg', 'piano', ['#264653', '#2a9d8f']],
  ['home/home-5.jpg', 'waveform', ['#0b0f0c', '#1f2d24']],
  ['home/home-6.jpg', 'vinyl', ['#e9c46a', '#f4a261']],
  ['home/home-7.jpg', 'code', ['#8ecae6', '#219ebc']],
  ['home/home-8.jpg', 'fields', ['#ffcad4', '#f08080']],
  ['home/home-9.jpg', 'mixer', ['#8d99ae', '#edf2f4']],
].map(([file, scene, background]) => ({ file, scene, background, width: 1200, height: 900 }));

/** The slide written as a phone writes a portrait photo (see writePhonePhoto). */
const PHONE_PHOTO = 'about/about-4.jpg';

const slideSpecs = [
  ['about/about-1.jpg', 'mountains', ['#fcd5ce', '#f8ad9d']],
  ['about/about-2.jpg', 'stage', ['#240046', '#5a189a']],
  ['about/about-3.jpg', 'headphones', ['#7b2cbf', '#c77dff']],
  ['about/about-4.jpg', 'laptop', ['#caf0f8', '#90e0ef']],
  ['about/about-5.jpg', 'guitar', ['#3d2c2e', '#5c4033']],
  ['about/about-6.jpg', 'stars', ['#03045e', '#023e8a']],
  ['about/about-7.jpg', 'cassette', ['#2a9d8f', '#264653']],
  ['about/about-8.jpg', 'coffee', ['#ddb892', '#b08968']],
  ['about/about-9.jpg', 'equaliser', ['#10002b', '#240046']],
].map(([file, scene, background]) => ({ file, scene, background, width: 960, height: 1200 }));

/** Fake product screenshots: a browser frame with a chart, cards or a table inside. */
function screenshot(kind, variant, w, h, rand) {
  const accent = { retention: '#2563eb', newsletters: '#db2777', betting: '#16a34a' }[kind];
  let out = `<rect x="40" y="40" width="${w - 80}" height="${h - 80}" rx="16" fill="#ffffff"/>`;
  out +=
    `<rect x="40" y="40" width="${w - 80}" height="56" rx="16" fill="#e5e7eb"/>` +
    `<rect x="40" y="80" width="${w - 80}" height="16" fill="#e5e7eb"/>`;
  out += ['#ef4444', '#f59e0b', '#22c55e']
    .map((c, i) => `<circle cx="${72 + i * 26}" cy="68" r="8" fill="${c}"/>`)
    .join('');
  out += `<rect x="160" y="56" width="${w * 0.45}" height="24" rx="12" fill="#f9fafb"/>`;
  const top = 130;
  const left = 90;
  const right = w - 90;
  const bottom = h - 90;
  if (variant === 0) {
    // A chart or a row of cards.
    if (kind === 'retention') {
      let d = `M ${left} ${top + 20}`;
      for (let i = 1; i <= 12; i++)
        d += ` L ${left + ((right - left) * i) / 12} ${top + 20 + (bottom - top - 40) * (1 - Math.exp(-i / 4))}`;
      out += `<path d="${d}" stroke="${accent}" stroke-width="6" fill="none"/>`;
      out +=
        `<line x1="${left}" y1="${bottom}" x2="${right}" y2="${bottom}" stroke="#9ca3af" stroke-width="3"/>` +
        `<line x1="${left}" y1="${top}" x2="${left}" y2="${bottom}" stroke="#9ca3af" stroke-width="3"/>`;
    } else {
      const cards = 3;
      const cw = (right - left - 40) / cards;
      for (let i = 0; i < cards; i++) {
        const x = left + i * (cw + 20);
        out +=
          `<rect x="${x}" y="${top}" width="${cw}" height="${bottom - top}" rx="12" ` +
          `fill="${i === 1 ? accent : '#f3f4f6'}"/>`;
        out +=
          `<rect x="${x + 24}" y="${top + 30}" width="${cw * 0.6}" height="22" rx="11" ` +
          `fill="${i === 1 ? '#fff' : '#9ca3af'}"/>`;
        out +=
          `<rect x="${x + 24}" y="${bottom - 80}" width="${cw - 48}" height="44" rx="22" ` +
          `fill="${i === 1 ? '#fff' : accent}"/>`;
      }
    }
  } else if (variant === 1) {
    // Horizontal bars or an article with an embedded module.
    for (let i = 0; i < 6; i++) {
      const y = top + i * ((bottom - top) / 6);
      const start = left + rand() * (right - left) * 0.3;
      const length = (right - left) * (0.25 + rand() * 0.4);
      out +=
        `<rect x="${start}" y="${y + 10}" width="${length}" height="${(bottom - top) / 6 - 24}" rx="8" ` +
        `fill="${kind === 'retention' ? `hsl(${210 + i * 25} 70% 55%)` : i === 3 ? accent : '#e5e7eb'}"/>`;
    }
  } else {
    // A table.
    const rows = 7;
    for (let r = 0; r < rows; r++) {
      const y = top + r * ((bottom - top) / rows);
      out +=
        `<rect x="${left}" y="${y}" width="${right - left}" height="${(bottom - top) / rows - 8}" ` +
        `fill="${r === 0 ? accent : r % 2 ? '#f9fafb' : '#f3f4f6'}"/>`;
      for (let c = 0; c < 4; c++) {
        out +=
          `<rect x="${left + 20 + c * ((right - left) / 4)}" y="${y + 18}" width="${60 + rand() * 80}" height="14" ` +
          `rx="7" fill="${r === 0 ? '#fff' : '#9ca3af'}"/>`;
      }
    }
  }
  return out;
}

const projectSpecs = ['retention-curve', 'newsletters-integration', 'betting-integration'].flatMap((slug) =>
  [0, 1, 2].map((variant) => ({ file: `projects/${slug}-${variant + 1}.jpg`, kind: slug.split('-')[0], variant })),
);

async function writeJpeg(file, markup) {
  const target = path.join(picturesRoot, file);
  await mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(markup)).jpeg({ quality: 72, mozjpeg: true }).toFile(target);
}

/**
 * A portrait photo stored the way phones store one: the pixels on their side (landscape) with
 * an EXIF tag saying "rotate 90° clockwise to view", plus the camera, owner and location tags a
 * phone writes. The site must show it upright and publish none of those tags.
 */
async function writePhonePhoto(file, markup) {
  const target = path.join(picturesRoot, file);
  const sideways = await sharp(Buffer.from(markup)).rotate(270).toBuffer();
  const tagged = await sharp(sideways)
    .withExif({
      IFD0: {
        Make: 'Example Phone Co.',
        Model: 'Example Phone 12',
        Artist: 'Alex Example',
        DateTime: '2026:05:04 18:12:33',
      },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2979/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4020/100',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  // sharp writes the orientation tag itself, over whatever withExif() said.
  await sharp(tagged).withMetadata({ orientation: 6 }).jpeg({ quality: 72, mozjpeg: true }).toFile(target);
}

async function writePictures() {
  let seed = 1;
  for (const spec of [...pictureSpecs, ...slideSpecs]) {
    const rand = seeded(seed++);
    const write = spec.file === PHONE_PHOTO ? writePhonePhoto : writeJpeg;
    await write(
      spec.file,
      svg(spec.width, spec.height, scenes[spec.scene](spec.width, spec.height, rand), spec.background),
    );
  }
  for (const spec of projectSpecs) {
    const rand = seeded(seed++);
    await writeJpeg(
      spec.file,
      svg(1280, 800, screenshot(spec.kind, spec.variant, 1280, 800, rand), ['#e0e7ff', '#c7d2fe']),
    );
  }
}

async function writeCover() {
  const size = 1000;
  const rings = Array.from({ length: 9 }, (_, i) => {
    const r = size * 0.45 - i * 48;
    return (
      `<circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${i % 2 ? '#7c3aed' : '#f97316'}" ` +
      `stroke-width="22"/>`
    );
  }).join('');
  const markup =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="100%" height="100%" fill="#000"/>${rings}</svg>`;
  await sharp(Buffer.from(markup))
    .png({ palette: true, colours: 32, compressionLevel: 9 })
    .toFile(path.join(picturesRoot, 'alex-example.png'));
}

/**
 * Six pieces, each a tempo, a key, a sound and a shape of its own, so the demo tracks sound
 * different and their waveforms look different: a quiet intro, louder parts, a break that is
 * nearly silent, and an ending. `sections` are [seconds, level, layers]: the level ramps from
 * one section to the next; layers are which voices play (lead, bass, drums).
 */
const trackSpecs = [
  {
    title: 'Night Drive',
    bpm: 120,
    root: 57,
    scale: [0, 3, 7, 10],
    wave: 'saw',
    sections: [
      [8, 0.2, 'lead'],
      [12, 0.6, 'lead bass'],
      [16, 1, 'lead bass drums'],
      [4, 0.02, 'lead'],
      [14, 1, 'lead bass drums'],
      [6, 0.3, 'lead'],
    ],
  },
  {
    title: 'Tidal Lines',
    bpm: 96,
    root: 60,
    scale: [0, 4, 7, 11],
    wave: 'sine',
    sections: [
      [12, 0.15, 'lead'],
      [14, 0.5, 'lead bass'],
      [12, 0.9, 'lead bass drums'],
      [6, 0.03, 'bass'],
      [16, 0.8, 'lead bass drums'],
      [7, 0.25, 'lead'],
    ],
  },
  {
    title: 'Distant_album_114_v1',
    bpm: 70,
    root: 50,
    scale: [0, 7, 12, 15],
    wave: 'pad',
    sections: [
      [16, 0.2, 'lead'],
      [18, 0.55, 'lead bass'],
      [14, 0.9, 'lead bass drums'],
      [8, 0.02, 'lead'],
      [18, 0.75, 'lead bass'],
      [10, 0.2, 'lead'],
    ],
  },
  {
    title: 'Paper Lanterns',
    bpm: 132,
    root: 64,
    scale: [0, 2, 7, 9],
    wave: 'square',
    sections: [
      [4, 0.3, 'lead'],
      [14, 1, 'lead bass drums'],
      [3, 0.02, 'bass'],
      [17, 1, 'lead bass drums'],
      [6, 0.35, 'lead bass'],
    ],
  },
  {
    title: 'Slow Orbit',
    bpm: 108,
    root: 55,
    scale: [0, 5, 7, 12],
    wave: 'sine',
    sections: [
      [10, 0.1, 'lead'],
      [10, 0.4, 'lead bass'],
      [18, 0.85, 'lead bass drums'],
      [5, 0.03, 'lead'],
      [8, 0.45, 'lead bass'],
      [14, 1, 'lead bass drums'],
      [8, 0.2, 'lead'],
    ],
  },
  {
    title: 'Last Light',
    bpm: 84,
    root: 52,
    scale: [0, 3, 5, 10],
    wave: 'saw',
    sections: [
      [9, 0.25, 'lead'],
      [16, 0.7, 'lead bass drums'],
      [5, 0.02, 'lead'],
      [20, 0.95, 'lead bass drums'],
      [11, 0.15, 'lead'],
    ],
  },
];

const sampleRate = 22050;
/** Mono at 32 kbps: ample for synthesised demo tones, and about 4 KB a second in the repository. */
const bitrate = 32;

/** The level at time t: each section's level, ramped over half a second into the next; silence at both ends. */
function levelAt(sections, t, seconds) {
  let start = 0;
  for (let index = 0; index < sections.length; index++) {
    const [length, level] = sections[index];
    if (t < start + length || index === sections.length - 1) {
      const previous = index ? sections[index - 1][1] : 0;
      const ramp = Math.min(1, (t - start) / 0.5);
      const edges = Math.min(1, t / 0.3, (seconds - t) / 2.5);
      return Math.max(0, (previous + (level - previous) * ramp) * edges);
    }
    start += length;
  }
  return 0;
}

function synthesise({ bpm, root: rootNote, scale, wave, sections }, rate) {
  const seconds = sections.reduce((sum, [length]) => sum + length, 0);
  const samples = new Float32Array(Math.floor(seconds * rate));
  const step = (60 / bpm / 2) * rate;
  const beat = step * 2;
  const hz = (note) => 440 * 2 ** ((note - 69) / 12);
  const noise = seeded(bpm * 7 + rootNote);
  const osc = (phase) => {
    const p = phase % 1;
    if (wave === 'saw') return 2 * p - 1;
    if (wave === 'square') return p < 0.5 ? 0.6 : -0.6;
    if (wave === 'pad') return Math.sin(2 * Math.PI * p) * 0.7 + Math.sin(4 * Math.PI * p) * 0.3;
    return Math.sin(2 * Math.PI * p);
  };
  // Which voices play in each section, looked up by sample.
  const starts = [];
  sections.reduce((start, [length, , layers]) => (starts.push({ start: start * rate, layers }), start + length), 0);
  let section = 0;
  for (let i = 0; i < samples.length; i++) {
    while (section + 1 < starts.length && i >= starts[section + 1].start) section++;
    const layers = starts[section].layers;
    const index = Math.floor(i / step);
    const within = (i % step) / step;
    const t = i / rate;
    let voice = 0;
    if (layers.includes('lead')) {
      const note = rootNote + 12 + (scale[index % scale.length] ?? 0);
      const decay = wave === 'pad' ? 0.8 : Math.exp(-within * 4);
      voice += osc(t * hz(note)) * decay * 0.35;
    }
    if (layers.includes('bass'))
      voice += Math.sin(2 * Math.PI * t * hz(rootNote - 12 + (Math.floor(index / 8) % 2 ? 5 : 0))) * 0.3;
    if (layers.includes('drums')) {
      const sinceBeat = (i % beat) / rate;
      // A kick on every beat (a falling sine) and a short noise hat on the off-beats.
      voice +=
        Math.sin(2 * Math.PI * (50 + 120 * Math.exp(-sinceBeat * 30)) * sinceBeat) * Math.exp(-sinceBeat * 9) * 0.45;
      const sinceHalf = ((i + beat / 2) % beat) / rate;
      voice += (noise() * 2 - 1) * Math.exp(-sinceHalf * 60) * 0.12;
    }
    // tanh keeps the loud parts from clipping harshly.
    samples[i] = Math.tanh(voice * levelAt(sections, t, seconds) * 1.4);
  }
  return samples;
}

function encodeMp3(floats, rate) {
  const pcm = Int16Array.from(floats, (v) => Math.max(-1, Math.min(1, v)) * 32767);
  const encoder = new Mp3Encoder(1, rate, bitrate);
  const chunks = [];
  for (let i = 0; i < pcm.length; i += 1152) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.length)));
}

async function writeTracks() {
  let total = 0;
  for (const spec of trackSpecs) {
    const mp3 = encodeMp3(synthesise(spec, sampleRate), sampleRate);
    // The content's default file for a track: its title plus .mp3 at the site root.
    await writeFile(path.join(root, `${spec.title}.mp3`), mp3);
    total += mp3.length;
  }
  console.log(`tracks: ${trackSpecs.length} files, ${Math.round(total / 1024)} KB in all`);
}

await writePictures();
await writeCover();
await writeTracks();
console.log('Demo media written to docs/demo/content/pictures/ and docs/demo/public/');
