/** @jest-environment node */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { OldAddresses } from './lib/addresses';
import { bundleFiles } from './lib/bundle';
import { convertBody } from './lib/convert';
import { asDraft } from './lib/drafts';
import { oldAddress, oldPosts, readOldSite, type OldSite } from './lib/oldSite';
import { rewriteBody, type RewriteContext } from './lib/rewrite';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const fixture = (name: string) => path.join(root, 'e2e', 'sites', 'imports', name);

describe('a post’s body, converted', () => {
  it('turns the shortcodes and tags with a Markdown form into it, each alone on its line', () => {
    const { text, left } = convertBody(
      [
        'Before {{< youtube w7Ejdj7kVxY >}} after.',
        '',
        '{{< figure src="desk.jpg" caption="The desk" >}}',
        '',
        '{{< audio "take.mp3" >}}',
        '',
        '{{< highlight go >}}',
        'package main',
        '{{< /highlight >}}',
        '',
        '![A sign]({{ site.baseurl }}/images/sign.jpg)',
        '',
        '{{< x user="GoHugoIO" id="1305090583917203457" >}}',
        '',
        '{{< instagram DBHw3t6A6a4 >}}',
      ].join('\n'),
    );
    expect(text).toBe(
      [
        'Before',
        '',
        'https://www.youtube.com/watch?v=w7Ejdj7kVxY',
        '',
        'after.',
        '',
        '![The desk](desk.jpg)',
        '',
        '![take](take.mp3)',
        '',
        '```go',
        'package main',
        '```',
        '',
        '![A sign](/images/sign.jpg)',
        '',
        'https://x.com/GoHugoIO/status/1305090583917203457',
        '',
        'https://www.instagram.com/p/DBHw3t6A6a4/',
      ].join('\n'),
    );
    expect(left).toEqual([]);
  });

  it('leaves one it cannot convert, named by its line', () => {
    expect(convertBody('One.\n\n{{< gist elin 5a1f >}}\n').left).toEqual([{ line: 3, raw: '{{< gist elin 5a1f >}}' }]);
  });

  it('writes the generators’ own links to a post as its new address, where they stand', () => {
    const posts: Record<string, string> = { 'first-gig': '/writing/first-gig', '2015-12-28-python': '/writing/python' };
    const postLink = (target: string) => {
      const [name = '', fragment] = target.replace(/\.md$/, '').split('#');
      const found = posts[name.split('/').at(-1)!];
      return found && (fragment ? `${found}#${fragment}` : found);
    };
    const { text, left } = convertBody(
      [
        '[The gig]({{< ref "first-gig.md" >}}), [its set]({{< relref "/posts/first-gig#set" >}}),',
        '[en Python]({% post_url 2015-12-28-python %}), [again]({% link _posts/2015-12-28-python.md %}),',
        '[gone]({{< ref "nowhere.md" >}}).',
      ].join('\n'),
      postLink,
    );
    expect(text).toBe(
      [
        '[The gig](/writing/first-gig), [its set](/writing/first-gig#set),',
        '[en Python](/writing/python), [again](/writing/python),',
        '[gone]({{< ref "nowhere.md" >}}).',
      ].join('\n'),
    );
    expect(left).toEqual([{ line: 3, raw: '{{< ref "nowhere.md" >}}' }]);
  });
});

