import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { languagesOf, routes, writingPaths } from './routes';
import { builtDocument, htmlFile, out, readHead, type Head } from './builtPages';
import * as demo from './testSite';
import { music, owner, projects, site, translations } from './testSite';
import { picturedPreviews, shareFileOf, wholePictureDifference } from './previewPictures';
import { plainText } from '../components/text/markdown';
import { slugOf } from '../lib/content/slug';
import { trackFile } from '../lib/content/audio';
import { languageCode } from '../lib/content/locale';

/** Every page a link can lead to: the routes, each project's and each track's own page. */
const projectPages = projects.map((project) => ({ path: `/projects/${slugOf(project)}`, project }));
const trackPages = music.tracks.map((track) => ({ path: `/music/${slugOf(track)}`, track }));
const allPages = [
  ...routes.map((route) => route.path as string),
  ...projectPages.map((page) => page.path),
  ...trackPages.map((page) => page.path),
  ...writingPaths,
];

/*
 * What crawlers and link previews read: the built HTML files themselves, no JavaScript run.
 * Runs once (desktop project); it checks files, not layouts.
 */

/**
 * The descriptor of each candidate in a srcset ("640w", "2x", or "" for none), read as the HTML
 * standard does: a URL runs to whitespace, so the comma inside a data: URL is part of it.
 */
function descriptorsOf(srcset: string): string[] {
  const descriptors: string[] = [];
  let rest = srcset;
  while ((rest = rest.replace(/^[\s,]+/, ''))) {
    const url = rest.match(/^\S+/)![0];
    rest = rest.slice(url.length);
    // A URL that ends in a comma has no descriptor.
    const descriptor = url.endsWith(',') ? '' : rest.match(/^[^,]*/)![0];
    rest = rest.slice(descriptor.length);
    descriptors.push(descriptor.trim());
  }
  return descriptors;
}

