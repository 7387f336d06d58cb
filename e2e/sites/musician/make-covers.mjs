#!/usr/bin/env node
/**
 * Writes this site's release covers into content/pictures/releases/ (committed; run again only to
 * change them): three square covers of 1200 × 1200, and one wider than tall (1600 × 1000), which a
 * release's square frame shows whole.
 *   node e2e/sites/musician/make-covers.mjs
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const folder = path.join(import.meta.dirname, 'content', 'pictures', 'releases');
mkdirSync(folder, { recursive: true });

const cover = (width, height, [from, to], body) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${body}</svg>`,
  );

const covers = {
  'night-lines.jpg': cover(
    1200,
    1200,
    ['#0b1a3a', '#5a2a6e'],
    '<circle cx="600" cy="640" r="300" fill="none" stroke="#f3c969" stroke-width="40"/><rect x="0" y="900" width="1200" height="40" fill="#f3c969"/>',
  ),
  'distant.jpg': cover(
    1200,
    1200,
    ['#1d3b2a', '#9bc47a'],
    '<polygon points="200,1000 600,260 1000,1000" fill="none" stroke="#fff" stroke-width="36"/>',
  ),
  'orbit.jpg': cover(
    1200,
    1200,
    ['#2b0f0f', '#d3542f'],
    '<ellipse cx="600" cy="600" rx="460" ry="160" fill="none" stroke="#ffe2c2" stroke-width="30"/><circle cx="600" cy="600" r="120" fill="#ffe2c2"/>',
  ),
  'press-copy.jpg': cover(
    1600,
    1000,
    ['#eeeeee', '#9a9a9a'],
    '<rect x="120" y="120" width="1360" height="760" fill="none" stroke="#222" stroke-width="24"/><rect x="220" y="440" width="1160" height="120" fill="#222"/>',
  ),
};
for (const [name, svg] of Object.entries(covers)) {
  await sharp(svg).jpeg({ quality: 80 }).toFile(path.join(folder, name));
  console.log(name);
}
