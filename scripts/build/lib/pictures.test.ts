/** @jest-environment node */
import exifr from 'exifr';
import sharp from 'sharp';
import { MAX_MEGAPIXELS, encodeShare, encodeVariant, inspectPicture, variantWidths } from './pictures';

/** A portrait photo as a phone stores it: landscape pixels, "rotate 90° CW" tag, camera and GPS tags. */
async function phonePhoto() {
  // Upright it is 480 × 640 with a red top half; stored on its side, the red is on the left.
  const upright = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#0000ff' } })
    .composite([
      { input: { create: { width: 480, height: 320, channels: 3, background: '#ff0000' } }, top: 0, left: 0 },
    ])
    .png()
    .toBuffer();
  const tagged = await sharp(upright)
    .rotate(270)
    .withExif({
      IFD0: { Make: 'Phone Maker', Model: 'Phone 15', Artist: 'Owner Name' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2979/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4020/100',
      },
    })
    .jpeg({ quality: 95 })
    .toBuffer();
  return sharp(tagged).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
}

/**
 * Every metadata block exifr can find (EXIF, GPS, XMP, IPTC, ICC); undefined when there is none. A
 * PNG's own header is not metadata.
 */
const metadataIn = (file: Buffer) =>
  exifr.parse(file, { tiff: true, exif: true, gps: true, xmp: true, iptc: true, icc: true, ifd1: true, ihdr: false });

describe('picture variants', () => {
  it('the fixture really is a sideways photo with a location, as a phone writes it', async () => {
    const photo = await phonePhoto();
    const { width, height, orientation } = await sharp(photo).metadata();
    expect({ width, height, orientation }).toEqual({ width: 640, height: 480, orientation: 6 });
    const tags = await metadataIn(photo);
    expect(tags).toMatchObject({ Make: 'Phone Maker', Model: 'Phone 15' });
    expect(tags.latitude).toBeCloseTo(48.858, 2);
  });

  it('reads a phone photo upright: width and height swapped', async () => {
    const verdict = await inspectPicture('portrait.jpg', await phonePhoto());
    expect(verdict).toEqual({ facts: { width: 480, height: 640, hasAlpha: false } });
  });

  it.each(['avif', 'webp', 'jpg', 'png'] as const)(
    'writes %s variants upright and with no metadata at all',
    async (format) => {
      const variant = await encodeVariant(await phonePhoto(), 150, format);
      const { width, height, orientation, exif, xmp, iptc, icc } = await sharp(variant).metadata();
      expect({ width, height }).toEqual({ width: 150, height: 200 });
      expect({ orientation, exif, xmp, iptc, icc }).toEqual({
        orientation: undefined,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
      });
      // exifr reads every format here but WebP, where sharp's report above has to do.
      if (format !== 'webp') expect(await metadataIn(variant)).toBeUndefined();
      // Upright: the red half is at the top.
      const { data } = await sharp(variant).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => Array.from(data.subarray((y * 150 + x) * 3, (y * 150 + x) * 3 + 3));
      expect(pixel(75, 20)[0]).toBeGreaterThan(200);
      expect(pixel(75, 180)[2]).toBeGreaterThan(200);
    },
  );

  it('writes the share picture as an upright, clean JPEG of the whole picture, a cover included', async () => {
    const share = await encodeShare(await phonePhoto());
    expect(await sharp(share).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    expect(await metadataIn(share)).toBeUndefined();
  });

  it('converts a Display P3 picture to sRGB rather than only dropping its profile', async () => {
    // sRGB (200, 100, 50) stored as Display P3 values with the P3 profile, as a phone would.
    const p3 = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 100, b: 50 } } })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    const stored = await sharp(p3, { ignoreIcc: true }).raw().toBuffer();
    expect(Array.from(stored.subarray(0, 3))).not.toEqual([200, 100, 50]);

    const variant = await encodeVariant(p3, 16, 'png');
    expect((await sharp(variant).metadata()).icc).toBeUndefined();
    const shown = Array.from((await sharp(variant).raw().toBuffer()).subarray(0, 3));
    shown.forEach((value, channel) => expect(Math.abs(value - [200, 100, 50][channel]!)).toBeLessThanOrEqual(2));
  });

  it('makes no variant wider than twice the widest layout, however large the photo', async () => {
    // A 12-megapixel camera JPEG (4000 × 3000) shown at most 420 px wide.
    const camera = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6a8' } })
      .jpeg()
      .toBuffer();
    const verdict = await inspectPicture('camera.jpg', camera);
    if (!('facts' in verdict)) throw new Error(verdict.error);
    const widths = variantWidths(verdict.facts.width, 420);
    expect(widths).toEqual([320, 480, 640, 720, 800, 840]);
    expect((await sharp(await encodeVariant(camera, widths.at(-1)!, 'avif')).metadata()).width).toBe(840);
    // A small picture stops at its own width; a 48-megapixel one makes no more files than a 12-megapixel one.
    expect(variantWidths(500, 420)).toEqual([320, 480, 500]);
    expect(variantWidths(8000, 420)).toEqual(widths);
    expect(MAX_MEGAPIXELS).toBe(100);
  });
});
