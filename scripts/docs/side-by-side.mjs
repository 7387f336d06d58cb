/**
 * Wraps sharp.
 * Lays pictures out in one row on a solid background, each scaled to the same height, for
 * the README's first picture (Home at desktop width beside Music at phone width): one image
 * reads at a glance where two would stack on a narrow screen.
 */
import sharp from 'sharp';

/** @typedef {{ left: number, top: number, width: number, height: number }} Box where a picture went, in pixels */

/**
 * @param {Array<Buffer | string>} inputs  the pictures, left to right (anything sharp reads)
 * @param {{ height: number, gap?: number, padding?: number, background?: string }} layout
 *   every picture is scaled to `height` (keeping its shape); `gap` px between them and
 *   `padding` px round the row, both filled with `background`
 * @returns {Promise<{ image: import('sharp').Sharp, width: number, height: number, boxes: Box[] }>}
 *   the composed picture (encode it with .webp() or .png()), its size and where each input went
 */
export async function sideBySide(inputs, { height, gap = 0, padding = 0, background = '#ffffff' }) {
  if (!inputs.length) throw new Error('sideBySide: no pictures to lay out');
  const scaled = await Promise.all(
    inputs.map(async (input) => {
      const { data, info } = await sharp(input).resize({ height }).png().toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
  const boxes = [];
  let left = padding;
  for (const picture of scaled) {
    boxes.push({ left, top: padding, width: picture.width, height: picture.height });
    left += picture.width + gap;
  }
  const width = left - gap + padding;
  const total = height + 2 * padding;
  const image = sharp({ create: { width, height: total, channels: 3, background } }).composite(
    scaled.map((picture, index) => ({ input: picture.data, left: boxes[index].left, top: boxes[index].top })),
  );
  return { image, width, height: total, boxes };
}
