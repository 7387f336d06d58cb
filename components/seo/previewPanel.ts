import sharp from 'sharp';

/** Where the page's picture goes on the 1200 × 630 preview: a column at its right, the full height. */
export const picturePanel = { left: 760, top: 0, width: 440, height: 630 };

/**
 * Where a picture of `width` × `height` is drawn inside a panel of `panel`'s size: as large as
 * it fits, whole, centred. The same rounding as the drawing, so a check of the drawn preview
 * can find the picture exactly.
 */
export function wholePictureBox(width: number, height: number, panel = picturePanel) {
  const scale = Math.min(panel.width / width, panel.height / height);
  const shown = { width: Math.round(width * scale), height: Math.round(height * scale) };
  return {
    ...shown,
    left: Math.floor((panel.width - shown.width) / 2),
    top: Math.floor((panel.height - shown.height) / 2),
  };
}

/**
 * A picture composed into a panel without losing any of it: the picture whole, centred, over
 * a blurred and darkened copy of itself that fills what it leaves (a landscape photo's top and
 * bottom, a tall screenshot's sides), so no subject and no word painted on it is cut.
 * `picture` is upright (the share picture, oriented and stripped by the picture step). A PNG of
 * exactly the panel's size, which the preview then draws at 1:1: lossless, so the picture is
 * compressed once, in the preview itself.
 */
export async function wholePicturePanel(picture: Buffer, panel = picturePanel): Promise<Buffer> {
  const source = sharp(picture);
  const { width = 1, height = 1 } = await source.clone().metadata();
  const box = wholePictureBox(width, height, panel);
  const [backdrop, front] = await Promise.all([
    source
      .clone()
      .resize(panel.width, panel.height, { fit: 'cover' })
      .blur(24)
      .modulate({ brightness: 0.45 })
      .toBuffer(),
    source.clone().resize(box.width, box.height, { fit: 'fill' }).toBuffer(),
  ]);
  return sharp(backdrop)
    .composite([{ input: front, left: box.left, top: box.top }])
    .png({ compressionLevel: 1 })
    .toBuffer();
}
