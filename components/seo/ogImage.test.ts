/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { picturePanel, wholePictureBox } from './previewPanel';

/** Where a framed picture's frame is on the preview, and the share of each side (top, right, bottom, left) drawn. */
interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
  sides: number[];
}

/** Draws a preview with the real renderer in a Node process of its own (see testing/renderPreview.tsx). */
function drawPreview(
  heading: string,
  subheading: string,
  siteName: string,
  pictureSize?: string,
): { fetched: string[]; png: string; across: string[]; frame?: Frame } {
  const script = path.join(__dirname, 'testing/renderPreview.tsx');
  const output = execFileSync(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      script,
      heading,
      subheading,
      siteName,
      ...(pictureSize ? [pictureSize] : []),
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(output);
}

/** The dark ground at the points renderPreview samples, left to right. */
const ALL_GROUND = ['ground', 'ground', 'ground', 'ground', 'ground'];

describe('the link-preview picture, drawn offline', () => {
  it(
    'draws accented Latin (Vietnamese too), Cyrillic and Greek from the bundled fonts, ' + 'fetching none from the web',
    () => {
      const heading = 'Łódź · Ночной поезд';
      const subheading = 'Νυχτερινό τρένο, Şule, Ő, Nguyễn Thị Ánh';
      expect(drawPreview(heading, subheading, 'Łucja Ковальчук')).toEqual({
        fetched: [],
        png: 'PNG',
        across: ALL_GROUND,
      });
    },
  );

  it('leaves out what no bundled font draws, rather than fetch a font for it', () => {
    expect(drawPreview('Café noir 🎷', 'خريطة الحافلات', 'Ǆemal')).toEqual({
      fetched: [],
      png: 'PNG',
      across: ALL_GROUND,
    });
  });

  it('sets the words beside the page’s picture', () => {
    // The words' column, then the picture's 440 px on the right.
    expect(drawPreview('Night Drive', 'by Alex Rivera', 'Alex Rivera', '400x630').across).toEqual([
      'ground',
      'ground',
      'ground',
      'picture',
      'picture',
    ]);
  });

  // Pages, projects and tracks draw their picture the same way (ogImage): the words, then the picture whole.
  it.each([
    ['a landscape photo (a page’s or a project’s)', 1280, 800],
    ['a 4:3 cover (a track’s)', 1200, 900],
    ['a portrait or a phone screenshot', 600, 1200],
    ['a square cover', 1000, 1000],
  ])('shows %s beside the words whole: its frame complete on all four sides, at its own shape', (_, width, height) => {
    const { frame } = drawPreview('Night Drive', 'by Alex Rivera', 'Alex Rivera', `${width}x${height}+frame`);
    const box = wholePictureBox(width, height);
    expect(frame).toBeDefined();
    // Every side of the frame is drawn: nothing of the picture is cut.
    expect(frame!.sides.every((side) => side >= 0.95)).toBe(true);
    // Where it should be, as large as the panel allows (a pixel of the frame's edge may blend into the backdrop).
    expect(Math.abs(frame!.left - (picturePanel.left + box.left))).toBeLessThanOrEqual(2);
    expect(Math.abs(frame!.top - (picturePanel.top + box.top))).toBeLessThanOrEqual(2);
    expect(Math.abs(frame!.width - box.width)).toBeLessThanOrEqual(3);
    expect(Math.abs(frame!.height - box.height)).toBeLessThanOrEqual(3);
    expect(frame!.width / frame!.height).toBeCloseTo(width / height, 1);
    expect(box.width === picturePanel.width || box.height === picturePanel.height).toBe(true);
  });

  it('shows the picture alone, whole, when it can draw none of the heading or the site’s name', () => {
    // A Japanese owner: the network writes the title beside the picture, in the reader's fonts.
    const japanese = ['深夜バス', '山田 花子 のプロジェクト', '山田 花子'] as const;
    expect(drawPreview(...japanese, '600x900')).toEqual({
      fetched: [],
      png: 'PNG',
      across: ['ground', 'ground', 'picture', 'ground', 'ground'],
    });
    expect(drawPreview(...japanese, '800x800').across).toEqual(['ground', 'picture', 'picture', 'picture', 'ground']);
    expect(drawPreview(...japanese, '1200x630').across).toEqual([
      'picture',
      'picture',
      'picture',
      'picture',
      'picture',
    ]);
    // A heading it can draw only in part is not drawn misspelt: the site's name stands in.
    expect(drawPreview('深夜バス 2.0', '', 'Hanako Yamada', '600x900').across).toEqual([
      'ground',
      'ground',
      'ground',
      'picture',
      'picture',
    ]);
  });
});
