import { longFormPictures, longFormProblems } from './longForm';

const file = 'content/projects/retention-curve.md';
const site = {
  hasPicture: (src: string) => src === 'projects/diagram.png',
  hasPath: (sitePath: string) => ['/music', '/projects'].includes(sitePath),
};
const problems = (text: string) => longFormProblems({ file, text }, site);

describe('a long text’s Markdown', () => {
  it('takes headings ## to ####, quotations, tables, pictures, code, links and lists', () => {
    const text = [
      '## Why',
      '',
      'A [link](https://example.com), a [page](/music) and a [place](#why).',
      '',
      '> Quoted.',
      '',
      '![A diagram of the merge](projects/diagram.png)',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '### How',
      '',
      '```ts',
      'const a = 1;',
      '```',
      '',
      '#### Then',
      '',
      '- one',
      '- two',
    ].join('\n');
    expect(problems(text)).toEqual([]);
    expect(longFormPictures(text)).toEqual([{ src: 'projects/diagram.png', alt: 'A diagram of the merge' }]);
  });

  it('refuses raw HTML, in a block or inside a line, naming the line', () => {
    expect(problems('## One\n\n<div onclick="x()">hi</div>\n')).toEqual([
      `${file}:3: has raw HTML ("<div onclick=\\"x()\\">hi</div>"): ` +
        'write Markdown only; HTML could run script on the page',
    ]);
    expect(problems('One line.\n\nTwo <img src=x onerror=alert(1)> three.')[0]).toMatch(
      new RegExp(`^${file}:3: has raw HTML`),
    );
  });

  it('refuses a link that could run script', () => {
    expect(problems('A [link](javascript:alert(1)).')[0]).toMatch(
      /^content\/projects\/retention-curve\.md:1: links to "javascript:alert\(1\)"/,
    );
  });

  it('refuses a picture not in content/pictures/, and one without alt text', () => {
    expect(problems('Text.\n\n\n![A diagram](diagram.png)')).toEqual([
      `${file}:4: picture "diagram.png" is not in content/pictures/`,
    ]);
    expect(problems('![](projects/diagram.png)')).toEqual([
      `${file}:1: picture "projects/diagram.png" needs alt text that says what it shows: ` +
        '![what it shows](projects/diagram.png)',
    ]);
    expect(problems('![A diagram](../secret.png)')[0]).toContain('is not in content/pictures/');
  });

  it('refuses a heading # (the page has its title) and one below ####', () => {
    expect(problems('Intro.\n\n# Title')).toEqual([
      `${file}:3: has a heading # ("# Title"): the page's title is its only heading #; start at ## (h2)`,
    ]);
    expect(problems('##### Deep')[0]).toContain('deeper than ####');
  });

  it('refuses a link to a path the site does not have, and a code language the highlighter does not know', () => {
    expect(problems('- [Gone](/blog/first)')).toEqual([
      `${file}:1: links to /blog/first, a page or file the site does not have`,
    ]);
    expect(problems('```klingon\nx\n```')[0]).toMatch(
      /^content\/projects\/retention-curve\.md:1: code block in "klingon"/,
    );
  });
});
