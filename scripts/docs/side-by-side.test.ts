/** @jest-environment node */
import sharp, { type OutputInfo } from 'sharp';
import { sideBySide } from './side-by-side.mjs';

/** A PNG of one colour. */
const block = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The colour at (x, y) of a raw RGB buffer, as #rrggbb. */
function colourAt(raw: { data: Buffer; info: OutputInfo }, x: number, y: number) {
  const offset = (y * raw.info.width + x) * raw.info.channels;
  return `#${[0, 1, 2].map((channel) => raw.data[offset + channel]!.toString(16).padStart(2, '0')).join('')}`;
}

describe('sideBySide', () => {
  it('scales each picture to the height and lays them out left to right with the gap and padding', async () => {
    // A wide red one (a desktop page) at twice the height, and a narrow blue one (a phone) at the height.
    const wide = await block(160, 100, '#ff0000');
    const narrow = await block(20, 50, '#0000ff');
    const { image, width, height, boxes } = await sideBySide([wide, narrow], {
      height: 50,
      gap: 6,
      padding: 4,
      background: '#00ff00',
    });

    // 4 + 80 (red, halved) + 6 + 20 (blue) + 4 wide; 4 + 50 + 4 high.
    expect({ width, height }).toEqual({ width: 114, height: 58 });
    expect(boxes).toEqual([
      { left: 4, top: 4, width: 80, height: 50 },
      { left: 90, top: 4, width: 20, height: 50 },
    ]);

    const png = await image.png().toBuffer();
    expect(await sharp(png).metadata()).toMatchObject({ width: 114, height: 58, format: 'png' });
    const raw = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(colourAt(raw, 0, 0)).toBe('#00ff00'); // padding
    expect(colourAt(raw, 4, 4)).toBe('#ff0000'); // the first picture's top left corner
    expect(colourAt(raw, 83, 53)).toBe('#ff0000'); // …and its bottom right
    expect(colourAt(raw, 84, 30)).toBe('#00ff00'); // the gap
    expect(colourAt(raw, 89, 30)).toBe('#00ff00');
    expect(colourAt(raw, 90, 4)).toBe('#0000ff'); // the second picture
    expect(colourAt(raw, 109, 53)).toBe('#0000ff');
    expect(colourAt(raw, 110, 30)).toBe('#00ff00'); // padding on the right
    expect(colourAt(raw, 50, 57)).toBe('#00ff00'); // and below
  });

  it('refuses an empty row', async () => {
    await expect(sideBySide([], { height: 10 })).rejects.toThrow('no pictures');
  });
});
