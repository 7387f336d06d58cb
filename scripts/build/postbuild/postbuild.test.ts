/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'parse5';
import { addPolicyMeta, frameOrigins, headersFile, inlineTexts, policy, sha256 } from './csp';
import { netlifyRedirects, nginxRedirects, redirectFiles, redirectPage, writeRedirects } from './redirects';
import { deferScripts, dropUnusedStylePreloads, firstView, inlineStylesheets } from './firstView';
import { attribute, findAll, parseHtml, serializeHtml, type HtmlElement } from './html';
import { writeIdentityFiles } from './identityFiles';
import { languageOfPage, setPageLanguage } from './pageLanguages';
import { addPicturePreloads, picturePreloads } from './picturePreloads';
import { publishSitePublic } from './publicFiles';
import { addThemeScript, theme, THEME_SCRIPT } from './theme';
import { auditPictures } from './publishedFiles';
import { postbuild, STEPS } from './index';
import { embeds, isEmbedPage, standAlone } from './embeds';
import type { Page, Step } from './site';

const fixture = readFileSync(path.join(__dirname, 'fixtures', 'page.html'), 'utf8');
const pageOf = (html = fixture, name = 'projects.html'): Page => ({ name, file: name, document: parseHtml(html) });
const all = (page: Page, tagName: string) => findAll(page.document, tagName);
const attrs = (element: HtmlElement) => Object.fromEntries(element.attrs.map(({ name, value }) => [name, value]));

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'postbuild-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('parsing and writing a page', () => {
  it('keeps the text of scripts and styles byte for byte and the rest as the browser reads it', () => {
    const written = serializeHtml(parseHtml(fixture));
    expect(written).toContain('<script>self.__next_f.push([1,"</p>"])</script>');
    expect(written).toContain('{"@type":"Person","name":"Ada &amp; Co"}');
    expect(written).toContain('<h1>Projects &amp; more</h1><p>a &lt;b&gt; text</p>');
    // Parsing what was written gives the same page again.
    expect(serializeHtml(parse(written))).toBe(written);
  });
});