describe('the old site and its addresses', () => {
  it('finds Hugo’s posts and fills its permalink setting; its page bundles keep their folder', () => {
    const site = readOldSite(fixture('hugo'))!;
    expect(site).toMatchObject({
      generator: 'Hugo',
      posts: 'content/posts',
      permalink: '/:year/:month/:filename/',
      url: 'https://elin.example',
    });
    const posts = oldPosts(site);
    expect(posts.map((post) => [post.file, post.bundle ?? post.translates])).toEqual([
      ['content/posts/first-gig.fr.md', 'fr'],
      ['content/posts/first-gig.md', undefined],
      ['content/posts/live-at-the-harbour.md', undefined],
      ['content/posts/set-list.md', undefined],
      ['content/posts/Studio_Diary/index.md', 'content/posts/Studio_Diary'],
      ['content/posts/tape-loops/index.md', 'content/posts/tape-loops'],
    ]);
    expect(oldAddress(site, posts[4]!, { date: '2021-03-14' })).toBe('/2021/03/Studio_Diary/');
    expect(oldAddress({ ...site, permalink: '/posts/:filename/' }, posts[1]!, {})).toBe('/posts/first-gig/');
    // Hugo's default: the folders below the section too.
    expect(oldAddress({ ...site, permalink: '/:sections/:filename/' }, { ...posts[1]!, folders: '2020' }, {})).toBe(
      '/posts/2020/first-gig/',
    );
  });

  it('knows Jekyll’s and Astro Paper’s defaults', () => {
    const jekyll = readOldSite(fixture('jekyll'))!;
    expect(jekyll.url).toBe('https://blog.elin.example');
    const [post] = oldPosts(jekyll);
    expect(oldAddress(jekyll, post!, { date: '2015-11-10', categories: ['jekyll', 'update'] })).toBe(
      '/jekyll/update/2015/11/10/first-light.html',
    );
    const astro = readOldSite(fixture('astro'))!;
    expect(oldAddress(astro, oldPosts(astro)[0]!, { slug: 'adding-new-posts' })).toBe('/posts/adding-new-posts/');
    // Astro Paper's src/config.ts names its site as `website`.
    expect(astro.url).toBe('https://elin-notes.example');
    expect(readOldSite(path.join(root, 'docs'))).toBeUndefined();
  });
});

describe('where an old address leads now', () => {
  const hugo = readOldSite(fixture('hugo'))!;
  const [, firstGig, , , studioDiary, tapeLoops] = oldPosts(hugo);
  const moved = [
    { post: firstGig!, oldAddresses: ['/2020/06/first-gig/'], slug: 'first-gig', tags: ['live', 'Music'] },
    { post: studioDiary!, oldAddresses: ['/2021/03/Studio_Diary/'], slug: 'studio-diary', tags: ['studio'] },
    { post: tapeLoops!, oldAddresses: ['/2021/05/tape-loops/'], slug: 'tape-loops', tags: ['tape'] },
  ];
  const addresses = new OldAddresses(hugo, moved, (sitePath) => ['/about', '/music'].includes(sitePath));
  const from = '/2021/08/live-at-the-harbour/';

  it('leads a post’s old address to its page, however it is written', () => {
    for (const written of [
      '/2020/06/first-gig/',
      '/2020/06/first-gig',
      'https://elin.example/2020/06/first-gig/',
      'http://www.elin.example/2020/06/first-gig/index.html',
      '../../../2020/06/first-gig/',
    ])
      expect(addresses.resolve(written, from)).toEqual({ href: '/writing/first-gig' });
    expect(addresses.resolve('/2021/03/studio_diary/#more', from)).toEqual({ href: '/writing/studio-diary#more' });
  });

  it('leads a tag’s page, the posts’ list and the new site’s own pages where they are now', () => {
    expect(addresses.resolve('/tags/music/', from)).toEqual({ href: '/writing/tags/music' });
    expect(addresses.resolve('/categories/live', from)).toEqual({ href: '/writing/tags/live' });
    expect(addresses.resolve('/posts/', from)).toEqual({ href: '/writing' });
    expect(addresses.resolve('/about/', from)).toEqual({ href: '/about' });
  });

  it('finds a file the old site published: a bundle’s, by the post’s address or its folder, and the root’s', () => {
    const bundle = path.join(fixture('hugo'), 'content', 'posts');
    expect(addresses.resolve('/2021/05/tape-loops/tune.mp3', from, { media: true })).toEqual({
      file: path.join(bundle, 'tape-loops', 'tune.mp3'),
    });
    expect(addresses.resolve('/posts/tape-loops/images/reel.jpg', from, { media: true })).toEqual({
      file: path.join(bundle, 'tape-loops', 'images', 'reel.jpg'),
    });
    expect(addresses.resolve('https://elin.example/images/venue.jpg', from, { media: true })).toEqual({
      file: path.join(fixture('hugo'), 'static', 'images', 'venue.jpg'),
    });
    expect(addresses.resolve('/images/poster.png', from, { media: true })).toEqual({
      left: '/images/poster.png is not on the old site',
    });
  });

  it('leaves another site’s address as it is, and sends an old page that is no post to the old site', () => {
    for (const written of ['https://example.com/a', 'mailto:me@elin.example', '#set'])
      expect(addresses.resolve(written, from)).toEqual({ href: written });
    expect(addresses.resolve('/talks/', from)).toEqual({
      href: 'https://elin.example/talks/',
      note: "links to the old site's /talks/, which is no post: the link now goes there",
    });
    const unknown = new OldAddresses({ ...hugo, url: undefined }, moved, () => false);
    expect(unknown.resolve('/talks/', from)).toEqual({
      left:
        "links to the old site's /talks/, which is no post, and the old site's address is not in its " +
        'configuration: write the full address',
    });
  });
});

