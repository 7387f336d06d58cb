/**
 * Wraps sharp.
 * What the build does with one of the owner's pictures: read it upright, check it, and
 * encode its published variants. The variants are the only copies that reach the site:
 * turned upright from the EXIF orientation, converted to sRGB (a phone's Display P3 included)
 * and carrying no metadata at all (no location, camera, names or dates).
 */
import sharp, { type Metadata } from 'sharp';

/** Candidate widths; with `sizes` they let a phone fetch a small file and a dense desktop screen a large one. */
// 720 fits the common phone (360-412 px wide at 1.75-2x) without jumping to 800.
export const WIDTHS = [320, 480, 640, 720, 800, 1024, 1280, 1600];

/**
 * Width of the one plain picture used where a single file is needed (link previews, structured
 * data, media controls).
 */
export const SHARE_WIDTH = 1200;

/** Larger pictures are refused: decoding one takes seconds and hundreds of MB, and no layout needs it. */
export const MAX_MEGAPIXELS = 100;

/** Narrower pictures still work, but look blurred at any layout's size. */
export const MIN_WIDTH = 320;

/** File types the build reads (sharp's prebuilt libvips). */
export const PICTURE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'tif', 'tiff'];

/**
 * Encoder settings per format. AVIF with 4:2:0 chroma at quality 42 looks the same as sharp's
 * default 4:4:4 at 50 on these pictures at a normal viewing size, for ~30 % fewer bytes: the
 * largest picture of a page then arrives in the first two round trips of a phone's connection.
 */
export const settings = {
  avif: { quality: 42, effort: 2, chromaSubsampling: '4:2:0' },
  webp: { quality: 72 },
  jpg: { quality: 74, mozjpeg: true, progressive: true },
  png: { palette: true, compressionLevel: 9 },
} as const;

export type VariantFormat = keyof typeof settings;

/**
 * The widths to make for a picture `sourceWidth` wide whose widest layout is `widest` CSS px:
 * the candidates below twice that (a dense screen), then that cap itself, or the picture's
 * own width where it is smaller. A 48-megapixel photo makes no more files than a small one.
 */
export function variantWidths(sourceWidth: number, widest: number): number[] {
  const cap = Math.min(sourceWidth, Math.round(widest * 2));
  return [...WIDTHS.filter((width) => width < cap), cap];
}

export interface PictureFacts {
  /** Width and height as the picture is seen, after its EXIF orientation is applied. */
  width: number;
  height: number;
  hasAlpha: boolean;
}

/** A problem that stops the build (`error`) or only deserves a word (`warning`). */
export type PictureVerdict = { facts: PictureFacts; warning?: string } | { error: string };

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** Reads a picture's upright size and says what is wrong with it, in words an owner can act on. */
export async function inspectPicture(name: string, bytes: Buffer): Promise<PictureVerdict> {
  const extension = extensionOf(name);
  const heic =
    'is a HEIC/HEIF picture (the iPhone default), which the build cannot read: ' +
    'export it as JPEG (on the iPhone: Settings › Camera › Formats › Most Compatible)';
  if (extension === 'heic' || extension === 'heif') return { error: heic };
  if (!PICTURE_TYPES.includes(extension))
    return { error: `is not a picture type the site takes (${PICTURE_TYPES.join(', ')})` };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (problem) {
    return { error: `cannot be read as a picture (${(problem as Error).message.split('\n')[0]})` };
  }
  if (metadata.format === 'heif' && metadata.compression === 'hevc') return { error: heic };
  const { width, height } = metadata.autoOrient;
  if (!width || !height) return { error: 'cannot be read as a picture (no size)' };
  const megapixels = (width * height) / 1e6;
  if (megapixels > MAX_MEGAPIXELS) {
    return {
      error:
        `is ${Math.round(megapixels)} megapixels, more than the ${MAX_MEGAPIXELS} the build takes: ` +
        'scale it down (no layout shows more than 1600 px across)',
    };
  }
  const facts = { width, height, hasAlpha: Boolean(metadata.hasAlpha) };
  if (width < MIN_WIDTH)
    return { facts, warning: `is only ${width} px wide: it will look blurred; use one at least ${MIN_WIDTH} px wide` };
  // A file that only pretends to be a picture fails here, not halfway through the build.
  try {
    await sharp(bytes, { limitInputPixels: false }).resize(8).raw().toBuffer();
  } catch (problem) {
    return { error: `cannot be read as a picture (${(problem as Error).message.split('\n')[0]})` };
  }
  return { facts };
}

/**
 * One published variant: upright, `width` px wide, sRGB, no metadata. sharp converts an
 * embedded colour profile to sRGB and writes no EXIF, XMP, IPTC or profile unless asked.
 */
export async function encodeVariant(source: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  const upright = sharp(source, { limitInputPixels: false }).autoOrient().resize({ width, withoutEnlargement: true });
  if (format === 'avif') return upright.avif(settings.avif).toBuffer();
  if (format === 'webp') return upright.webp(settings.webp).toBuffer();
  if (format === 'png') return upright.png(settings.png).toBuffer();
  return upright.jpeg(settings.jpg).toBuffer();
}

/** The single plain picture: a JPEG at most SHARE_WIDTH wide, transparency laid on white. */
export async function encodeShare(source: Buffer): Promise<Buffer> {
  return sharp(source, { limitInputPixels: false })
    .autoOrient()
    .resize({ width: SHARE_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg(settings.jpg)
    .toBuffer();
}