describe('page languages', () => {
  it('gives a page of another language its lang and direction', () => {
    const page = pageOf(fixture, 'ar/projects.html');
    setPageLanguage(page, 'en', 'ar');
    expect(attrs(all(page, 'html')[0]!)).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('knows a page of another language by its file or folder', () => {
    expect(languageOfPage('es.html', ['es', 'de'])).toBe('es');
    expect(languageOfPage('de/music/night-drive.html', ['es', 'de'])).toBe('de');
    expect(languageOfPage('projects.html', ['es', 'de'])).toBeUndefined();
    expect(languageOfPage('escape.html', ['es'])).toBeUndefined();
  });

  it('names the file when the page does not say the first language', () => {
    const page = pageOf(fixture.replace('lang="en"', 'lang="fr"'), 'es/about.html');
    expect(() => setPageLanguage(page, 'en', 'es')).toThrow(
      'out/es/about.html: no <html lang="en" dir="ltr"> to give its language',
    );
  });
});

describe('first view', () => {
  const sizes: Record<string, number> = { '/_next/static/chunks/small.js': 10, '/_next/static/chunks/large.js': 99 };

  it('moves the Next.js scripts into one loader before the stylesheets, largest first', () => {
    const page = pageOf();
    const listed = deferScripts(page, { loader: 'LOADER()', sizeOf: (src) => sizes[src]! });
    expect(listed).toEqual(['/_next/static/chunks/large.js', '/_next/static/chunks/small.js']);
    const scripts = all(page, 'script');
    expect(scripts.filter((script) => attribute(script, 'async') !== undefined)).toEqual([]);
    expect(scripts.map((script) => attribute(script, 'src')).filter(Boolean)).toEqual([
      '/_next/static/chunks/polyfills.js',
    ]);
    expect(all(page, 'link').filter((link) => attribute(link, 'as') === 'script')).toEqual([]);
    const head = serializeHtml(page.document);
    expect(
      head.indexOf(
        '<script data-deferred-src="/_next/static/chunks/large.js /_next/static/chunks/small.js">LOADER()</script>',
      ),
    ).toBeLessThan(head.indexOf('rel="stylesheet"'));
  });

  it('leaves a page without Next.js scripts as it was', () => {
    const page = pageOf('<!DOCTYPE html><html><head><meta charset="utf-8"></head><body></body></html>');
    expect(deferScripts(page, { loader: 'LOADER()', sizeOf: () => 1 })).toEqual([]);
    expect(serializeHtml(page.document)).toBe(
      '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body></body></html>',
    );
  });

  it('names the file when a page has scripts and no stylesheet to put the loader before', () => {
    const page = pageOf(fixture.replaceAll('rel="stylesheet"', 'rel="icon"'), 'about.html');
    expect(() => deferScripts(page, { loader: '', sizeOf: () => 1 })).toThrow(
      'out/about.html: scripts but no stylesheet',
    );
  });

  it('drops the preloads of stylesheets the page does not link', () => {
    const page = pageOf();
    dropUnusedStylePreloads(page);
    expect(all(page, 'link').map((link) => attribute(link, 'href'))).not.toContain(
      '/_next/static/chunks/not-found.css',
    );
    expect(all(page, 'link').filter((link) => attribute(link, 'rel') === 'stylesheet')).toHaveLength(2);
  });

  it('writes each stylesheet into the page before its link, which stays disabled', () => {
    const page = pageOf();
    const css: Record<string, string> = {
      '/_next/static/chunks/site.css': 'body{margin:0}\n/*# sourceMappingURL=site.css.map*/',
      '/_next/static/chunks/page.css': 'h1{color:red}',
    };
    inlineStylesheets(page, (href) => css[href]!);
    expect(
      all(page, 'style').map((style) => style.childNodes.map((node) => ('value' in node ? node.value : '')).join('')),
    ).toEqual(['body{margin:0}', 'h1{color:red}']);
    expect(serializeHtml(page.document)).toContain(
      '<style>h1{color:red}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next" disabled="">',
    );
  });

  it('keeps a stylesheet link Next.js writes for a component loaded on demand, without its as="style"', () => {
    const page = pageOf(
      fixture.replace(
        '</head>',
        '<link href="/_next/static/chunks/lazy.css" rel="stylesheet" as="style" data-precedence="dynamic"/></head>',
      ),
    );
    inlineStylesheets(page, (href) => (href.endsWith('lazy.css') ? 'figure{margin:0}' : 'p{}'));
    expect(serializeHtml(page.document)).toContain(
      '<style>figure{margin:0}</style>' +
        '<link href="/_next/static/chunks/lazy.css" rel="stylesheet" data-precedence="dynamic" disabled="">',
    );
  });

  it('refuses a stylesheet that would end its <style> early or read a file beside it', () => {
    expect(() => inlineStylesheets(pageOf(), () => 'a::after{content:"</style>"}')).toThrow(
      'would end its <style> early',
    );
    expect(() => inlineStylesheets(pageOf(), () => 'a{background:url(dot.png)}')).toThrow('has a relative url()');
  });

  it('fails when no page of the export has a Next.js script, as after a change in how Next.js writes them', () => {
    const page = pageOf(fixture.replaceAll(' async=""', ''));
    mkdirSync(path.join(scratch, '_next', 'static', 'chunks'), { recursive: true });
    for (const name of ['site.css', 'page.css'])
      writeFileSync(path.join(scratch, '_next', 'static', 'chunks', name), 'p{}');
    expect(() => firstView.run({ out: scratch, siteDir: undefined, basePath: '', pages: [page] })).toThrow(
      'no page has a Next.js <script src async>',
    );
  });
});

describe('content security policy', () => {
  it('allows each inline script of the page by its hash, after the <meta charset>', () => {
    const page = pageOf();
    const scriptHashes = inlineTexts(page, 'script').map(sha256);
    expect(scriptHashes).toEqual([
      sha256('{"@type":"Person","name":"Ada &amp; Co"}'),
      sha256('self.__next_f.push([1,"</p>"])'),
    ]);
    addPolicyMeta(page, policy({ scriptHashes, styleHashes: [] }));
    const written = serializeHtml(page.document);
    expect(written).toContain(
      '<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" ' +
        `content="default-src 'self'; script-src 'self' ${scriptHashes.join(' ')}; style-src 'self';`,
    );
    // The hash is of the bytes the browser reads.
    const reread = parseHtml(written);
    expect(inlineTexts({ ...page, document: reread }, 'script').map(sha256)).toEqual(scriptHashes);
  });

  it('names the file without a <meta charset> or already with a policy', () => {
    expect(() => addPolicyMeta(pageOf(fixture.replace('<meta charSet="utf-8"/>', ''), 'a.html'), 'x')).toThrow(
      'out/a.html: no <meta charset>',
    );
    const page = pageOf(fixture, 'b.html');
    addPolicyMeta(page, 'x');
    expect(() => addPolicyMeta(page, 'x')).toThrow('out/b.html: already has a policy');
  });

  it('lets a page frame only the players its cards load, and every other page none', () => {
    const withCard = pageOf(
      fixture.replace(
        '</body>',
        '<a href="https://youtu.be/x" data-frame-src="https://www.youtube-nocookie.com">A video</a></body>',
      ),
      'writing/a-post.html',
    );
    expect(frameOrigins(withCard)).toEqual(['https://www.youtube-nocookie.com']);
    expect(frameOrigins(pageOf())).toEqual([]);
    expect(policy({ scriptHashes: [], styleHashes: [], frames: frameOrigins(withCard) })).toContain(
      "; frame-src 'self' https://www.youtube-nocookie.com",
    );
    expect(policy({ scriptHashes: [], styleHashes: [] })).not.toContain('frame-src');
  });

  it('writes frame-ancestors only into the header, for every address of a page', () => {
    expect(policy({ scriptHashes: [], styleHashes: [] })).not.toContain('frame-ancestors');
    const headers = headersFile('/portfolio', [
      { route: '/', policy: 'P1' },
      { route: '/music', policy: 'P2' },
    ]);
    for (const url of ['/portfolio/', '/portfolio/index.html', '/portfolio/music', '/portfolio/music.html']) {
      expect(headers).toContain(`\n${url}\n  Content-Security-Policy: P`);
    }
    expect(headers).toContain('/portfolio/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('lets any site frame an embed page and no other: by its policy and, for older browsers, X-Frame-Options', () => {
    expect(policy({ scriptHashes: [], styleHashes: [], header: true })).toContain("frame-ancestors 'none'");
    expect(policy({ scriptHashes: [], styleHashes: [], header: true, embeddable: true })).toContain(
      'frame-ancestors *',
    );
    const headers = headersFile('', [
      { route: '/music', policy: 'P1' },
      { route: '/embed/list', policy: 'P2', embeddable: true },
    ]);
    expect(headers).toContain('\n/music\n  Content-Security-Policy: P1\n  X-Frame-Options: DENY\n');
    expect(headers).toContain('\n/embed/list\n  Content-Security-Policy: P2\n  Cache-Control');
    expect(headers).not.toMatch(/^\/\*\n(?:  .*\n)*  X-Frame-Options/m);
  });
});

describe('embed pages', () => {
  it('carry none of Next.js’s scripts, payload or preloads: their one script is the embed player', () => {
    const page = pageOf(fixture, 'embed/track/night-drive.html');
    expect(isEmbedPage(page)).toBe(true);
    expect(isEmbedPage(pageOf(fixture, 'music.html'))).toBe(false);
    standAlone(page, '/portfolio/embed/player-abc.js');
    expect(all(page, 'script').map(attrs)).toEqual([{ src: '/portfolio/embed/player-abc.js', defer: '' }]);
    const preloads = all(page, 'link').filter((link) => ['preload', 'modulepreload'].includes(attribute(link, 'rel')!));
    expect(
      preloads.filter((link) => attribute(link, 'as') === 'script' || attribute(link, 'rel') === 'modulepreload'),
    ).toEqual([]);
    // The page's content is left as it was.
    expect(serializeHtml(page.document)).toContain('<h1>Projects &amp; more</h1>');
  });

  it('writes the player once, named by its bytes, and leaves a site without embed pages alone', () => {
    const pages = [pageOf(fixture, 'embed/list.html'), pageOf(fixture, 'music.html')];
    embeds.run({ out: scratch, siteDir: undefined, basePath: '', pages });
    const [file] = readdirSync(path.join(scratch, 'embed'));
    expect(file).toMatch(/^player-[0-9a-f]{12}\.js$/);
    expect(readFileSync(path.join(scratch, 'embed', file!), 'utf8')).toContain('data-embed');
    expect(all(pages[1]!, 'script').length).toBeGreaterThan(0);
    const empty = mkdtempSync(path.join(tmpdir(), 'postbuild-'));
    embeds.run({ out: empty, siteDir: undefined, basePath: '', pages: [pageOf(fixture, 'music.html')] });
    expect(readdirSync(empty)).toEqual([]);
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('picture preloads', () => {
  /** The fixture page with `pictures` (PictureView's markup) in its <main>. */
  const withPictures = (pictures: string) => pageOf(fixture.replace('<main>', `<main>${pictures}`));
  const picture = (name: string, { high = true, blank = '' } = {}) =>
    '<span data-picture=""><picture>' +
    (blank ? `<source media="${blank}" srcSet="data:image/gif;base64,R0l= 1w" sizes="1px"/>` : '') +
    `<source type="image/avif" srcSet="/_img/${name}-320.avif 320w, /_img/${name}-640.avif 640w" sizes="50vw"/>` +
    `<source type="image/webp" srcSet="/_img/${name}-320.webp 320w" sizes="50vw"/>` +
    `<img src="/_img/${name}-640.jpg" alt="" ${high ? 'fetchPriority="high"' : 'loading="lazy"'}/>` +
    '</picture></span>';
  const preloads = (page: Page) =>
    all(page, 'link')
      .filter((link) => attribute(link, 'rel') === 'preload' && attribute(link, 'as') === 'image')
      .map(attrs);

  it('asks for each high-priority picture in AVIF from the top of the head, before the stylesheets', () => {
    const page = withPictures(picture('cover') + picture('later', { high: false }));
    expect(addPicturePreloads(page)).toBe(1);
    expect(preloads(page)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        fetchpriority: 'high',
        imagesrcset: '/_img/cover-320.avif 320w, /_img/cover-640.avif 640w',
        imagesizes: '50vw',
      },
    ]);
    const head = findAll(page.document, 'head')[0]!.childNodes as HtmlElement[];
    const at = (test: (element: HtmlElement) => boolean) => head.findIndex(test);
    expect(at((node) => attribute(node, 'as') === 'image')).toBe(
      at((node) => attribute(node, 'name') === 'viewport') + 1,
    );
    expect(at((node) => attribute(node, 'as') === 'image')).toBeLessThan(
      at((node) => attribute(node, 'rel') === 'stylesheet'),
    );
  });

  it('asks for a picture hidden at some widths only where it shows, and for two in their order', () => {
    const page = withPictures(picture('wide', { blank: '(max-width: 424px)' }) + picture('phone'));
    picturePreloads.run({ out: scratch, siteDir: undefined, basePath: '', pages: [page] });
    expect(preloads(page).map((link) => [link.imagesrcset!.split(' ')[0], link.media])).toEqual([
      ['/_img/wide-320.avif', 'not all and (max-width: 424px)'],
      ['/_img/phone-320.avif', undefined],
    ]);
  });

  it('leaves a page without a high-priority picture as it was', () => {
    const page = withPictures(picture('later', { high: false }));
    const before = serializeHtml(page.document);
    expect(addPicturePreloads(page)).toBe(0);
    expect(serializeHtml(page.document)).toBe(before);
  });
});

describe('theme', () => {
  /** Runs the head script with `stored` in localStorage (or storage refused); the <html data-theme> it leaves. */
  const themeAfter = (stored: string | null | Error) => {
    const root = { dataset: {} as Record<string, string> };
    const localStorage = {
      getItem: () => {
        if (stored instanceof Error) throw stored;
        return stored;
      },
    };
    new Function('localStorage', 'document', THEME_SCRIPT)(localStorage, { documentElement: root });
    return root.dataset.theme;
  };

  it('marks the page with a stored light or dark, and leaves anything else to the system', () => {
    expect(themeAfter('dark')).toBe('dark');
    expect(themeAfter('light')).toBe('light');
    expect(themeAfter(null)).toBeUndefined();
    expect(themeAfter('sepia')).toBeUndefined();
    expect(themeAfter(new Error('SecurityError: storage refused'))).toBeUndefined();
  });

  it('puts the script first in the head, the policy before it allowing it by its hash, the same on every page', () => {
    const pages = [pageOf(fixture, 'index.html'), pageOf(fixture, 'es/music.html')];
    theme.run({ out: scratch, siteDir: undefined, basePath: '', pages });
    for (const page of pages) {
      addPolicyMeta(page, policy({ scriptHashes: inlineTexts(page, 'script').map(sha256), styleHashes: [] }));
      const written = serializeHtml(page.document);
      expect(written).toContain(
        `<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; ` +
          `script-src 'self' ${sha256(THEME_SCRIPT)} `,
      );
      expect(written).toContain(`<script>${THEME_SCRIPT}</script><meta name="viewport"`);
    }
    // Before the policy's step, which hashes what the steps before it have added.
    expect(STEPS.indexOf(theme)).toBeLessThan(STEPS.findIndex((step) => step.name === 'content security policy'));
  });

  it('names the file without a <meta charset> or already with the script', () => {
    expect(() => addThemeScript(pageOf(fixture.replace('<meta charSet="utf-8"/>', ''), 'a.html'))).toThrow(
      'out/a.html: no <meta charset>',
    );
    const page = pageOf(fixture, 'b.html');
    addThemeScript(page);
    expect(() => addThemeScript(page)).toThrow('out/b.html: already has the theme script');
  });
});

describe('public files of another site folder', () => {
  it("takes the repository's files out file by file and keeps the site's pages at the same paths", () => {
    const out = path.join(scratch, 'out');
    const repositoryPublic = path.join(scratch, 'public');
    const sitePublic = path.join(scratch, 'site', 'public');
    for (const file of ['music/owner.mp3', 'resume.pdf', 'es/owner.pdf']) {
      mkdirSync(path.dirname(path.join(repositoryPublic, file)), { recursive: true });
      writeFileSync(path.join(repositoryPublic, file), 'owner');
      mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      writeFileSync(path.join(out, file), 'owner');
    }
    writeFileSync(path.join(out, 'music', 'night-drive.html'), 'page');
    mkdirSync(sitePublic, { recursive: true });
    writeFileSync(path.join(sitePublic, 'resume.pdf'), 'site');

    publishSitePublic({ out, repositoryPublic, sitePublic });
    expect(readFileSync(path.join(out, 'music', 'night-drive.html'), 'utf8')).toBe('page');
    expect(() => readFileSync(path.join(out, 'music', 'owner.mp3'))).toThrow();
    expect(() => readFileSync(path.join(out, 'es', 'owner.pdf'))).toThrow(); // and its folder, now empty
    expect(readFileSync(path.join(out, 'resume.pdf'), 'utf8')).toBe('site');
  });
});

describe('identity files', () => {
  it('writes the Bluesky DID where the content has one and removes an old one where it has none', () => {
    writeIdentityFiles(scratch, { blueskyDid: 'did:plc:abc' });
    expect(readFileSync(path.join(scratch, '.well-known', 'atproto-did'), 'utf8')).toBe('did:plc:abc');
    writeIdentityFiles(scratch, {});
    expect(() => readFileSync(path.join(scratch, '.well-known', 'atproto-did'))).toThrow();
  });
});

describe('published files', () => {
  it('finds a picture that carries metadata and the ones put in public/ as they are', async () => {
    const sharp = (await import('sharp')).default;
    const out = path.join(scratch, 'out');
    const publicDir = path.join(scratch, 'public');
    for (const folder of ['_img', 'es/og', 'icons', 'og', 'nl/og'])
      for (const root of [out, publicDir]) mkdirSync(path.join(root, folder), { recursive: true });
    const picture = sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } });
    // The owner's photo, put in public/ and so copied into the export as it is, metadata and all.
    for (const root of [out, publicDir])
      await picture
        .clone()
        .jpeg()
        .withExif({ IFD0: { Artist: 'Ada' } })
        .toFile(path.join(root, 'photo.jpg'));
    // Another, clean, in a folder of public/ that happens to be named like the previews' ("nl/og").
    for (const root of [out, publicDir])
      await picture
        .clone()
        .png()
        .toFile(path.join(root, 'nl', 'og', 'banner.png'));
    // The build's own: the variants (written into public/_img/), and pictures it draws, in no public/.
    for (const root of [out, publicDir])
      await picture
        .clone()
        .webp()
        .toFile(path.join(root, '_img', 'clean.webp'));
    for (const drawn of ['og/home.png', 'es/og/home.png', 'icons/apple-touch-icon.png'])
      await picture.clone().png().toFile(path.join(out, drawn));
    const { count, problems, unprocessed } = await auditPictures(out, publicDir);
    expect(count).toBe(6);
    expect(problems).toEqual(['photo.jpg: carries EXIF metadata (location, camera, names or dates)']);
    expect(unprocessed).toEqual(['nl/og/banner.png', 'photo.jpg']);
  });
});

describe('the pipeline', () => {
  it('runs its steps in order over pages parsed once, writes them once, and names the step that fails', async () => {
    writeFileSync(path.join(scratch, 'index.html'), fixture);
    const seen: string[] = [];
    const mark: Step = {
      name: 'mark',
      run: ({ pages }) => {
        seen.push(`mark ${pages.length}`);
        findAll(pages[0]!.document, 'h1')[0]!.attrs.push({ name: 'id', value: 'marked' });
      },
    };
    const check: Step = {
      name: 'check',
      run: ({ pages }) => void seen.push(`check ${attribute(findAll(pages[0]!.document, 'h1')[0]!, 'id')}`),
    };
    await postbuild(scratch, [mark, check], {});
    expect(seen).toEqual(['mark 1', 'check marked']);
    expect(readFileSync(path.join(scratch, 'index.html'), 'utf8')).toContain('<h1 id="marked">');

    const broken: Step = {
      name: 'broken',
      run: () => {
        throw new Error('out/index.html: nothing to work on');
      },
    };
    await expect(postbuild(scratch, [broken], {})).rejects.toThrow(
      'postbuild, step "broken": out/index.html: nothing to work on',
    );
  });
});

describe('redirects from a post’s old addresses', () => {
  const moved = { from: '/posts/moving-house/', to: '/writing/moving-house', title: 'Moving <house>', lang: 'en' };

  it('answers an old address, with or without its closing slash, from a page that sends the visitor on', () => {
    expect(redirectFiles('/posts/moving-house/')).toEqual(['posts/moving-house.html', 'posts/moving-house/index.html']);
    expect(redirectFiles('/2015/11/10/first-light.html')).toEqual(['2015/11/10/first-light.html']);
    const page = parseHtml(redirectPage(moved, { basePath: '/portfolio', origin: 'https://x.example/portfolio' }));
    const meta = (name: string) =>
      all({ document: page } as never, 'meta').find(
        (element) => attribute(element, 'http-equiv') === name || attribute(element, 'name') === name,
      );
    expect(attribute(meta('refresh')!, 'content')).toBe('0; url=/portfolio/writing/moving-house');
    expect(attribute(meta('robots')!, 'content')).toBe('noindex');
    expect(serializeHtml(page)).toContain(
      '<link rel="canonical" href="https://x.example/portfolio/writing/moving-house">',
    );
    expect(serializeHtml(page)).toContain('<a href="/portfolio/writing/moving-house">Moving &lt;house&gt;</a>');
  });

  it('gives Netlify, Cloudflare Pages and nginx a real redirect for each', () => {
    expect(netlifyRedirects([moved], '')).toBe(
      '/posts/moving-house/ /writing/moving-house 301\n/posts/moving-house /writing/moving-house 301',
    );
    expect(nginxRedirects([moved], '/portfolio')).toBe(
      'rewrite ^/portfolio/posts/moving-house/?$ /portfolio/writing/moving-house permanent;',
    );
  });

  it('refuses an old address that is a page of the site', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'redirects-'));
    try {
      writeFileSync(path.join(out, 'music.html'), '<!doctype html>');
      expect(() =>
        writeRedirects(out, [{ ...moved, from: '/music' }], { basePath: '', origin: 'https://x.example' }),
      ).toThrow('/music, an old address of "Moving <house>", is a page of the site');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
