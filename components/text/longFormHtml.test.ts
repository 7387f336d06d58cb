/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { bundledThemes } from 'shiki/themes';
import { CODE_THEMES, longFormHtml } from './longFormHtml';

/**
 * The colour longForm.module.css gives each token class in each theme ("t-cf222e" → "#cf222e" in
 * the light one, "d-ff7b72" → "#ff7b72" in the dark), and the code's ground and text in each.
 */
const stylesheet = readFileSync(path.join(__dirname, 'longForm.module.css'), 'utf8');
const drawnIn = (prefix: string, variable: string) =>
  new Map(
    [
      ...stylesheet.matchAll(
        new RegExp(`:global\\(\\.(${prefix}-[0-9a-f]{6})\\)\\s*\\{\\s*${variable}:\\s*(#[0-9a-f]{6})`, 'g'),
      ),
    ].map(([, name, colour]) => [name!, colour!]),
  );
const drawn = { light: drawnIn('t', '--code-light'), dark: drawnIn('d', '--code-dark') };
const pair = String.raw`light-dark\((#[0-9a-f]+), (#[0-9a-f]+)\)`;
const [, lightGround, darkGround, lightInk, darkInk] = stylesheet.match(
  new RegExp(String.raw`\.longForm pre \{\s*background: ${pair};\s*color: ${pair};`),
)!;
const grounds = { light: lightGround!, dark: darkGround! };
const inks = { light: lightInk!, dark: darkInk! };
const hex6 = (colour: string) => (colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour);

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

  it('keeps a heading’s own link whole, its link to itself beside its words, never a link inside a link', async () => {
    const { html } = await render('## Built with [Next.js](https://nextjs.org)');
    const heading = new JSDOM(html).window.document.querySelector('h4')!;
    expect(heading.querySelectorAll('a a')).toHaveLength(0);
    expect(Array.from(heading.querySelectorAll('a'), (link) => link.getAttribute('href'))).toEqual([
      'https://nextjs.org',
      '#built-with-next-js',
    ]);
    // Named by the heading's words, its "#" shown and not said.
    expect(heading.querySelector('a.heading-link')!.textContent).toBe('#Built with Next.js');
    expect(heading.querySelector('a.heading-link [aria-hidden="true"]')!.textContent).toBe('#');
  });

  it('never gives a heading an id the page’s shell has: the main region’s, the menu’s', async () => {
    const { html } = await render('## Main\n\n## Site menu');
    expect(html).toContain('<h4 id="main-2">');
    expect(html).toContain('<h4 id="site-menu-2">');
  });

  it('colours code at build time, with its language named, as classes the stylesheet draws', async () => {
    const { html } = await render(
      '```ts\n// A comment\nexport const spans = (codes: string[]): number => codes.length + 1; // "text"\n```\n\n' +
        '```css\n.span {\n  inline-size: calc(var(--days) * 1px);\n  color: #2f6f4f;\n}\n```',
    );
    expect(html).toContain('<figure class="code"><figcaption>TypeScript</figcaption><pre class="shiki');
    expect(html).toContain('<figcaption>CSS</figcaption>');
    expect(html).toContain('tabindex="0"');
    // Colours are classes: the HTML holds no style attribute.
    expect(html).not.toContain('style=');
    // Each token names its colour in each theme.
    const classes = [...html.matchAll(/class="(t-[0-9a-f]{6}) (d-[0-9a-f]{6})"/g)];
    // Keywords, names, strings, numbers and comments each have their own.
    expect(new Set(classes.map((match) => match[1])).size).toBeGreaterThanOrEqual(4);
    for (const [, light, dark] of classes) {
      expect([light, drawn.light.has(light!)]).toEqual([light, true]);
      expect([dark, drawn.dark.has(dark!)]).toEqual([dark, true]);
    }
  });

  it.each(['light', 'dark'] as const)(
    'draws every colour of the %s theme, each readable (AA) on the code’s ground',
    async (scheme) => {
      const theme = (await bundledThemes[CODE_THEMES[scheme]]()).default;
      // The light theme's own ground; the dark one on the site's, darker than the theme's.
      if (scheme === 'light') expect(hex6(grounds.light)).toBe(theme.colors!['editor.background']);
      expect(inks[scheme]).toBe(theme.colors!['editor.foreground']);
      expect(contrast(inks[scheme], hex6(grounds[scheme]))).toBeGreaterThanOrEqual(4.5);
      const colours = new Set(
        (theme.tokenColors ?? []).flatMap(({ settings }) =>
          settings.foreground ? [settings.foreground.toLowerCase()] : [],
        ),
      );
      expect(colours.size).toBeGreaterThan(5);
      for (const colour of colours) {
        const shown = drawn[scheme].get(`${scheme === 'light' ? 't' : 'd'}-${colour.slice(1)}`);
        expect([colour, shown && contrast(shown, hex6(grounds[scheme])) >= 4.5]).toEqual([colour, true]);
      }
    },
  );

  it('shows code in no language plainly, escaped', async () => {
    const { html } = await render('```\n<script>alert(1)</script>\n```');
    expect(html).not.toContain('<figcaption>');
    expect(html).toContain('&#x3C;script>');
    expect(html).not.toContain('<script>');
  });

  it('leaves out the spaces that close a line, which no reader sees', async () => {
    const { html } = await render('One line, \nthe next.  \nAfter a break.');
    expect(html).toBe('<p>One line,\nthe next.<br>After a break.</p>\n');
  });

  it('draws a table in a block that scrolls by itself', async () => {
    const { html } = await render('| Code | Days |\n| ---- | ---: |\n| FIX1 | 90 |');
    expect(html).toContain(
      '<div class="table" tabindex="0"><table><thead><tr><th scope="col">Code</th>' +
        '<th scope="col" class="align-right">Days</th></tr></thead>' +
        '<tbody><tr><td>FIX1</td><td class="align-right">90</td></tr></tbody></table></div>',
    );
  });

  it('shows a picture whole from its variants, lazily, with its alt text', async () => {
    const { html } = await render('![A timeline of rate codes](projects/retention-curve-2.jpg)');
    expect(html).toContain('<source type="image/avif" srcset="/_img/ab12-400.avif 400w, /_img/ab12-800.avif 800w"');
    expect(html).toContain('<img src="/_img/ab12-800.jpg"');
    expect(html).toContain('width="800" height="600" alt="A timeline of rate codes" loading="lazy" decoding="async"');
  });

  it('opens a link off the site as its other external links do; shows HTML as the allowlist keeps it', async () => {
    const { html } = await render('[the code](https://github.com/me/app) and <b onclick="x()">bold</b>');
    expect(html).toContain(
      '<a href="https://github.com/me/app" target="_blank" rel="noopener noreferrer">the code' +
        '<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(html).toContain(' and <b>bold</b></p>');
    expect(html).not.toContain('onclick');
  });

  it('draws the HTML’s pictures from their variants and writes its links in the page’s language', async () => {
    const { html } = await longFormHtml(
      '<p><a href="/music">Music</a> <img src="projects/stage.jpg" alt="The stage at night"></p>\n\n' +
        '<script>x()</script>',
      {
        linkStyle: { newTab: ' (opens in a new tab)', local: (path) => `/es${path}` },
        resolve,
        headingShift: 2,
      },
    );
    expect(html).toMatch(
      new RegExp(
        '^<p><a href="/es/music">Music</a> <img src="/_img/ab12-800.jpg" ' +
          'srcset="/_img/ab12-400.jpg 400w, /_img/ab12-800.jpg 800w" sizes="[^"]+" width="800" height="600" ' +
          'alt="The stage at night" loading="lazy" decoding="async" /></p>$',
      ),
    );
  });
});
