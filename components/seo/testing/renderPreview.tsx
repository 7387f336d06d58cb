/**
 * Draws one link-preview picture with the real renderer, offline, and prints as JSON what it
 * tried to fetch, whether it made a PNG, and the colour at a few points across its top.
 * Run by the unit tests in a Node process of its own (`node --conditions=react-server
 * --import tsx`): the renderer loads its WebAssembly through dynamic imports, which jest's
 * module system does not run.
 *   renderPreview.tsx HEADING SUBHEADING SITE_NAME [WIDTHxHEIGHT picture of one colour, e.g. 600x900]
 * A size ending in "+frame" ("1280x800+frame") draws the picture with a magenta frame around its
 * edge, and prints where the frame is found on the preview and how much of each of its sides shows.
 */
import sharp, { type OutputInfo } from 'sharp';
import { drawPreview } from '../ogImage';
import { wholePicturePanel } from '../previewPanel';

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

/** The frame's colour: far from the picture's, the ground's and anything the blurred backdrop makes. */
const FRAME = { r: 255, g: 0, b: 255 };

async function picture(size: string) {
  const [width, height] = size.replace('+frame', '').split('x').map(Number) as [number, number];
  const plain = sharp({ create: { width, height, channels: 3, background: PICTURE } });
  if (!size.endsWith('+frame')) return plain.jpeg().toBuffer();
  const edge = Math.max(8, Math.round(Math.min(width, height) * 0.03));
  const inside = await sharp({
    create: { width: width - 2 * edge, height: height - 2 * edge, channels: 3, background: PICTURE },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: FRAME } })
    .composite([{ input: inside, left: edge, top: edge }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Where the frame's colour is on the preview, and what share of each side of that box is the frame's. */
function frameOf(data: Buffer, info: OutputInfo) {
  const isFrame = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return Math.abs(data[at]! - FRAME.r) + Math.abs(data[at + 1]! - FRAME.g) + Math.abs(data[at + 2]! - FRAME.b) < 90;
  };
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (isFrame(x, y))
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  if (right < 0) return undefined;
  const share = (points: [number, number][]) => points.filter(([x, y]) => isFrame(x, y)).length / points.length;
  const across = (y: number) => Array.from({ length: right - left + 1 }, (_, i): [number, number] => [left + i, y]);
  const down = (x: number) => Array.from({ length: bottom - top + 1 }, (_, i): [number, number] => [x, top + i]);
  // A pixel in from the box's edge: the frame's outermost pixels are blended with the backdrop.
  return {
    left,
    top,
    width: right - left + 1,
    height: bottom - top + 1,
    sides: [share(across(top + 1)), share(down(right - 1)), share(across(bottom - 1)), share(down(left + 1))].map(
      (value) => Math.round(value * 100) / 100,
    ),
  };
}

async function main() {
  const bytes = pictureSize ? await picture(pictureSize) : undefined;
  const src = bytes && `data:image/jpeg;base64,${bytes.toString('base64')}`;
  // Beside the words, the picture composed as the build composes it.
  const beside = bytes && `data:image/png;base64,${(await wholePicturePanel(bytes)).toString('base64')}`;
  const alone = () => {
    if (src) return src;
    // A real page always has a picture to stand alone: its own or the portrait.
    throw new Error('no words the fonts can draw and no picture: give a picture size');
  };
  const png = Buffer.from(await drawPreview({ heading, subheading, siteName }, { beside, alone }).arrayBuffer());
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
  const frame = pictureSize?.endsWith('+frame') ? frameOf(data, info) : undefined;
  process.stdout.write(
    JSON.stringify({ fetched, png: png.subarray(1, 4).toString(), across: XS.map(near), ...(frame && { frame }) }),
  );
}

void main();
