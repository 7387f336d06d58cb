/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Draws a preview with the real renderer in a Node process of its own (see testing/renderPreview.tsx). */
function drawPreview(heading: string, subheading: string, siteName: string): { fetched: string[]; png: string } {
  const script = path.join(__dirname, 'testing/renderPreview.tsx');
  const output = execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', script, heading, subheading, siteName], { encoding: 'utf8' });
  return JSON.parse(output);
}

describe('the link-preview picture, drawn offline', () => {
  it('draws accented Latin (Vietnamese too), Cyrillic and Greek from the bundled fonts, fetching none from the web', () => {
    expect(drawPreview('Łódź · Ночной поезд', 'Νυχτερινό τρένο, Şule, Ő, Nguyễn Thị Ánh', 'Łucja Ковальчук')).toEqual({ fetched: [], png: 'PNG' });
  });

  it('leaves out what no bundled font draws, rather than fetch a font for it', () => {
    expect(drawPreview('Café noir 🎷 東京', 'خريطة الحافلات', 'Ǆemal')).toEqual({ fetched: [], png: 'PNG' });
  });
});
