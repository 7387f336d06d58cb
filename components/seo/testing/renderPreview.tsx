/**
 * Draws one link-preview picture with the real renderer, offline, and prints as JSON what it
 * tried to fetch, whether it made a PNG, and the colour at a few points across its top.
 * Run by the unit tests in a Node process of its own (`node --conditions=react-server
 * --import tsx`): the renderer loads its WebAssembly through dynamic imports, which jest's
 * module system does not run.
 *   renderPreview.tsx HEADING SUBHEADING SITE_NAME [WIDTHxHEIGHT picture of one colour, e.g. 600x900]
 */
import sharp from 'sharp';
import { drawPreview } from '../ogImage';

const [heading = '', subheading = '', siteName = '', pictureSize] = process.argv.slice(2);
const fetched: string[] = [];
const fetchFromMemory = globalThis.fetch;
// The renderer fetches its own WebAssembly from data: URLs; anything else would go to the web.
globalThis.fetch = async (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.startsWith('data:')) return fetchFromMemory(input, init);
  fetched.push(url);
  throw new Error('offline');
};
// The renderer reports a font it could not fetch on the console: that is the answer, not noise.
console.error = () => {};

/** The colour the picture is drawn in, where it shows. */
const PICTURE = { r: 40, g: 160, b: 220 };
/** The points sampled: across the 1200 × 630 preview, above where any words are drawn. */
const ROW = 20;
const XS = [100, 300, 600, 900, 1100];

async function picture(size: string) {
  const [width, height] = size.split('x').map(Number);
  const jpeg = await sharp({ create: { width: width!, height: height!, channels: 3, background: PICTURE } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

async function main() {
  const src = pictureSize ? await picture(pictureSize) : undefined;
  const alone = () => {
    if (src) return src;
    // A real page always has a picture to stand alone: its own or the portrait.
    throw new Error('no words the fonts can draw and no picture: give a picture size');
  };
  const png = Buffer.from(await drawPreview({ heading, subheading, siteName }, { beside: src, alone }).arrayBuffer());
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const near = (x: number) => {
    const at = (ROW * info.width + x) * info.channels;
    const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
    return Math.abs(r - PICTURE.r) + Math.abs(g - PICTURE.g) + Math.abs(b - PICTURE.b) < 30
      ? 'picture'
      : r + g + b < 90
        ? 'ground'
        : 'other';
  };
  process.stdout.write(JSON.stringify({ fetched, png: png.subarray(1, 4).toString(), across: XS.map(near) }));
}

void main();
