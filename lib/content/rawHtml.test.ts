/** @jest-environment node */
import { parse } from 'parse5';
import { Marked } from 'marked';
import { cleanRawHtml, isCleanHtml } from './rawHtml';

/** Every element of some HTML and its attributes, as a browser builds them (parse5 follows the HTML standard). */
function elementsOf(html: string) {
  const found: { name: string; attribs: Record<string, string> }[] = [];
  type Node = { tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node };
  const walk = (node: Node) => {
    if (node.tagName)
      found.push({ name: node.tagName, attribs: Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])) });
    for (const child of [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])]) walk(child);
  };
  walk(parse(`<!DOCTYPE html><body>${html}`) as Node);
  return found;
}

/** The page's HTML of a text, as marked writes it with its HTML left as it is. */
const pageOf = (text: string) => new Marked({ gfm: true }).parse(text, { async: false });

/**
 * Script-running vectors of every kind the standard cross-site scripting lists hold (script,
 * handlers, javascript: and data: addresses in all their spellings, SVG, MathML, style, base,
 * forms, frames, parser confusion), each as a post would hold it, among Markdown.
 */
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src="a.jpg" alt="x" onerror="alert(1)">',
  '<IMG SRC=x onerror=alert(String.fromCharCode(88,83,83))>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=" JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">',
  '<svg onload="alert(1)"><circle r="4"/></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>body { background: url("javascript:alert(1)") }</style>',
  '<div style="background-image: url(javascript:alert(1))">styled</div>',
  '<base href="https://xss.example/">',
  '<form action="https://xss.example/"><input name="q"><button>Send</button></form>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://xss.example/x.swf"></object>',
  '<embed src="https://xss.example/x.swf">',
  '<meta http-equiv="refresh" content="0; url=https://xss.example/">',
  '<link rel="stylesheet" href="https://xss.example/x.css">',
  '<body onload="alert(1)">',
  '<details open ontoggle="alert(1)"><summary>x</summary></details>',
  '<input autofocus onfocus="alert(1)">',
  '<video><source onerror="alert(1)"></video>',
  '<p onmouseover="alert(1)">hover</p>',
  '<img src="https://tracker.example/pixel.gif" alt="pixel">',
  '<a href="//xss.example/">protocol-relative</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
];

/** Elements no text's HTML may leave in the page. */
const DROPPED = [
  ...['script', 'style', 'svg', 'math', 'base', 'meta', 'link'],
  ...['form', 'input', 'iframe', 'object', 'embed'],
];

