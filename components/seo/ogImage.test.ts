/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Draws a preview with the real renderer in a Node process of its own (see testing/renderPreview.tsx). */
function drawPreview(
  heading: string,
  subheading: string,
  siteName: string,
  pictureSize?: string,
): { fetched: string[]; png: string; across: string[] } {
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
    expect(drawPreview('Night Drive', 'by Alex Rivera', 'Alex Rivera', '800x800').across).toEqual([
      'ground',
      'ground',
      'ground',
      'picture',
      'picture',
    ]);
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