describe('a post’s body, moved in', () => {
  const hugo = readOldSite(fixture('hugo'))!;
  const context = (site: OldSite = hugo): RewriteContext & { brought: string[] } => {
    const brought: string[] = [];
    return {
      addresses: new OldAddresses(site, [], () => false),
      oldAddress: '/2021/08/a-post/',
      inBundle: (relative) => relative === 'cover.jpg',
      bring: (file) => {
        brought.push(file);
        return path.basename(file);
      },
      brought,
    };
  };

  it('writes HTML as Markdown where Markdown has it: links, pictures, players of other sites', () => {
    const moved = rewriteBody(
      [
        'See <a href="https://click.example/" target="_blank">Click</a> and <img src="cover.jpg" alt="The cover">.',
        '',
        '<p align="center"><img src="/images/venue.jpg" alt="The venue"></p>',
        '',
        '<figure><img src="cover.jpg" alt="The cover"><figcaption>On the night</figcaption></figure>',
        '',
        '<iframe width="560" src="https://www.youtube.com/embed/w7Ejdj7kVxY?start=30" title="The set"></iframe>',
        '',
        '<div class="video"><iframe src="https://player.vimeo.com/video/76979871"></iframe></div>',
        '',
        '<iframe src="https://maps.example/embed?pb=1"></iframe>',
      ].join('\n'),
      context(),
    );
    expect(moved.text).toBe(
      [
        'See [Click](https://click.example/) and ![The cover](cover.jpg).',
        '',
        '![The venue](venue.jpg)',
        '',
        '![The cover](cover.jpg)',
        '',
        'On the night',
        '',
        '[The set](https://www.youtube.com/watch?v=w7Ejdj7kVxY&t=30)',
        '',
        'https://vimeo.com/76979871',
        '',
        '[maps.example](https://maps.example/embed?pb=1)',
      ].join('\n'),
    );
    expect(moved.notes).toEqual([
      { line: 11, what: 'a frame of maps.example, which the site does not show, is a link to it' },
    ]);
  });

  it('moves headings down a level where there is a #, and makes code in an unknown language plain text', () => {
    const moved = rewriteBody(
      '# One\n\nText.\n\n## Two\n\n#### Four\n\n```ruby linenos\nx\n```\n\n```liquid-ish\ny\n```\n',
      context(),
    );
    expect(moved.headingsMoved).toBe(true);
    expect(moved.text).toBe('## One\n\nText.\n\n### Two\n\n#### Four\n\n```ruby linenos\nx\n```\n\n```text\ny\n```\n');
    expect(moved.notes).toEqual([
      { line: 13, what: 'code in "liquid-ish", which the highlighter does not know, is plain text' },
    ]);
    expect(rewriteBody('## Two\n', context()).headingsMoved).toBe(false);
  });

  it('brings the old site’s files, links another’s picture, gives an empty link its words, cleans the rest', () => {
    const moving = context();
    const moved = rewriteBody(
      [
        '![The venue](/images/venue.jpg) and ![A chart](https://charts.example/c.png)',
        '',
        'The [slides]() and [the talks](/talks/).',
        '',
        '<span style="color: red" onclick="go()">Loud</span><script>track()</script>',
      ].join('\n'),
      moving,
    );
    expect(moved.text).toBe(
      [
        '![The venue](venue.jpg) and [A chart](https://charts.example/c.png)',
        '',
        'The slides and [the talks](https://elin.example/talks/).',
        '',
        '<span>Loud</span>',
      ].join('\n'),
    );
    expect(moving.brought).toEqual([path.join(fixture('hugo'), 'static', 'images', 'venue.jpg')]);
    expect(moved.notes.map(({ line, what }) => `${line}: ${what}`)).toEqual([
      '1: a picture of another site (https://charts.example/c.png) is a link to it: save it beside the post to show it',
      '3: the link "[slides]()" led nowhere: its words stay',
      "3: links to the old site's /talks/, which is no post: the link now goes there",
      '5: drops the style of <span>: the site’s stylesheet draws the page',
      '5: drops the attribute onclick of <span>: an event handler would run script',
      '5: drops <script>, a script: no script of a text runs on the page',
    ]);
  });
});