describe('the HTML of a long text', () => {
  it.each(VECTORS)('drops what could run script or load from elsewhere, and names it: %s', (vector) => {
    const text = `Before *it*.\n\n${vector}\n\nAfter **it**.\n`;
    const { text: cleaned, dropped } = cleanRawHtml(text);
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped.every(({ line }) => line === 3)).toBe(true);
    const elements = elementsOf(pageOf(cleaned));
    for (const { name, attribs } of elements) {
      expect(DROPPED).not.toContain(name);
      for (const [attribute, value] of Object.entries(attribs)) {
        expect(attribute).not.toMatch(/^on|^style$|^srcdoc$|^xlink:href$/);
        expect(value.replace(/[\u0000-\u0020]/g, '')).not.toMatch(/^(javascript|vbscript|data):|^\/\//i);
        if (name === 'img' && attribute === 'src') expect(value).not.toMatch(/^https?:/);
      }
    }
    expect(cleaned.startsWith('Before *it*.\n\n')).toBe(true);
    expect(cleaned.endsWith('\n\nAfter **it**.\n')).toBe(true);
  });

  it('keeps the HTML the Markdown of code-hosting sites keeps, as written, and names nothing', () => {
    const text = [
      'A <a href="https://click.example/" title="Click">link</a>, H<sub>2</sub>O, E = mc<sup>2</sup>,',
      'press <kbd>Ctrl</kbd> + <kbd>C</kbd>, <abbr title="HyperText">HTML</abbr>, <mark>this</mark>.<br>',
      'A line <em>and</em> <strong>more</strong>, <del>gone</del> <ins>new</ins>, <s>was</s>, <code>x &lt; y</code>.',
      '',
      '<details>',
      '<summary>Read the set list</summary>',
      '',
      '1. Opening',
      '2. *Night Drive*',
      '',
      '</details>',
      '',
      '<table>',
      '  <tr><th scope="col">Track</th><th colspan="2">Take</th></tr>',
      '  <tr><td>Night Drive</td><td>3</td><td>4</td></tr>',
      '</table>',
      '',
      '<figure><img src="stage.jpg" alt="The stage at night" width="800" height="600">',
      '<figcaption>The stage</figcaption></figure>',
    ].join('\n');
    const { text: cleaned, dropped, links, pictures } = cleanRawHtml(text);
    expect(dropped).toEqual([]);
    expect(links).toEqual([{ line: 1, address: 'https://click.example/' }]);
    expect(pictures).toEqual([{ line: 18, address: 'stage.jpg', alt: 'The stage at night' }]);
    // The Markdown between the tags comes back byte for byte; the details stays one around it.
    expect(cleaned).toContain('<summary>Read the set list</summary>\n\n1. Opening\n2. *Night Drive*\n\n</details>');
    const names = elementsOf(pageOf(cleaned)).map(({ name }) => name);
    for (const name of ['a', 'sub', 'sup', 'kbd', 'abbr', 'mark', 'br', 'em', 'del', 'ins', 's', 'code'])
      expect(names).toContain(name);
    for (const name of ['details', 'summary', 'ol', 'table', 'th', 'td', 'figure', 'img', 'figcaption'])
      expect(names).toContain(name);
    const headers = elementsOf(pageOf(cleaned)).filter(({ name }) => name === 'th');
    expect(headers.map(({ attribs }) => attribs)).toEqual([{ scope: 'col' }, { colspan: '2' }]);
  });

  it('leaves code and the summary’s mark alone, and drops the attributes the site draws itself quietly', () => {
    const text =
      '```html\n<script>kept()</script>\n```\n\nSee `<b onclick>`.\n\n<!--more-->\n\n' +
      '<a href="/music" target="_blank" rel="noopener" class="btn">Music</a>\n';
    const { text: cleaned, dropped, links } = cleanRawHtml(text);
    expect(dropped).toEqual([]);
    expect(links).toEqual([{ line: 9, address: '/music' }]);
    expect(cleaned).toBe(
      '```html\n<script>kept()</script>\n```\n\nSee `<b onclick>`.\n\n<!--more-->\n\n<a href="/music">Music</a>\n',
    );
  });

  it('writes the links and pictures it keeps as the page asks, and a link that leads nowhere as its words', () => {
    const html = '<a href="/music">Music</a> <a href="javascript:x()">bad</a> <img src="a.jpg" alt="A">';
    const { text } = cleanRawHtml(html, {
      link: (href) => `/base${href}`,
      picture: ({ src, alt }) => ({ src: `/_img/${src}`, srcset: `/_img/${src} 400w`, alt, loading: 'lazy' }),
    });
    expect(text).toBe(
      '<a href="/base/music">Music</a> <span>bad</span> ' +
        '<img src="/_img/a.jpg" srcset="/_img/a.jpg 400w" alt="A" loading="lazy" />',
    );
    expect(isCleanHtml('<img src="/_img/a.jpg" srcset="/_img/a.jpg 400w" alt="A" loading="lazy" />')).toBe(true);
    expect(isCleanHtml('<img src="a.jpg" onerror="x()">')).toBe(false);
  });

  it('names each dropped thing with its line and why', () => {
    const text = 'One.\n\n<p style="text-align:center" onclick="go()">Two</p>\n\n<center>Three</center>\n';
    const { dropped } = cleanRawHtml(text);
    expect(dropped).toEqual([
      { line: 3, what: 'the style of <p>: the site’s stylesheet draws the page' },
      { line: 3, what: 'the attribute onclick of <p>: an event handler would run script' },
      { line: 5, what: '<center>, not a tag the site shows (its words are kept)' },
    ]);
  });
});