test.describe('what crawlers read', () => {
  test.skip(({ isMobile }) => isMobile, 'checks files once');

  test(
    'every page (routes, projects, tracks) has its own title, description, ' + 'canonical URL and link preview',
    async () => {
      const heads = new Map<string, Head>();
      for (const route of allPages) heads.set(route, readHead(route));

      const titles = [...heads.values()].map((head) => head.title);
      const descriptions = [...heads.values()].map((head) => head.description);
      expect(new Set(titles).size).toBe(allPages.length);
      expect(new Set(descriptions).size).toBe(allPages.length);

      for (const [route, head] of heads) {
        // A sentence, not a stub (a track's is its title and artist: "Listen to “Night Drive” by Sam Fixture.").
        expect(head.description.length, `${route} description`).toBeGreaterThan(30);
        // What a search result shows of it, ending at a sentence or a whole word.
        expect(head.description.length, `${route} description`).toBeLessThanOrEqual(160);
        expect(head.description, `${route} description`).toMatch(/[.!?…”]$/);
        for (const url of [head.canonical, head.og['og:url'], head.og['og:image']]) {
          expect(() => new URL(url ?? ''), `${route}: ${url} is absolute`).not.toThrow();
        }
        expect(new URL(head.canonical).pathname.replace(/\/$/, '')).toBe(route === '/' ? '' : route);
        expect(head.og['og:url']).toBe(head.canonical);
        expect(head.og).toMatchObject({
          'og:title': expect.any(String),
          'og:description': head.description,
          'og:site_name': expect.any(String),
        });
        expect(['website', 'profile', 'article', 'music.song']).toContain(head.og['og:type']);
        expect(head.twitter['twitter:card']).toBe('summary_large_image');
        // Open Graph's language_TERRITORY, from the owner's content; the page language is its first part.
        expect(head.og['og:locale'], `${route} og:locale`).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
        expect(head.og['og:locale'], `${route} og:locale`).toBe(owner.locale);
        expect(head.lang, `${route} lang`).toBe(languageCode(owner.locale));

        const image = path.join(out, new URL(head.og['og:image']!).pathname);
        expect(existsSync(image), `${route} preview image ${image}`).toBe(true);
        expect(image).toMatch(/\.(png|jpe?g)$/);
        const { width, height, format } = await sharp(image).metadata();
        expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
        expect(head.og['og:image:width']).toBe('1200');
        expect(head.og['og:image:height']).toBe('630');
      }
      expect(new Set([...heads.values()].map((head) => head.og['og:image'])).size).toBe(allPages.length);
    },
  );

  test('every page with a picture has a link preview of it, in every language', () => {
    // Home's 4:3 landscape, About's portrait, each project's 16:10 screenshot, the square cover: in three languages.
    expect(picturedPreviews(demo).length).toBe(3 * (4 + projects.length + music.tracks.length));
  });

  // A test a preview, so that no test grows with the site.
  for (const { preview, picture } of picturedPreviews(demo))
    test(`the link preview ${path.relative(out, preview)} shows its page’s picture whole`, async () => {
      // Whole, it differs by about 2 at most; cropped as before, by 7.7 (a portrait nearly the panel's shape) to 70.
      expect(await wholePictureDifference(preview, shareFileOf(picture)), picture).toBeLessThan(4);
    });

  test('every address a built page writes into href or src is URL-encoded (a track named with spaces too)', () => {
    const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    // What a URL may hold as it is (RFC 3986); anything else, a space first, is written %-encoded.
    const encoded = /^(?:[\w\-.~:/?#[\]@!$&'()*+,;=]|%[0-9A-F]{2})*$/i;
    const raw: string[] = [];
    for (const file of pages) {
      const document = builtDocument(path.join(out, file));
      for (const element of document.querySelectorAll('[href], [src], [srcset]')) {
        const addresses = [
          element.getAttribute('href'),
          element.getAttribute('src'),
          ...(element.getAttribute('srcset') ?? '').split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0]),
        ].filter((address): address is string => Boolean(address) && !address!.startsWith('data:'));
        raw.push(...addresses.filter((address) => !encoded.test(address)).map((address) => `${file}: ${address}`));
      }
    }
    expect(raw).toEqual([]);
    expect(pages.some((file) => readFileSync(path.join(out, file), 'utf8').includes('Night%20Drive.mp3'))).toBe(true);
  });

  test('a project’s own page describes it as source code, with its picture and code link', () => {
    for (const { path: route, project } of projectPages) {
      const head = readHead(route);
      const work = head.jsonLd.find((item) => item['@type'] === 'SoftwareSourceCode')!;
      expect(work, route).toMatchObject({
        name: project.title,
        description: plainText(project.desc),
        url: project.liveUrl ?? head.canonical,
        mainEntityOfPage: head.canonical,
      });
      expect(work.codeRepository, route).toBe(project.codeUrl);
      expect(work.keywords, route).toBe(project.stack?.join(', '));
      expect(work.dateCreated, route).toBe(project.year === undefined ? undefined : String(project.year));
      const image = new URL(work.image as string);
      expect(image.pathname).toMatch(/^\/_img\/[0-9a-f]+-share\.jpg$/);
      expect(existsSync(path.join(out, image.pathname))).toBe(true);
      expect(head.title).toContain(project.title);
    }
  });

  test('a track’s own page is a song: its audio, duration, artist and playlist', async () => {
    for (const { path: route, track } of trackPages) {
      const head = readHead(route);
      expect(head.og['og:type'], route).toBe('music.song');
      const audio = new URL(head.og['og:audio']!);
      expect(decodeURIComponent(audio.pathname)).toBe(trackFile(track));
      expect(head.og['og:audio:type']).toBe('audio/mpeg');
      const recording = head.jsonLd.find((item) => item['@type'] === 'MusicRecording')!;
      expect(recording, route).toMatchObject({
        name: track.title,
        url: head.canonical,
        byArtist: { '@type': 'Person', name: music.artist },
        duration: expect.stringMatching(/^PT(\d+M)?(\d+S)?$/),
        isPartOf: { '@type': 'MusicPlaylist', url: expect.stringMatching(/\/music$/) },
        audio: { '@type': 'AudioObject', contentUrl: audio.href, encodingFormat: 'audio/mpeg' },
      });
      // The playlist is named by its address, not repeated: each track's page would grow with the list.
      expect(
        head.jsonLd.filter((item) => item['@type'] === 'MusicPlaylist'),
        route,
      ).toEqual([]);
      expect(existsSync(path.join(out, decodeURIComponent(audio.pathname)))).toBe(true);
    }
  });

  test('structured data parses and names the owner and the playlist', async () => {
    for (const route of ['/', '/about']) {
      const { jsonLd } = readHead(route);
      const profile = jsonLd.find((item) => item['@type'] === 'ProfilePage')!;
      expect(profile, `${route} ProfilePage`).toBeTruthy();
      expect(profile['@context']).toBe('https://schema.org');
      expect(profile.mainEntity).toMatchObject({
        '@type': 'Person',
        name: expect.any(String),
        jobTitle: expect.any(String),
      });
      // A clean 1200 px JPEG the build made, never the owner's original photo.
      const image = new URL(profile.mainEntity!.image);
      expect(image.pathname).toMatch(/^\/_img\/[0-9a-f]+-share\.jpg$/);
      expect(existsSync(path.join(out, image.pathname))).toBe(true);
      expect(profile.mainEntity!.sameAs).toEqual(owner.profiles!.map((profile) => profile.url));
    }
    const { jsonLd } = readHead('/music');
    const playlist = jsonLd.find((item) => item['@type'] === 'MusicPlaylist')!;
    expect(playlist).toMatchObject({ numTracks: 6 });
    for (const track of playlist.track ?? []) {
      expect(track).toMatchObject({
        '@type': 'MusicRecording',
        name: expect.any(String),
        duration: expect.stringMatching(/^PT/),
      });
      // Its own page, and its audio file.
      expect(existsSync(htmlFile(new URL(track.url).pathname))).toBe(true);
      expect(existsSync(path.join(out, decodeURIComponent(new URL(track.audio.contentUrl).pathname)))).toBe(true);
    }
  });

  test('the home page names the site for search results (WebSite)', () => {
    const head = readHead('/');
    const sites = head.jsonLd.filter((item) => item['@type'] === 'WebSite');
    expect(sites).toHaveLength(1);
    expect(sites[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      alternateName: owner.name,
      url: head.canonical,
    });
    // The name is the one link previews give too.
    expect(sites[0]!.name).toBe(head.og['og:site_name']);
  });

  test('the not-found page asks once not to be indexed', async ({ page }) => {
    await page.route('**/*', (route) => route.abort());
    for (const file of ['404.html', '_not-found.html']) {
      await page.setContent(readFileSync(path.join(out, file), 'utf8'), { waitUntil: 'domcontentloaded' });
      const robots = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="robots"]'), (meta) => meta.content),
      );
      expect(robots, file).toEqual(['noindex']);
    }
  });

  test(
    'every srcset with widths has sizes, and sizes comes only with widths ' +
      '(the HTML standard, as the Nu checker reads it)',
    async ({ page }) => {
      const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
      const html = pages.map((file) => readFileSync(path.join(out, file), 'utf8'));
      // Parsed inert (no script runs, nothing is fetched) in one call, not loaded one by one as the page.
      const sourcesPerPage = await page.evaluate(
        (documents) =>
          documents.map((text) => {
            const document = new DOMParser().parseFromString(text, 'text/html');
            const pictures = Array.from(document.querySelectorAll('picture'));
            return Array.from(document.querySelectorAll('img[srcset], source[srcset]'), (element) => ({
              tag: element.localName,
              srcset: element.getAttribute('srcset')!,
              sizes: element.getAttribute('sizes'),
              picture: pictures.indexOf(element.closest('picture')!),
            }));
          }),
        html,
      );
      let checked = 0;
      for (const [index, file] of pages.entries()) {
        const sources = sourcesPerPage[index]!;
        // The Nu checker reads a <picture> as one: once any of its candidates has a width, each
        // of its sources needs sizes, even a placeholder without one (it failed Home on that).
        const widthsIn = new Set(
          sources
            .filter(
              (source) =>
                source.picture >= 0 && descriptorsOf(source.srcset).some((descriptor) => descriptor.endsWith('w')),
            )
            .map((source) => source.picture),
        );
        for (const { tag, srcset, sizes, picture } of sources) {
          const descriptors = descriptorsOf(srcset);
          const where = `${file}: <${tag} srcset="${srcset.slice(0, 60)}…">`;
          if (descriptors.some((descriptor) => descriptor.endsWith('w')) || widthsIn.has(picture))
            expect(sizes, where).toBeTruthy();
          if (sizes !== null)
            expect(
              descriptors.every((descriptor) => /^\d+w$/.test(descriptor)),
              where,
            ).toBe(true);
          checked++;
        }
      }
      // The gallery alone has a dozen: an empty count would mean the pages lost their pictures.
      expect(checked).toBeGreaterThan(12);
    },
  );

  test(
    'the sitemap lists exactly the routes and every project’s and track’s page, in every language, ' +
      'and robots.txt points to it',
    () => {
      const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
      const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
        new URL(match[1]!).pathname.replace(/^\/$/, '/'),
      );
      const languages = translations.map((translation) => languageCode(translation.locale));
      const inEvery = [
        ...allPages,
        ...languages.flatMap((code) =>
          allPages
            // A post not translated into a language is listed once, in the first.
            .filter((page) => languagesOf(page, ['en', ...languages]).includes(code))
            .map((page) => (page === '/' ? `/${code}` : `/${code}${page}`)),
        ),
      ];
      expect(locations.sort()).toEqual(inEvery.sort());
      const robots = readFileSync(path.join(out, 'robots.txt'), 'utf8');
      expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    },
  );

  test('a web app manifest and icons are there', () => {
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ name: expect.any(String), start_url: '/' });
    // The scalable icon travels inside the manifest; the others are files.
    const siteIcon = readFileSync('app/icon.svg', 'utf8').trim();
    for (const icon of manifest.icons as { src: string }[]) {
      if (icon.src.startsWith('data:'))
        expect(decodeURIComponent(icon.src.replace(/^data:image\/svg\+xml,/, ''))).toBe(siteIcon);
      else expect(existsSync(path.join(out, icon.src)), icon.src).toBe(true);
    }
    expect(manifest.icons.some((icon: { src: string }) => !icon.src.startsWith('data:'))).toBe(true);
    const home = readFileSync(htmlFile('/'), 'utf8');
    // Checked as booleans: a failure would otherwise print the whole page.
    for (const link of ['rel="manifest"', 'rel="icon"', 'rel="apple-touch-icon"'])
      expect(home.includes(link), link).toBe(true);
  });
});