describe('a bundle’s files, nested sections and a draft', () => {
  const scratch = (files: Record<string, string>) => {
    mkdirSync(path.join(root, '.cache'), { recursive: true });
    const folder = mkdtempSync(path.join(root, '.cache', 'blog-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    return folder;
  };

  it('brings a bundle’s folders along, and names what is no content of a post', () => {
    expect(bundleFiles(path.join(fixture('hugo'), 'content', 'posts', 'tape-loops'))).toEqual({
      brought: ['images/reel.jpg', 'tune.mp3'],
      left: [{ file: 'js/visualiser.js', why: 'a script: no script of a post runs on this site' }],
    });
    const bundle = scratch({
      'index.md': '---\ntitle: T\n---\n',
      'index.fr.md': '---\ntitle: T\n---\n',
      'data/set.csv': 'a,b\n',
      'style.css': 'p {}\n',
      'demo.html': '<p>Hi</p>\n',
      '.DS_Store': '',
      'node_modules/x/index.js': '',
    });
    try {
      expect(bundleFiles(bundle)).toEqual({
        brought: ['data/set.csv'],
        left: [
          { file: '.DS_Store', why: 'a file of the machine it was written on' },
          { file: 'demo.html', why: 'a page of its own, which this site does not publish' },
          { file: 'index.fr.md', why: 'the post in another language: import it by hand' },
          { file: 'node_modules/', why: 'a folder of a tool, not of the post' },
          { file: 'style.css', why: 'a stylesheet: this site’s own draws its pages' },
        ],
      });
    } finally {
      rmSync(bundle, { recursive: true, force: true });
    }
  });

  it('reads Hugo’s nested sections, their posts at their folders’ addresses', () => {
    const blog = scratch({
      'hugo.yaml': 'baseURL: https://me.example/\n',
      'content/posts/2019/spring/index.md': '---\ntitle: Spring\n---\n',
      'content/posts/2019/autumn.md': '---\ntitle: Autumn\n---\n',
      'content/posts/2019/_index.md': '---\ntitle: 2019\n---\n',
    });
    try {
      const site = readOldSite(blog)!;
      expect(site).toMatchObject({ permalink: '/:sections/:filename/', url: 'https://me.example' });
      expect(oldPosts(site).map((post) => oldAddress(site, post, {}))).toEqual([
        '/posts/2019/autumn/',
        '/posts/2019/spring/',
      ]);
    } finally {
      rmSync(blog, { recursive: true, force: true });
    }
  });

  it('keeps a post a draft where its draft was, moving no line', () => {
    const text = '---\ntitle: T\ndraft: false\naliases:\n  - /old/\n---\nBody.\n';
    const draft = asDraft(text);
    expect(draft.split('\n')).toHaveLength(text.split('\n').length);
    expect(draft).toMatch(/^---\ntitle: T\ndraft: true # npm run import: .+\naliases:\n {2}- \/old\/\n---\nBody\.\n$/);
  });
});

describe('npm run import', () => {
  jest.setTimeout(120_000);

  const importInto = async (site: string, name: string) =>
    (
      await run(process.execPath, [tsx, path.join(__dirname, 'import.mts'), fixture(name), '--site', site], {
        cwd: root,
      })
    ).stdout;

  it('moves a Hugo, a Jekyll and an Astro blog in: each post the check takes published, the rest drafts', async () => {
    mkdirSync(path.join(root, '.cache'), { recursive: true });
    const site = mkdtempSync(path.join(root, '.cache', 'import-'));
    try {
      cpSync(path.join(root, 'e2e', 'sites', 'other-owner'), site, { recursive: true });
      const hugo = await importInto(site, 'hugo');
      const jekyll = await importInto(site, 'jekyll');
      const astro = await importInto(site, 'astro');
      const writing = path.join(site, 'content', 'writing');
      const shownWriting = `.cache/${path.basename(site)}/content/writing/`;
      const summary = (stdout: string) => stdout.slice(stdout.indexOf('posts of the'));

      expect(summary(hugo)).toBe(
        [
          `posts of the Hugo site read, 5 imported into ${shownWriting}`,
          "import: headings moved down one level in 1 post: the page's title is its only #",
          'import: 4 published',
          'import: 1 kept as drafts, not published until what follows is mended (each file says why too):',
          'import:   content/writing/set-list.md:15: picture "/images/poster.png" is not in content/pictures/',
          'import: 1 file left:',
          'import:   content/posts/tape-loops/js/visualiser.js: a script: no script of a post runs on this site',
          '',
        ].join('\n'),
      );
      expect(hugo).toMatch(/^import: 5 posts of the Hugo site read/m);
      expect(hugo).toContain(
        'import: content/posts/first-gig.fr.md: left, the post in another language (fr): ' +
          'write it as its translation by hand',
      );
      expect(summary(jekyll)).toBe(
        [
          `posts of the Jekyll site read, 4 imported into ${shownWriting}`,
          'import: 3 published',
          'import: 1 kept as drafts, not published until what follows is mended (each file says why too):',
          'import:   content/writing/notes-from-a-talk/index.md:15: "{% include video.html id=\\"abc123\\" %}" is a ' +
            'Liquid tag, which this site shows as text: write Markdown instead',
          'import: 0 files left',
          '',
        ].join('\n'),
      );
      expect(summary(astro)).toBe(
        `posts of the Astro site read, 1 imported into ${shownWriting}\nimport: 1 published\nimport: 0 files left\n`,
      );

      // The bundles' files and folders, the files posts took from each other and from the old site's root.
      for (const file of [
        'studio-diary/desk.jpg',
        'studio-diary/take.mp3',
        'tape-loops/images/reel.jpg',
        'tape-loops/tune.mp3',
        'live-at-the-harbour/desk.jpg',
        'live-at-the-harbour/reel.jpg',
        'live-at-the-harbour/venue.jpg',
        'first-gig/venue.jpg',
        'first-light/stage.jpg',
        'notes-from-a-talk/stage.jpg',
      ])
        expect(existsSync(path.join(writing, file))).toBe(true);
      expect(existsSync(path.join(writing, 'tape-loops', 'js'))).toBe(false);
      expect(readFileSync(path.join(writing, 'studio-diary', 'index.md'), 'utf8')).toContain(
        'aliases:\n  - /2021/03/Studio_Diary/',
      );
      const harbour = readFileSync(path.join(writing, 'live-at-the-harbour', 'index.md'), 'utf8');
      for (const written of [
        '[the first gig](/writing/first-gig)',
        '[see the diary](/writing/studio-diary)',
        '[how the loops were made](/writing/tape-loops)',
        '[the rest of the studio day](/writing/studio-diary#more)',
        '[about playing live](/writing/tags/live)',
        '[all the gigs](/writing/tags/gigs)',
        '[the talks I gave](https://elin.example/talks/)',
        "![The venue's sign at the harbour](venue.jpg)",
        'The poster never got printed.',
      ])
        expect(harbour).toContain(written);
      const tapeLoops = readFileSync(path.join(writing, 'tape-loops', 'index.md'), 'utf8');
      expect(tapeLoops).toContain('\n## Why tape\n');
      expect(tapeLoops).toContain('![The loop, as it came off the tape](tune.mp3)');
      expect(tapeLoops).toContain('\n[Splicing tape, in one minute](https://www.youtube.com/watch?v=w7Ejdj7kVxY)\n');
      expect(tapeLoops).toContain('<details>\n<summary>What I used</summary>');
      expect(tapeLoops).not.toMatch(/<script|onclick|style=/);
      const python = readFileSync(path.join(writing, 'best-of-python.md'), 'utf8');
      expect(python).toContain('[post précédent](/writing/python-c-est-bon)');
      expect(python).toContain('[tout premier post](/writing/first-light)');
      expect(python).toContain('[Click](http://click.pocoo.org/6/) est une petite lib');
      expect(python).toContain('[présentations](https://blog.elin.example/talks)');
      expect(readFileSync(path.join(writing, 'set-list.md'), 'utf8')).toContain(
        '\nhttps://x.com/elin_plays/status/1433012345678901234\n',
      );
      for (const draft of ['set-list.md', 'notes-from-a-talk/index.md'])
        expect(readFileSync(path.join(writing, draft), 'utf8')).toMatch(/^draft: true # npm run import/m);

      // Run again, it leaves what is there, and says so.
      expect(await importInto(site, 'astro')).toContain('is there already (--force writes over it)');

      // The content check takes the site as it is: the drafts' lines are notes.
      const { stdout, stderr } = await run(
        process.execPath,
        [tsx, path.join(root, 'scripts/build/check-content.mts')],
        {
          cwd: site,
          env: { ...process.env, NODE_ENV: 'production', SITE_DIR: site },
        },
      );
      expect(stdout).toContain('content: OK');
      expect(stderr).toContain(
        'content/writing/notes-from-a-talk/index.md:15: "{% include video.html id=\\"abc123\\" %}" is a Liquid tag, ' +
          'which this site shows as text: write Markdown instead (in a draft, which is left out until this is mended)',
      );
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('never stops at a post it cannot read: one line, and on it goes', async () => {
    mkdirSync(path.join(root, '.cache'), { recursive: true });
    const blog = mkdtempSync(path.join(root, '.cache', 'blog-'));
    const site = mkdtempSync(path.join(root, '.cache', 'import-'));
    try {
      cpSync(path.join(root, 'e2e', 'sites', 'other-owner'), site, { recursive: true });
      mkdirSync(path.join(blog, '_posts'));
      writeFileSync(path.join(blog, '_posts', '2020-01-01-broken.md'), '---\ntitle: [unclosed\n---\nText.\n');
      writeFileSync(path.join(blog, '_posts', '2020-01-02-fine.md'), '---\nlayout: post\n---\nNo title, no trouble.\n');
      // Two posts of one name, one without a date, and a theme's cover this site reads otherwise (PaperMod's).
      writeFileSync(path.join(blog, '_posts', '2020-01-03-notes.md'), '---\ntitle: Notes\n---\nOne.\n');
      writeFileSync(path.join(blog, '_posts', '2021-01-03-notes.md'), '---\ntitle: More notes\n---\nTwo.\n');
      writeFileSync(
        path.join(blog, '_posts', 'undated.md'),
        '---\ntitle: Undated\ncover:\n  image: cover.jpg\n  alt: A cover\n---\nThree.\n',
      );
      const { stdout } = await run(process.execPath, [tsx, path.join(__dirname, 'import.mts'), blog, '--site', site], {
        cwd: root,
      });
      expect(stdout).toMatch(/^import: _posts\/2020-01-01-broken\.md: left, it cannot be read \(.+\)$/m);
      expect(stdout).toContain('fine.md: it had no title: it is now "fine", from its file\'s name');
      expect(stdout).toMatch(/undated\.md: it had no date the site reads: it is now \d{4}-\d{2}-\d{2}, its file's/);
      expect(stdout).toContain('undated.md: its cover is not one the site reads: it is kept as imported_cover');
      const writing = path.join(site, 'content', 'writing');
      expect(readFileSync(path.join(writing, 'notes.md'), 'utf8')).toContain('title: Notes');
      expect(readFileSync(path.join(writing, 'notes-2.md'), 'utf8')).toMatch(/title: More notes[\s\S]*slug: notes-2/);
      expect(readFileSync(path.join(writing, 'undated.md'), 'utf8')).toContain('imported_cover:\n  image: cover.jpg');
      expect(stdout).toContain('import: 4 published');
    } finally {
      rmSync(blog, { recursive: true, force: true });
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('exits non-zero only when it can read nothing', async () => {
    await expect(
      run(process.execPath, [tsx, path.join(__dirname, 'import.mts'), path.join(root, 'docs')]),
    ).rejects.toMatchObject({
      code: 1,
    });
  });
});
