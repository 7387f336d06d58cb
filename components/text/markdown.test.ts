import { markdownHtml as withStyle, plainText } from './markdown';

const english = { newTab: ' (opens in a new tab)', local: (path: string) => path };
const markdownHtml = (text: string) => withStyle(text, english);
import { markdownProblem } from '@/lib/content/markdown';

describe('an owner’s long text', () => {
  it('keeps paragraphs, emphasis, inline code and lists', () => {
    const html = markdownHtml('One **bold** and *slanted* `code`.\n\nTwo:\n\n- first\n- second');
    expect(html).toContain('<p>One <strong>bold</strong> and <em>slanted</em> <code>code</code>.</p>');
    expect(html).toContain('<p>Two:</p>');
    expect(html).toMatch(/<ul>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ul>/);
  });

  it('opens a link off the site in a new tab and says so; a link within it stays', () => {
    const external = markdownHtml('See [the code](https://github.com/me/app).');
    expect(external).toContain(
      '<a href="https://github.com/me/app" target="_blank" rel="noopener noreferrer">the code' +
        '<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
    expect(markdownHtml('The [music](/music).')).toContain('<a href="/music">music</a>');
    // On a page in another language, a link within the site stays in that language.
    expect(
      withStyle('La [música](/music).', { newTab: ' (se abre en una pestaña nueva)', local: (path) => `/es${path}` }),
    ).toContain('<a href="/es/music">música</a>');
  });

  it('makes a bare address a link, as GitHub does', () => {
    expect(markdownHtml('Code: https://codeberg.org/me/app')).toContain(
      '<a href="https://codeberg.org/me/app" target="_blank"',
    );
  });

  it('shows raw HTML as text, should any get past the content check', () => {
    expect(markdownHtml('a <script>alert(1)</script> b')).not.toContain('<script>');
  });

  it('reads as plain words for previews and structured data', () => {
    expect(plainText('One **bold** [link](https://example.com) and `code`.\n\n- first\n- second')).toBe(
      'One bold link and code. first second',
    );
  });
});

describe('markdownProblem', () => {
  it('accepts what the site shows', () => {
    expect(
      markdownProblem(
        'Plain, **bold**, *italic*, `code`, [a link](https://example.com), https://example.com\n\n- a\n- b',
      ),
    ).toBeUndefined();
  });

  it('refuses raw HTML and the constructs the site does not show, each in one phrase', () => {
    expect(markdownProblem('Hello <b>there</b>')).toMatch(/^has raw HTML \("<b>"\): write plain paragraphs/);
    expect(markdownProblem('# Title')).toMatch(/^has a heading \("# Title"\)/);
    expect(markdownProblem('![me](me.jpg)')).toMatch(/^has a picture/);
    expect(markdownProblem('> quoted')).toMatch(/^has a quotation block/);
  });
});
