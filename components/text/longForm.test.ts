/** @jest-environment node */
import { longFormHtml } from './longForm';

const resolve = ({ alt }: { alt: string }) => ({
  variants: '/_img/ab12',
  widths: [400, 800],
  fallback: 'jpg' as const,
  width: 800,
  height: 600,
  alt,
});
const render = (text: string) =>
  longFormHtml(text, {
    linkStyle: { newTab: ' (opens in a new tab)', local: (path) => path },
    resolve,
    headingShift: 2,
    reservedIds: ['case-study'],
  });

/** WCAG's relative luminance and contrast ratio of two #rrggbb colours. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('a case study as HTML', () => {
  it('gives each heading an id and a link to itself, below the page’s own headings', async () => {
    const { html, headings } = await render('## The problem\n\n### The problem\n\n## Case study\n\n#### Café *noir*');
    expect(html).toContain('<h4 id="the-problem"><a href="#the-problem">The problem</a></h4>');
    expect(html).toContain('<h5 id="the-problem-2"><a href="#the-problem-2">The problem</a></h5>');
    // The page's own "case-study" id stays the case study's heading's.
    expect(html).toContain('<h4 id="case-study-2">');
    expect(html).toContain('<h6 id="cafe-noir"><a href="#cafe-noir">Café <em>noir</em></a></h6>');
    expect(headings.map(({ depth, text }) => [depth, text])).toEqual([
      [2, 'The problem'],
      [3, 'The problem'],
      [2, 'Case study'],
      [4, 'Café noir'],
    ]);
  });

  it('colours code at build time, with its language named, every colour readable (AA) on its background', async () => {
    const { html } = await render(
      '```ts\n// A comment\nexport const spans = (codes: string[]): number => codes.length + 1; // "text"\n```\n\n' +
        '```css\n.span {\n  inline-size: calc(var(--days) * 1px);\n  color: #2f6f4f;\n}\n```',
    );
    expect(html).toContain('<figure class="code"><figcaption>TypeScript</figcaption><pre class="shiki');
    expect(html).toContain('<figcaption>CSS</figcaption>');
    expect(html).toContain('tabindex="0"');
    const background = html.match(/background-color:(#[0-9a-f]{6})/i)![1]!;
    const colours = new Set([...html.matchAll(/[;"]color:(#[0-9a-f]{6})/gi)].map((match) => match[1]!.toLowerCase()));
    // Keywords, names, strings, numbers and comments each have their own.
    expect(colours.size).toBeGreaterThanOrEqual(4);
    for (const colour of colours) expect([colour, contrast(colour, background) >= 4.5]).toEqual([colour, true]);
  });

  it('shows code in no language plainly, escaped', async () => {
    const { html } = await render('```\n<script>alert(1)</script>\n```');
    expect(html).not.toContain('<figcaption>');
    expect(html).toContain('&#x3C;script>');
    expect(html).not.toContain('<script>');
  });

  it('draws a table in a block that scrolls by itself', async () => {
    const { html } = await render('| Code | Days |\n| ---- | ---: |\n| FIX1 | 90 |');
    expect(html).toContain(
      '<div class="table" tabindex="0"><table><thead><tr><th scope="col">Code</th>' +
        '<th scope="col" style="text-align:right">Days</th></tr></thead>' +
        '<tbody><tr><td>FIX1</td><td style="text-align:right">90</td></tr></tbody></table></div>',
    );
  });

  it('shows a picture whole from its variants, lazily, with its alt text', async () => {
    const { html } = await render('![A timeline of rate codes](projects/retention-curve-2.jpg)');
    expect(html).toContain('<source type="image/avif" srcset="/_img/ab12-400.avif 400w, /_img/ab12-800.avif 800w"');
    expect(html).toContain('<img src="/_img/ab12-800.jpg"');
    expect(html).toContain('width="800" height="600" alt="A timeline of rate codes" loading="lazy" decoding="async"');
  });

  it('opens a link off the site as the site’s other external links do, and shows stray HTML as text', async () => {
    const { html } = await render('[the code](https://github.com/me/app) and <b onclick="x()">bold</b>');
    expect(html).toContain(
      '<a href="https://github.com/me/app" target="_blank" rel="noopener noreferrer">the code' +
        '<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(html).toContain('&lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;');
  });
});
