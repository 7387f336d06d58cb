import { longFormAudio, longFormPictures, longFormProblems } from './longFormRules';
import type { AudioFile } from './media';

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
    expect(longFormPictures({ file, text }, '.')).toEqual([
      { src: 'projects/diagram.png', alt: 'A diagram of the merge' },
    ]);
  });

  it('takes the HTML code-hosting sites show, and refuses what the site drops of it, naming the line', () => {
    expect(problems('A <a href="https://example.com">link</a>, <kbd>Ctrl</kbd> and <sup>2</sup>.<br>\n')).toEqual([]);
    expect(problems('## One\n\n<div onclick="x()">hi</div>\n')).toEqual([
      `${file}:3: drops the attribute onclick of <div>: an event handler would run script`,
    ]);
    expect(problems('One line.\n\nTwo <script>alert(1)</script> three.')).toEqual([
      `${file}:3: drops <script>, a script: no script of a text runs on the page`,
    ]);
  });

  it('checks the links and pictures of the HTML as it checks the Markdown’s', () => {
    expect(
      problems('<a href="/blog/first">Old</a> <a href="/music">Music</a>\n\n<img src="diagram.png" alt="A diagram">\n'),
    ).toEqual([
      `${file}:1: links to /blog/first, a page or file the site does not have`,
      `${file}:3: picture "diagram.png" is not in content/pictures/`,
    ]);
    expect(problems('<p><img src="projects/diagram.png" alt=""></p>')).toEqual([
      `${file}:1: picture "projects/diagram.png" needs alt text that says what it shows: ` +
        '![what it shows](projects/diagram.png)',
    ]);
    expect(longFormPictures({ file, text: '<img src="projects/diagram.png" alt="A diagram">' }, '.')).toEqual([
      { src: 'projects/diagram.png', alt: 'A diagram' },
    ]);
  });

  it('takes plain-text code under the names site generators give it', () => {
    for (const name of ['text', 'plaintext', 'txt', 'nohighlight', 'console', 'shell-session'])
      expect(problems(`\`\`\`${name}\n$ make\n\`\`\``)).toEqual([]);
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
    // An address with a stray %, which decodes to nothing: a line, never a stack trace.
    expect(problems('[Half](/music%) and ![Half](projects/50%.png)')).toEqual([
      `${file}:1: links to /music%, a page or file the site does not have`,
      `${file}:1: picture "projects/50%.png" is not in content/pictures/`,
    ]);
    expect(problems('```klingon\nx\n```')[0]).toMatch(
      /^content\/projects\/retention-curve\.md:1: code block in "klingon"/,
    );
  });
});

describe('media in a long text', () => {
  const post = 'content/writing/a-session/index.md';
  const mediaSite = {
    ...site,
    root: '/nowhere',
    hasTrack: (slug: string) => slug === 'night-drive',
    hasAudio: (audio: AudioFile) => audio.path === 'content/writing/a-session/take.mp3' || audio.path === '/live.mp3',
  };
  const check = (text: string) => longFormProblems({ file: post, text }, mediaSite);

  it('takes a track, an audio file beside the text or in public/, and another site’s player, alone on a line', () => {
    const text = [
      '![](/music/night-drive)',
      '',
      '![A take](take.mp3)',
      '',
      '![From the archive](/live.mp3)',
      '',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      '',
      '[The rehearsal](https://vimeo.com/76979871)',
    ].join('\n');
    expect(check(text)).toEqual([]);
    // Played, not pictures: none goes to the picture build.
    expect(longFormPictures({ file: post, text }, '/nowhere')).toEqual([]);
    expect(longFormAudio({ file: post, text })).toEqual([
      { in: 'content', path: 'content/writing/a-session/take.mp3', url: '/_media/writing/a-session/take.mp3' },
      { in: 'public', path: '/live.mp3', url: '/live.mp3' },
    ]);
  });

  it('names a track the site does not have, an audio file that is not there, and a Bandcamp page, by line', () => {
    expect(
      check(
        ['![](/music/no-such-track)', '', '![A take](missing.mp3)', '', 'https://artist.bandcamp.com/album/x'].join(
          '\n',
        ),
      ),
    ).toEqual([
      `${post}:1: plays /music/no-such-track, a track the site does not have`,
      `${post}:3: audio "missing.mp3" is not there: content/writing/a-session/missing.mp3 does not exist`,
      `${post}:5: a Bandcamp page has no player to show here: paste the player's address from Bandcamp's ` +
        'Share / Embed (https://bandcamp.com/EmbeddedPlayer/…) alone on its line',
    ]);
  });

  it('names a Hugo shortcode and a Liquid tag with the Markdown to write instead, and leaves code alone', () => {
    const text = [
      'Intro.',
      '',
      '{{< youtube w7Ejdj >}}',
      '',
      '{% highlight ruby %}',
      'puts 1',
      '{% endhighlight %}',
      '',
      '`{{ site.title }}` in code is code.',
      '',
      '```',
      '{{< not this >}}',
      '```',
    ].join('\n');
    expect(check(text)).toEqual([
      `${post}:3: "{{< youtube w7Ejdj >}}" is a Hugo shortcode, which this site shows as text: write the address ` +
        'alone on its line: https://www.youtube.com/watch?v=w7Ejdj',
      `${post}:5: "{% highlight ruby %}" is a Liquid tag, which this site shows as text: write a code block: ` +
        '```ruby … ```',
      `${post}:7: "{% endhighlight %}" is a Liquid tag, which this site shows as text: write Markdown instead`,
    ]);
  });
});
