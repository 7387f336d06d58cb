/** @jest-environment node */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { convertBody } from './lib/convert';
import { oldAddress, oldPosts, readOldSite } from './lib/oldSite';

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
      ].join('\n'),
    );
    expect(left).toEqual([]);
  });

  it('leaves one it cannot convert, named by its line', () => {
    expect(convertBody('One.\n\n{{< tweet user="x" id="1" >}}\n').left).toEqual([
      { line: 3, raw: '{{< tweet user="x" id="1" >}}' },
    ]);
  });
});

describe('the old site and its addresses', () => {
  it('finds Hugo’s posts and fills its permalink setting; its page bundles keep their folder', () => {
    const site = readOldSite(fixture('hugo'))!;
    expect(site).toMatchObject({ generator: 'Hugo', posts: 'content/posts', permalink: '/:year/:month/:filename/' });
    const posts = oldPosts(site);
    expect(posts.map((post) => [post.file, post.bundle])).toEqual([
      ['content/posts/first-gig.md', undefined],
      ['content/posts/Studio_Diary/index.md', 'content/posts/Studio_Diary'],
    ]);
    expect(oldAddress(site, posts[1]!, { date: '2021-03-14' })).toBe('/2021/03/Studio_Diary/');
    expect(oldAddress({ ...site, permalink: '/posts/:filename/' }, posts[0]!, {})).toBe('/posts/first-gig/');
  });

  it('knows Jekyll’s and Astro Paper’s defaults', () => {
    const jekyll = readOldSite(fixture('jekyll'))!;
    const [post] = oldPosts(jekyll);
    expect(oldAddress(jekyll, post!, { date: '2015-11-10', categories: ['jekyll', 'update'] })).toBe(
      '/jekyll/update/2015/11/10/first-light.html',
    );
    const astro = readOldSite(fixture('astro'))!;
    expect(oldAddress(astro, oldPosts(astro)[0]!, { slug: 'adding-new-posts' })).toBe('/posts/adding-new-posts/');
    expect(readOldSite(path.join(root, 'docs'))).toBeUndefined();
  });
});

describe('npm run import', () => {
  jest.setTimeout(60_000);

  it('writes each post of a Hugo, a Jekyll and an Astro site, and the content check takes them all', async () => {
    mkdirSync(path.join(root, '.cache'), { recursive: true });
    const site = mkdtempSync(path.join(root, '.cache', 'import-'));
    try {
      cpSync(path.join(root, 'e2e', 'sites', 'other-owner'), site, { recursive: true });
      const importer = path.join(__dirname, 'import.mts');
      const lines: string[] = [];
      for (const name of ['hugo', 'jekyll', 'astro']) {
        const { stdout } = await run(process.execPath, [tsx, importer, fixture(name), '--site', site], { cwd: root });
        lines.push(...stdout.trim().split('\n'));
      }
      expect(lines.filter((line) => line.includes(' ← '))).toHaveLength(4);
      expect(lines).toContain(
        'import: 2 of 2 posts of the Hugo site written into .cache/' + path.basename(site) + '/content/writing/',
      );
      const writing = path.join(site, 'content', 'writing');
      for (const file of [
        'studio-diary/desk.jpg',
        'studio-diary/take.mp3',
        'first-gig/venue.jpg',
        'first-light/stage.jpg',
      ])
        expect(existsSync(path.join(writing, file))).toBe(true);
      expect(readFileSync(path.join(writing, 'studio-diary', 'index.md'), 'utf8')).toContain(
        'aliases:\n  - /2021/03/Studio_Diary/',
      );
      // Run again, it leaves what is there, and says so.
      const again = await run(process.execPath, [tsx, importer, fixture('astro'), '--site', site], { cwd: root });
      expect(again.stdout).toContain('is there already (--force writes over it)');

      const { stdout } = await run(process.execPath, [tsx, path.join(root, 'scripts/build/check-content.mts')], {
        cwd: site,
        env: { ...process.env, NODE_ENV: 'production', SITE_DIR: site },
      });
      expect(stdout).toContain('content: OK');
    } finally {
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
