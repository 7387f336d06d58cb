import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import type { Track } from '../../lib/content/schema';
import {
  test,
  expect,
  holdScripts,
  noCodeYet,
  openRoute,
  recordLayoutShifts,
  trackRow,
  waitForCode,
  waitForStill,
} from '../fixtures';
import { expectMomentShareMovesNothing } from '../shareMoment';
import { anotherSite } from '../anotherSite';
import { axe, violationsOf } from '../axe';
import { builtDocument, htmlFile, out, readHead } from '../builtPages';
import { owner as testSiteOwner } from '../sites/demo/content/owner';
import { trackFile } from '../../lib/content/audio';
import { audioType } from '../../lib/content/audio';
import { STREAMS_PATH } from '../../lib/content/musicFolder';
import { OPUS_TYPE } from '../../components/playback/audioSource';
import { siteUrl } from '../../lib/content/site';
import { urlPath } from '../../components/music/trackText';
import { frameBands, galleryRows, shownPictures, shownPicturesLoaded, transitionsEnded } from '../pictures';
import {
  allPages,
  content,
  cv,
  firstLanguagePosts,
  leftOutRoutes,
  madeResumePdf,
  postPages,
  posts,
  projectPages,
  resume,
  routes,
  trackPages,
  catalogue,
  musicPageTracks,
  releasePages,
} from './ownerSite';
import { hasMusic } from '../../lib/content/catalogue';
import { unzipSync } from 'fflate';
import { releaseZipPath } from '../../lib/content/media';
import { DOWNLOAD_FORMATS } from '../../lib/content/downloadFormats';
import { HOME_PARTS } from '../../lib/content/schema';
import { trackNames } from '../../scripts/build/lib/releaseZip';
import { inOrder, readPdf } from '../pdfText';
import { cvTexts } from '../../lib/resume/model';
import { onPaper } from '../../lib/resume/pdfFonts';
import { picturedPreviews, shareFileOf, wholePictureDifference } from '../previewPictures';
import { englishInterfaceWords, foreignTo, notFoundWords, readText, wordsIn } from '../interfaceWords';
import { interfaceText, languageOf } from '../../lib/i18n/dictionaries';
import { postPath } from '../../lib/writing/paths';
import { readPosts, writingLanguages } from '../../lib/writing/posts';
import { longFormAudio } from '../../lib/content/longFormRules';
import { siteFolder } from '../../lib/content/siteFolder';
import { fill, formatDate } from '../../lib/i18n/format';
import { languageCode } from '../../lib/content/locale';

/*
 * The owner's own site, checked without knowing its data: whatever content/ holds, every page
 * renders, is accessible, shows its pictures, plays its tracks and describes itself to
 * crawlers. Each expectation comes from the content itself. The project's own behaviour is
 * tested on the tests' site (e2e/sites/demo) by the other specs.
 * The fixtures add to every test: no request off the local server, no page error, no CSP violation.
 */
const { owner, music, site, home, about, projects } = content;
/** The site's first language, and its own words in it: what its buttons are called. */
const lang = languageOf(owner.locale) ?? 'en';
const ui = interfaceText(lang, content.wording);
/** Text to match as it is, in a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A button's name from a text with placeholders, each filled with anything ("{title}の次の写真" as well
 * as "Next picture of {title}").
 */
const anyFilling = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map(literally)
      .join('.+')}$`,
  );

/** The alt texts of the pictures the owner asked to fill their frames: every other one shows whole. */
const filling = new Set(
  [
    owner.portrait,
    music.cover,
    ...home.tiles.flatMap((tile) => tile.img),
    ...home.phoneGallery.map((item) => item.img),
    ...about.slides,
    ...projects.flatMap((project) => project.img),
  ]
    .filter((picture) => picture?.fit === 'fill')
    .map((picture) => picture!.alt),
);
const expectWhole = async (page: Page, where: string) => {
  const shown = await shownPictures(page);
  expect(shown.length, `${where}: pictures on screen`).toBeGreaterThan(0);
  for (const picture of shown)
    expect({ alt: picture.alt, whole: picture.whole }, where).toEqual({
      alt: picture.alt,
      whole: !filling.has(picture.alt) || picture.whole,
    });
  for (const picture of shown.filter((item) => filling.has(item.alt)))
    expect(picture.fill, `${where}: ${picture.alt} fills its frame, as asked`).toBe(true);
};

/** Every picture URL a page names (img src, srcset and each <source>'s srcset), absolute. */
const pictureUrls = (page: Page) =>
  page.evaluate(() => {
    const urls = new Set<string>();
    // A data: URL (the hidden tile's placeholder) is no request.
    const add = (value: string | null) =>
      value && !value.startsWith('data:') && urls.add(new URL(value, location.href).href);
    /** A srcset read as the HTML standard does: a URL runs to whitespace (a data: URL keeps its comma). */
    const addCandidates = (srcset: string | null) => {
      let rest = srcset ?? '';
      while ((rest = rest.replace(/^[\s,]+/, ''))) {
        const url = rest.match(/^\S+/)![0];
        rest = rest.slice(url.length);
        if (!url.endsWith(',')) rest = rest.replace(/^[^,]*/, '');
        add(url.replace(/,+$/, ''));
      }
    };
    for (const img of document.querySelectorAll('img')) {
      add(img.getAttribute('src'));
      addCandidates(img.getAttribute('srcset'));
    }
    for (const source of document.querySelectorAll('picture source')) addCandidates(source.getAttribute('srcset'));
    return [...urls];
  });

for (const route of allPages) {
  test(
    `${route} renders its content, every picture it names loads, and axe finds nothing`,
    { tag: ['@layout', '@shape'] },
    async ({ page, request }) => {
      const response = await openRoute(page, route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');

      for (const url of await pictureUrls(page)) {
        const answer = await request.get(url);
        expect(answer.status(), url).toBe(200);
        // Really a picture, whatever the server calls it.
        expect((await sharp(await answer.body()).metadata()).width, url).toBeGreaterThan(0);
      }
      // The pictures on screen have been drawn, not only answered for.
      await expect
        .poll(() =>
          page.evaluate(() =>
            Array.from(document.images)
              .filter(
                (img) =>
                  img.checkVisibility() &&
                  img.getBoundingClientRect().top < innerHeight &&
                  !(img.complete && img.naturalWidth > 0),
              )
              .map((img) => img.alt),
          ),
        )
        .toEqual([]);

      await waitForStill(page);
      expect(violationsOf(await axe(page).analyze())).toEqual([]);

      // Nothing the owner wrote (a long address, a long word) widens the page on the narrowest phone.
      await page.setViewportSize({ width: 320, height: 640 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), route).toBe(320);
    },
  );
}

/** A project's pictures and the slideshow's fill their frames: no band of empty frame shows beside one. */
const expectNoBand = async (page: Page, where: string) => {
  for (const { alt, band } of await frameBands(page))
    expect(band, `${where}: px of empty frame beside ${alt}`).toBeLessThanOrEqual(2);
};

test(
  'every picture shows whole unless the owner asked it to fill its frame, a project’s with no band of empty ' +
    'frame beside it, and stepping through a project moves none of its controls',
  { tag: '@layout' },
  async ({ page }) => {
    for (const route of ['/', '/about', '/music'].filter((each) => routes.includes(each))) {
      await openRoute(page, route);
      await expectWhole(page, route);
    }
    for (const { path: route, project } of projectPages) {
      await openRoute(page, route);
      const panel = page.locator('[data-project-panel]:visible');
      const next = panel.getByRole('button', { name: anyFilling(ui.projects.nextPicture) });
      // Where the arrows are on the page (not in the window: a click may scroll it): a picture of
      // another shape resizes its frame below them.
      const arrows = () => next.evaluate((element) => element.getBoundingClientRect().top + scrollY);
      const before = project.img.length > 1 ? await arrows() : 0;
      for (let step = 0; step < project.img.length; step++) {
        await expect.poll(() => shownPicturesLoaded(page)).toBe(true);
        await transitionsEnded(page);
        await expectWhole(page, `${route}, picture ${step + 1}`);
        await expectNoBand(page, `${route}, picture ${step + 1}`);
        if (project.img.length === 1) break;
        await next.click();
        expect(await arrows(), `${route}: the arrows stay where they were`).toEqual(before);
      }
    }
  },
);

test(
  'the slideshow shows every slide whole, with no band of bare page, and nothing moves as it turns',
  { tag: '@layout' },
  async ({ page }) => {
    test.skip(about.slides.length < 2, 'one slide stands still');
    // The page's clock, moved by the test: each turn of 2 s, however fast the machine.
    await page.clock.install();
    const shifts = await recordLayoutShifts(page);
    await openRoute(page, '/about');
    await page.mouse.move(0, 0);
    // Counted, not timed: the page's clock is the test's.
    const settled = (await shifts()).length;
    for (let turn = 0; turn < about.slides.length; turn++) {
      await expect.poll(() => shownPicturesLoaded(page)).toBe(true);
      await expectWhole(page, `/about, slide ${turn + 1}`);
      await expectNoBand(page, `/about, slide ${turn + 1}`);
      await page.clock.runFor(2000);
    }
    expect((await shifts()).slice(settled)).toEqual([]);
  },
);

test('the gallery fills its rows, each row’s tiles as tall as each other; a shorter last row centred', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one tile at phone width');
  await openRoute(page, '/');
  const { width, rows } = await galleryRows(page, ui.home.galleryName);
  expect(rows.flat()).toHaveLength(home.tiles.length);
  for (const row of rows) {
    const left = row[0]!.left;
    const right = row.at(-1)!.right;
    // As much room on either side: a row is full, or centred.
    expect(
      Math.abs(left - right),
      `row of ${row.length}: ${left.toFixed(0)} px left, ${right.toFixed(0)} px right of ${width.toFixed(0)}`,
    ).toBeLessThanOrEqual(2);
    // Tiles of different shapes line up: none stands taller than the others.
    const heights = row.map((tile) => tile.height);
    expect(Math.max(...heights) - Math.min(...heights), `heights in a row: ${heights.join(', ')}`).toBeLessThanOrEqual(
      2,
    );
  }
  // No tile alone on a row under a fuller one.
  if (rows.length > 1) expect(rows.at(-1)!.length).toBeGreaterThan(1);
});

test(
  'a gallery tile’s count sits on the picture it counts, whatever that picture’s shape, and so does its button',
  { tag: '@layout' },
  async ({ page }) => {
    await openRoute(page, '/');
    const steppers = page
      .getByRole('region', { name: ui.home.galleryName })
      .getByRole('button', { name: anyFilling(ui.home.nextPicture) });
    test.skip((await steppers.count()) === 0, 'no tile has more than one picture');
    for (const button of await steppers.filter({ visible: true }).all()) {
      const count = await button.evaluate(
        (element) =>
          (JSON.parse(element.closest<HTMLElement>('[data-pictures]')!.dataset.pictures!) as unknown[]).length,
      );
      for (let step = 0; step < count; step++) {
        const img = button.locator('img:visible');
        await expect
          .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
          .toBe(true);
        const places = await button.evaluate((element) => {
          const img = element.querySelector('img')!;
          const box = img.getBoundingClientRect();
          // What of the img's box the picture covers: all of it, or its own shape fitted whole and centred.
          const scale =
            getComputedStyle(img).objectFit === 'contain'
              ? Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight)
              : 0;
          const [width, height] = scale
            ? [img.naturalWidth * scale, img.naturalHeight * scale]
            : [box.width, box.height];
          const left = box.left + (box.width - width) / 2;
          const top = box.top + (box.height - height) / 2;
          const picture = { left, top, right: left + width, bottom: top + height };
          const rect = (target: Element) => {
            const { left: l, top: t, right: r, bottom: b } = target.getBoundingClientRect();
            return { left: l, top: t, right: r, bottom: b };
          };
          return {
            alt: img.alt,
            picture,
            button: rect(element),
            counter: rect(element.closest('[data-pictures]')!.querySelector('[aria-hidden="true"]')!),
          };
        });
        const inside = (inner: typeof places.picture, outer: typeof places.picture) =>
          inner.left >= outer.left - 1 &&
          inner.top >= outer.top - 1 &&
          inner.right <= outer.right + 1 &&
          inner.bottom <= outer.bottom + 1;
        expect(
          inside(places.counter, places.picture),
          `${places.alt}: the count ${JSON.stringify(places.counter)} on the picture ${JSON.stringify(places.picture)}`,
        ).toBe(true);
        // The button is the picture: no tap on the page around it steps the tile.
        expect(
          inside(places.button, places.picture),
          `${places.alt}: the button ${JSON.stringify(places.button)} is the picture ${JSON.stringify(places.picture)}`,
        ).toBe(true);
        await button.click();
      }
    }
  },
);

test('the pages are the owner’s: their name is on them, and nothing of the tests’ own site is', () => {
  const home = readFileSync(htmlFile('/'), 'utf8');
  expect(home).toContain(owner.name.replace(/&/g, '&amp;'));
  const pages = readdirSync(out).filter((file) => file.endsWith('.html'));
  if (owner.name !== testSiteOwner.name) {
    for (const file of pages)
      expect(readFileSync(path.join(out, file), 'utf8'), file).not.toContain(testSiteOwner.name);
  }
});

test(
  'a site in one language has no language prefix, no switcher and no hreflang; ' +
    'a site in more has each language’s pages',
  { tag: '@shape' },
  () => {
    const others = (content.translations ?? []).map((translation) => languageCode(translation.locale));
    // A language's home page is out/<code>.html.
    const prefixes = readdirSync(out)
      .filter((file) => /^[a-z]{2}\.html$/.test(file))
      .map((file) => file.slice(0, 2));
    expect(prefixes.sort()).toEqual([...others].sort());
    for (const page of allPages) {
      const document = builtDocument(htmlFile(page));
      const alternates = [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((link) =>
        link.getAttribute('hreflang'),
      );
      // A post names only the languages it is translated into (another shows the first language's).
      const slug = /^\/writing\/(.+)$/.exec(page)?.[1];
      const versions = slug
        ? others.filter((code) => posts.some((post) => post.slug === slug && post.lang === code))
        : others;
      expect({ page, alternates, switcher: document.querySelector('a[hreflang]') !== null }).toEqual({
        page,
        alternates: versions.length ? [languageCode(owner.locale), ...versions, 'x-default'] : [],
        switcher: others.length > 0,
      });
    }
  },
);

test(
  'every language but English speaks its own: no English interface word on its pages ' +
    '(and, for the first language, the 404, link previews and feeds)',
  () => {
    const first = languageCode(owner.locale);
    const others = (content.translations ?? []).map((translation) => languageCode(translation.locale));
    const files = [
      ...(first === 'en'
        ? []
        : [
            ...allPages.map(htmlFile),
            path.join(out, '404.html'),
            ...(hasMusic(music) ? [path.join(out, 'music', 'feed.xml'), path.join(out, 'music', 'playlist.m3u')] : []),
          ]),
      ...others
        .filter((code) => code !== 'en')
        .flatMap((code) => allPages.map((page) => htmlFile(page === '/' ? `/${code}` : `/${code}${page}`))),
    ];
    test.skip(!files.length, 'the site is in English only');
    // The owner's own texts may hold English words (a platform's name, a title): those are theirs.
    const ownTexts =
      JSON.stringify({ content, resume }) + posts.map((post) => post.title + post.summary + post.text).join('');
    const words = englishInterfaceWords().filter((word) => !ownTexts.includes(word));
    const firstNotFound = notFoundWords(interfaceText(languageOf(owner.locale) ?? 'en', content.wording).notFound);
    for (const file of files) {
      // Apple's podcast category is a fixed English value, not a word the site says.
      const text = readText(file).replace(/<itunes:category[^>]*>/g, '');
      const inFirstLanguage = !/^[a-z]{2}(\/|\.html$)/.test(path.relative(out, file));
      const code = inFirstLanguage ? (languageOf(owner.locale) ?? 'en') : path.relative(out, file).slice(0, 2);
      const translation = content.translations?.find((each) => languageCode(each.locale) === code);
      // Words the page's own language shares with English ("Name" in German) are its own.
      const own = interfaceText(
        languageOf(inFirstLanguage ? owner.locale : translation!.locale) ?? 'en',
        inFirstLanguage ? content.wording : translation!.wording,
      );
      const expected = foreignTo(own, inFirstLanguage ? words : words.filter((word) => !firstNotFound.includes(word)));
      expect({ file: path.relative(out, file), found: wordsIn(text, expected) }).toEqual({
        file: path.relative(out, file),
        found: [],
      });
    }
  },
);

test(
  'the menu and the footer list exactly the owner’s profiles, in order, marked rel="me", ' +
    'and a resume only if there is one',
  { tag: '@shape' },
  async ({ page }) => {
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document' ? route.continue() : route.abort(),
    );
    const html = readFileSync(htmlFile('/'), 'utf8');
    await page.setContent(html);
    const profiles = owner.profiles ?? [];
    // The menu (rendered into the page, hidden until opened) and the footer: each lists them all.
    for (const where of ['#site-menu[role="dialog"]', 'footer']) {
      const links = await page
        .locator(where)
        .locator('a[rel~="me"]')
        .evaluateAll((anchors) =>
          anchors.map((a) => ({
            href: a.getAttribute('href'),
            rel: a.getAttribute('rel'),
            target: a.getAttribute('target'),
          })),
        );
      expect(links, where).toEqual(
        profiles.map(({ url }) => ({ href: url, rel: 'me noopener noreferrer', target: '_blank' })),
      );
    }
    const resumeLinks = (html.match(/<a[^>]+href="[^"]+\.pdf"/g) ?? []).length;
    expect(resumeLinks > 0, 'a link to the resume').toBe(Boolean(owner.resumePath) || madeResumePdf);
    // Without an address, no mail link anywhere; with one, it is in the menu and the footer.
    expect(html.includes('href="mailto:'), 'a mailto link').toBe(Boolean(owner.email));
    // No empty place where a profile or the resume would be.
    expect(html).not.toMatch(/<a[^>]*href=""/);
    expect(html).not.toContain('href="undefined"');
  },
);

test(
  'the writing: every post in the list, the three feeds and the sitemap, once; without posts, no trace of it',
  { tag: '@shape' },
  () => {
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    const home = builtDocument(htmlFile('/'));
    const feedLinks = home.querySelectorAll('link[rel="alternate"][href*="/writing/"]');
    if (!firstLanguagePosts.length) {
      expect(existsSync(path.join(out, 'writing')), 'no /writing').toBe(false);
      expect(sitemap).not.toContain('/writing');
      expect(feedLinks, 'no feed link').toHaveLength(0);
      expect(home.querySelector('a[href$="/writing"]'), 'no menu or footer entry').toBeNull();
      return;
    }
    expect(feedLinks, 'RSS, Atom and JSON Feed in the head').toHaveLength(3);
    expect(home.querySelector('footer a[href$="/writing"]'), 'the footer leads to it').not.toBeNull();
    const list = builtDocument(htmlFile('/writing'));
    const titles = [...list.querySelectorAll('main article h2')].map((heading) => heading.textContent);
    expect(titles, 'the list, newest first').toEqual(firstLanguagePosts.map((post) => post.title));
    const rss = readFileSync(path.join(out, 'writing/feed.xml'), 'utf8');
    const atom = readFileSync(path.join(out, 'writing/atom.xml'), 'utf8');
    const json = JSON.parse(readFileSync(path.join(out, 'writing/feed.json'), 'utf8')) as { items: { url: string }[] };
    expect(json.items).toHaveLength(firstLanguagePosts.length);
    for (const { path: pagePath, post } of postPages) {
      const url = `${siteUrl()}${pagePath}`;
      const document = builtDocument(htmlFile(pagePath));
      expect(document.querySelector('h1')?.textContent, pagePath).toBe(post.title);
      // The owner's name after the title, but where the two would be longer than a search result shows.
      const titled = `${post.title} · ${owner.name}`;
      expect(document.title, pagePath).toBe(titled.length > 70 ? post.title : titled);
      expect(rss.split(`<link>${url}</link>`), `${pagePath} once in the RSS feed`).toHaveLength(2);
      expect(atom.split(`<link href="${url}"/>`), `${pagePath} once in the Atom feed`).toHaveLength(2);
      expect(
        json.items.filter((item) => item.url === url),
        `${pagePath} once in the JSON feed`,
      ).toHaveLength(1);
      expect(sitemap.split(`<loc>${url}</loc>`), `${pagePath} once in the sitemap`).toHaveLength(2);
    }
  },
);

test(
  'the CV: each part the resume has, every entry of every part on the About page and in the made PDF in order; ' +
    'none without one',
  { tag: '@shape' },
  async () => {
    const about = builtDocument(htmlFile('/about'));
    const parts = Array.from(about.querySelectorAll('main section[aria-labelledby^="cv-"]'));
    const made = path.join(out, 'resume.pdf');
    if (!cv) {
      expect(parts).toEqual([]);
      if (owner.resumePath !== '/resume.pdf') expect(existsSync(made), 'a made PDF').toBe(false);
      return;
    }
    // Each part it has, in the owner's order, with its heading and something under it; no heading over nothing.
    expect(parts.map((part) => part.getAttribute('aria-labelledby'))).toEqual(
      cv.sections.map(({ part }) => `cv-${part}`),
    );
    for (const part of parts) expect(part.querySelector('h2')?.textContent?.trim()).toBeTruthy();
    // Every text of every entry, in order: how long a stretch lasted is the build's day's, not the test's.
    const expected = cvTexts(cv, { durations: false });
    const text = about.querySelector('main')!.textContent!.replace(/\s+/g, ' ');
    expect(inOrder(text, expected)).toEqual({ ok: true });
    expect(existsSync(made), 'a made PDF').toBe(madeResumePdf || owner.resumePath === '/resume.pdf');
    if (madeResumePdf) {
      const pdf = await readPdf(made);
      expect(inOrder(pdf.text, expected.map(onPaper))).toEqual({ ok: true });
      expect(pdf.embedded).toBe(pdf.names.length);
    }
  },
);

test('a draft is nowhere in the build, nor its audio; no post’s own HTML runs a script or loads from elsewhere', () => {
  const drafts = readPosts(writingLanguages(content), siteFolder().root).posts.filter((post) => post.draft);
  for (const draft of drafts) {
    const page = draft.lang ? `/${draft.lang}${postPath(draft)}` : postPath(draft);
    expect(existsSync(htmlFile(page)), `${draft.file} has no page`).toBe(false);
    for (const audio of longFormAudio(draft).filter((file) => file.in === 'content'))
      expect(existsSync(path.join(out, audio.url)), `${audio.path} is not published`).toBe(false);
  }
  for (const { path: pagePath } of postPages) {
    const main = builtDocument(htmlFile(pagePath)).querySelector('main')!;
    expect(main.querySelectorAll('script:not([type="application/ld+json"])'), pagePath).toHaveLength(0);
    for (const element of main.querySelectorAll('*'))
      for (const { name, value } of element.attributes) {
        expect(name, `${pagePath}: <${element.localName} ${name}>`).not.toMatch(/^on/);
        expect(value, `${pagePath}: <${element.localName} ${name}>`).not.toMatch(/^\s*(javascript|vbscript):/i);
      }
    for (const image of main.querySelectorAll('img'))
      expect(image.getAttribute('src'), pagePath).not.toMatch(/^(https?:)?\/\//);
  }
});

test('every old address of a post leads to its page: a page that sends the visitor on, and a host’s redirect', () => {
  const moved = posts.filter((post) => post.aliases.length);
  test.skip(!moved.length, 'no post has an old address');
  const redirects = readFileSync(path.join(out, '_redirects'), 'utf8');
  for (const post of moved) {
    const page = post.lang ? `/${post.lang}${postPath(post)}` : postPath(post);
    for (const alias of post.aliases) {
      const bare = alias.replace(/^\/+|\/+$/g, '');
      const file = path.join(out, /\.html?$/.test(bare) ? bare : `${bare}.html`);
      expect(existsSync(file), alias).toBe(true);
      const refresh = builtDocument(file).querySelector('meta[http-equiv="refresh"]')?.getAttribute('content');
      expect(refresh, alias).toBe(`0; url=${page}`);
      expect(redirects, alias).toContain(`${alias} ${page} 301`);
    }
  }
});

test(
  'the Bluesky DID is published at /.well-known/atproto-did when the content gives one, ' + 'and nothing is otherwise',
  () => {
    const file = path.join(out, '.well-known', 'atproto-did');
    if (owner.blueskyDid) expect(readFileSync(file, 'utf8')).toBe(owner.blueskyDid);
    else expect(existsSync(file)).toBe(false);
  },
);

/** The files the page's audio elements play (not paused), as paths. */
const playingFiles = (page: Page) =>
  page
    .locator('audio')
    .evaluateAll((all: HTMLAudioElement[]) =>
      all
        .filter((audio) => !audio.paused)
        .map((audio) => decodeURIComponent(new URL(audio.currentSrc || audio.src).pathname)),
    );

/**
 * The file a browser plays of a track: its Opus file where the build made one and the browser
 * plays Opus (the catalogue folder's, components/playback/audioSource.ts), else its own.
 */
async function playedFile(page: Page, track: Track): Promise<{ file: string; type: string }> {
  const opus = trackFile(track).startsWith(`${STREAMS_PATH}/`) && trackFile(track).replace(/\.mp3$/, '.opus');
  const playsOpus = await page.evaluate((type) => document.createElement('audio').canPlayType(type) !== '', OPUS_TYPE);
  return opus && opus !== trackFile(track) && existsSync(path.join(out, opus)) && playsOpus
    ? { file: opus, type: OPUS_TYPE }
    : { file: trackFile(track), type: audioType(trackFile(track)) ?? '' };
}

/** Plays a track by its row's Play, and checks it asks for its own file and, where this browser can, plays it. */
async function expectPlaysItsFile(page: Page, row: Locator, track: Track, asked: string[]) {
  const { file: played, type } = await playedFile(page, track);
  const file = urlPath(played);
  await row.getByRole('button', { name: ui.player.play, exact: true }).click();
  await expect
    .poll(
      () => asked.some((pathname) => encodeURI(pathname) === file || pathname === played),
      `${track.title} asks for ${file}`,
    )
    .toBe(true);
  const playable = await page.evaluate((asked) => document.createElement('audio').canPlayType(asked), type);
  // A browser without the codec (Playwright's own Chromium has no AAC) can only be asked for the file.
  const outcome = playable ? 'played' : `asked for only: this browser cannot play ${type}`;
  test.info().annotations.push({ type: 'track', description: `${track.title}: ${outcome}` });
  if (!playable) return;
  await expect.poll(() => playingFiles(page), track.title).toEqual([played]);
  await row.getByRole('button', { name: ui.player.pause, exact: true }).click();
}

/** Records the paths the page asks for. */
function askedFiles(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(decodeURIComponent(new URL(request.url()).pathname)));
  return asked;
}

test('every track’s Play plays its own file', async ({ page }) => {
  test.skip(!musicPageTracks.length, 'the site has no music');
  const asked = askedFiles(page);
  await openRoute(page, '/music');
  for (const track of musicPageTracks) await expectPlaysItsFile(page, trackRow(page, track.title), track, asked);
});

/** The titles of the rows of the player in `scope`, in order. */
const rowTitles = (scope: Locator, level: number) =>
  scope.getByRole('listitem').getByRole('heading', { level }).allTextContents();

test(
  'every release lists its tracks under it in order, on Music and on its own page, each playing its own file',
  { tag: '@shape' },
  async ({ page }) => {
    test.skip(!releasePages.length, 'the site has no releases');
    const asked = askedFiles(page);
    await openRoute(page, '/music');
    for (const { entry } of releasePages) {
      const region = page.getByRole('region', { name: entry.release.title, exact: true });
      if (!entry.listed) {
        await expect(region, `${entry.release.title} is unlisted`).toHaveCount(0);
        continue;
      }
      const playing = catalogue.tracks.filter((track) => track.release === entry && track.playable);
      expect(await rowTitles(region, 3), entry.release.title).toEqual(playing.map((track) => track.track.title));
    }
    for (const { path: route, entry } of releasePages) {
      await openRoute(page, route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.release.title);
      const playing = catalogue.tracks.filter((track) => track.release === entry && track.playable);
      const main = page.getByRole('main');
      expect(await rowTitles(main, 2), route).toEqual(playing.map((track) => track.track.title));
      for (const { track } of playing) await expectPlaysItsFile(page, trackRow(page, track.title), track, asked);
    }
  },
);

test(
  'a release’s track at its own address names its release and links it; a moment link cues it there',
  { tag: '@shape' },
  async ({ page }) => {
    const entry = catalogue.tracks.find((track) => track.release && track.hasPage);
    test.skip(!entry, 'no release has a track with a page of its own');
    if (!entry?.release) return;
    await openRoute(page, `/music/${entry.slug}#t=10`);
    const row = trackRow(page, entry.track.title);
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(
      row.getByText(fill(ui.music.fromRelease, { release: entry.release.release.title }, lang)),
    ).toBeVisible();
    await expect(row.getByRole('link', { name: entry.release.release.title, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`/music/${entry.release.slug}$`),
    );
    await expect(row.locator('.rhap_current-time')).toHaveText('0:10');
    expect(await playingFiles(page)).toEqual([]);
  },
);

test(
  'a release not out yet shows its day and plays only its previews; an unlisted one is found only by its link',
  { tag: '@shape' },
  async ({ page }) => {
    const upcoming = releasePages.filter(({ entry }) => entry.upcoming);
    const unlisted = releasePages.filter(({ entry }) => !entry.listed);
    test.skip(!upcoming.length && !unlisted.length, 'the site has no release ahead of its day and none unlisted');
    for (const { path: route, entry } of upcoming) {
      await openRoute(page, entry.listed ? '/music' : route);
      const scope = entry.listed
        ? page.getByRole('region', { name: entry.release.title, exact: true })
        : page.getByRole('main');
      const day = formatDate(entry.release.released, lang);
      await expect(scope.getByText(fill(ui.music.out, { date: day }, lang), { exact: true })).toBeVisible();
      const tracks = catalogue.tracks.filter((track) => track.release === entry);
      // Every title in the tracklist; a Play for the previews only.
      await expect(scope.getByRole('heading', { name: ui.music.tracklist, exact: true })).toBeVisible();
      for (const { track, playable } of tracks) {
        await expect(scope.getByRole('listitem').filter({ hasText: track.title }).first()).toBeVisible();
        await expect(trackRow(page, track.title), track.title).toHaveCount(playable ? 1 : 0);
      }
      // Its page carries its day; its tracks stay out of the podcast feed until then.
      const album = readHead(route).jsonLd.find((item) => item['@type'] === 'MusicAlbum');
      expect(album, route).toMatchObject({ datePublished: entry.release.released });
      const feed = readFileSync(path.join(out, 'music', 'feed.xml'), 'utf8');
      for (const { track } of tracks)
        expect(feed, `${track.title} in the feed`).not.toContain(`<title>${track.title}<`);
    }
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    const listings = ['feed.xml', 'playlist.m3u'].map((file) => readFileSync(path.join(out, 'music', file), 'utf8'));
    const musicPage = readFileSync(htmlFile('/music'), 'utf8');
    for (const { path: route, entry } of unlisted) {
      const page = builtDocument(htmlFile(route));
      expect(page.querySelector('meta[name="robots"]')?.getAttribute('content'), route).toContain('noindex');
      expect(sitemap, route).not.toContain(`${route}<`);
      expect(musicPage, route).not.toContain(`href="${route}"`);
      for (const track of entry.release.tracks.filter((each) => each.file))
        for (const listing of listings) expect(listing, track.title).not.toContain(urlPath(trackFile(track)));
    }
  },
);

test(
  'Home shows under its gallery each part the owner has something for, in their order, and no empty one',
  { tag: '@shape' },
  () => {
    const document = builtDocument(htmlFile('/'));
    const playable = catalogue.tracks.some((entry) => entry.playable && entry.hasPage);
    const has = { work: projects.length > 0, music: playable, writing: firstLanguagePosts.length > 0 };
    const expected = (home.parts ?? HOME_PARTS).filter((part) => has[part]);
    const shown = [...document.querySelectorAll('section[aria-labelledby^="home-"]')]
      .map((section) => section.getAttribute('aria-labelledby')!.slice('home-'.length))
      .filter((id) => (HOME_PARTS as readonly string[]).includes(id));
    expect(shown).toEqual(expected);
    for (const part of shown) {
      const section = document.querySelector(`section[aria-labelledby="home-${part}"]`)!;
      // A heading with content under it: links to what it names.
      expect(section.querySelectorAll('a[href]').length, part).toBeGreaterThan(0);
    }
  },
);

/** A file's first bytes, by format: what a zip's track must start with. */
const magic: Record<string, string> = { flac: 'fLaC', opus: 'OggS', mp3: 'ID3' };

test(
  'a release offered for download is a zip of its tracks (one per format it names), its cover and its credits, ' +
    'linked with its format and size',
  { tag: '@shape' },
  () => {
    for (const { path: route, entry } of releasePages) {
      const offered = !!entry.release.download && !entry.upcoming;
      const formats = entry.release.download?.formats ?? [undefined];
      for (const format of formats) {
        const file = path.join(out, releaseZipPath(entry.slug, format));
        expect(existsSync(file), `${file} made`).toBe(offered);
        if (!offered) continue;
        const files = unzipSync(readFileSync(file));
        const names = Object.keys(files).map((name) => name.split('/').pop());
        const extension = format && DOWNLOAD_FORMATS[format].extension;
        expect(names, file).toEqual([
          ...trackNames(entry.release, extension && `.${extension}`),
          'cover.jpg',
          'credits.txt',
        ]);
        const tracks = Object.values(files).slice(0, -2);
        entry.release.tracks.forEach((track, index) =>
          extension
            ? // Each track made from its master in the format named.
              expect(Buffer.from(tracks[index]!.subarray(0, 4)).toString('latin1'), track.title).toContain(
                magic[extension]!,
              )
            : expect(tracks[index]!.length, track.title).toBe(readFileSync(path.join(out, trackFile(track))).length),
        );
        const [cover, credits] = Object.values(files).slice(-2);
        expect(cover!.subarray(0, 3), 'a JPEG cover').toEqual(Buffer.from([0xff, 0xd8, 0xff]));
        const text = new TextDecoder().decode(credits);
        expect(text).toContain(entry.release.title);
        expect(text).toContain(entry.release.download!.license.url);
        // Its page links it, with its format and size, before the click.
        const link = builtDocument(htmlFile(route)).querySelector(`a[href$="${releaseZipPath(entry.slug, format)}"]`);
        expect(link?.textContent, route).toMatch(new RegExp(`${format ? DOWNLOAD_FORMATS[format].name : 'ZIP'}, \\d`));
      }
    }
  },
);

test(
  'each listed release with a track that plays has a player other sites can embed, listing those tracks in order',
  { tag: '@shape' },
  () => {
    for (const { entry } of releasePages) {
      const file = htmlFile(`/embed/release/${entry.slug}`);
      const playing = catalogue.tracks.filter((track) => track.release === entry && track.playable);
      expect(existsSync(file), file).toBe(entry.listed && playing.length > 0);
      if (!existsSync(file)) continue;
      const rows = Array.from(builtDocument(file).querySelectorAll('[data-track]'), (row) =>
        row.getAttribute('data-title'),
      );
      expect(rows, file).toEqual(playing.map((track) => track.track.title));
    }
  },
);

const otherSite = anotherSite();

test(
  'each release’s player, framed by another site, plays the release’s first track (its Opus where it has one)',
  { tag: '@shape' },
  async ({ page, baseURL }) => {
    const embedded = releasePages.filter(({ entry }) => existsSync(htmlFile(`/embed/release/${entry.slug}`)));
    test.skip(!embedded.length, 'no release has a player to embed');
    for (const { entry } of embedded) {
      const embedPath = `/embed/release/${entry.slug}`;
      const first = catalogue.tracks.find((track) => track.release === entry && track.playable)!;
      await otherSite.open(page, `<iframe src="${baseURL}${embedPath}" title="Player"></iframe>`);
      await page
        .frameLocator('iframe[title="Player"]')
        .getByRole('button', { name: ui.player.play, exact: true })
        .click();
      const frame = () => page.frames().find((each) => each.url().endsWith(embedPath))!;
      await expect
        .poll(() =>
          frame()
            .locator('audio')
            .evaluate((audio: HTMLAudioElement) => ({
              playing: !audio.paused,
              file: decodeURIComponent(new URL(audio.currentSrc || audio.src).pathname),
            })),
        )
        .toEqual({ playing: true, file: (await playedFile(page, first.track)).file });
    }
  },
);

test(
  'the player follows a release’s order and stops at its end; Play all starts it from its first track',
  { tag: '@shape' },
  async ({ page }) => {
    const withList = catalogue.listed.find(
      (entry) => catalogue.tracks.filter((track) => track.release === entry && track.playable).length > 1,
    );
    test.skip(!withList, 'no listed release has two tracks that play');
    if (!withList) return;
    const tracks = catalogue.tracks.filter((track) => track.release === withList && track.playable);
    const types = await page.evaluate(
      (all) => all.map((type) => !!document.createElement('audio').canPlayType(type)),
      tracks.map(({ track }) => audioType(trackFile(track)) ?? ''),
    );
    test.skip(!types.every(Boolean), 'this browser cannot play every track of the release');
    await openRoute(page, '/music');
    const region = page.getByRole('region', { name: withList.release.title, exact: true });
    await region
      .getByRole('button', { name: fill(ui.music.playAllOf, { title: withList.release.title }, lang) })
      .click();
    await expect.poll(() => playingFiles(page)).toEqual([trackFile(tracks[0]!.track)]);
    // From near the end of each track to the next of the release; after its last, nothing.
    for (const [position, { track }] of tracks.entries()) {
      await expect.poll(() => playingFiles(page)).toEqual([trackFile(track)]);
      await expect
        .poll(() =>
          page
            .locator('audio')
            .evaluateAll((all: HTMLAudioElement[]) => all.some((audio) => !audio.paused && isFinite(audio.duration))),
        )
        .toBe(true);
      await page.evaluate(() => {
        const audio = [...document.querySelectorAll('audio')].find((element) => !element.paused)!;
        audio.currentTime = audio.duration - 0.5;
      });
      // The last one ends and stays the player's: the next list on the page does not follow it.
      if (position === tracks.length - 1)
        await expect
          .poll(() =>
            page
              .locator('audio')
              .evaluateAll((all: HTMLAudioElement[]) =>
                all
                  .filter((audio) => audio.ended)
                  .map((audio) => decodeURIComponent(new URL(audio.currentSrc || audio.src).pathname)),
              ),
          )
          .toEqual([trackFile(track)]);
    }
    expect(await playingFiles(page)).toEqual([]);
  },
);

test('the menu opens and closes before the code has arrived, and one opened early stays open for the code', async ({
  page,
}) => {
  const toggle = page.getByRole('button', { name: ui.shell.menu, exact: true });
  const menu = page.getByRole('dialog', { name: ui.shell.menu });
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: ui.shell.closeMenu }).click();
  await expect(menu).toBeHidden();
  await toggle.click();
  await noCodeYet(page);
  release();
  await waitForCode(page);
  // Opened early, still open, and now the code's own.
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: ui.shell.closeMenu }).click();
  await expect(menu).toBeHidden();
});

/** The first track this browser can play (Playwright's own Chromium has no AAC). */
async function firstPlayable(page: Page) {
  const playable = await page.evaluate(
    (types) => types.map((type) => !!document.createElement('audio').canPlayType(type)),
    musicPageTracks.map((track) => audioType(trackFile(track)) ?? ''),
  );
  return musicPageTracks.find((_, position) => playable[position]);
}

test(
  'Share at the moment appears beside Share as a track plays, and nothing on the page moves for it',
  { tag: '@layout' },
  async ({ page }) => {
    test.skip(!musicPageTracks.length, 'the site has no music');
    const shifts = await recordLayoutShifts(page);
    await openRoute(page, '/music');
    const first = await firstPlayable(page);
    test.skip(!first, 'this browser plays none of the tracks');
    if (!first) return;
    const row = trackRow(page, first.title);
    const position = musicPageTracks.indexOf(first);
    const after = musicPageTracks[position + 1];
    // "Share at 0:05: Title", in the site's words, whatever the time.
    const anyTime = '\u0000';
    const name = literally(fill(ui.share.shareAtTitle, { time: anyTime, title: first.title }, lang));
    const momentName = new RegExp(`^${name.replace(anyTime, '[\\d:]+')}$`);
    await expectMomentShareMovesNothing(page, shifts, {
      row,
      next: after && trackRow(page, after.title),
      share: row.getByRole('button', { name: fill(ui.share.shareTitle, { title: first.title }, lang), exact: true }),
      play: row.getByRole('button', { name: ui.player.play, exact: true }),
      pause: row.getByRole('button', { name: ui.player.pause, exact: true }),
      moment: row.getByRole('button', { name: momentName }),
    });
  },
);

test('a track’s Play before the code has arrived starts it, and the code goes on playing it', async ({ page }) => {
  test.skip(!musicPageTracks.length, 'the site has no music');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(decodeURIComponent(new URL(request.url()).pathname)));
  const releaseMusic = await holdScripts(page);
  await page.goto('/music', { waitUntil: 'domcontentloaded' });
  const first = await firstPlayable(page);
  test.skip(!first, 'this browser plays none of the tracks');
  if (!first) return;
  const row = trackRow(page, first.title);
  await row.getByRole('button', { name: ui.player.play, exact: true }).click();
  await expect(row.getByRole('button', { name: ui.player.pause, exact: true })).toBeVisible();
  await expect.poll(() => asked.includes(trackFile(first)), `${first.title} asks for its file`).toBe(true);
  await noCodeYet(page);
  releaseMusic();
  await waitForCode(page);
  // The row's player goes on with it: one audio element, that track's file, not paused.
  await expect(row.getByRole('button', { name: ui.player.pause, exact: true })).toBeVisible();
  await expect
    .poll(() =>
      page.locator('audio').evaluateAll((all: HTMLAudioElement[]) =>
        all.map((audio) => ({
          paused: audio.paused,
          file: decodeURIComponent(new URL(audio.currentSrc || audio.src).pathname),
        })),
      ),
    )
    .toEqual([{ paused: false, file: trackFile(first) }]);
  await row.getByRole('button', { name: ui.player.pause, exact: true }).click();
  await expect(row.getByRole('button', { name: ui.player.play, exact: true })).toBeVisible();
});

/**
 * Steps pictures with `next` before the code has arrived, then after: the code goes on from the
 * picture shown, in the box it was shown in and drawn the same way (whole, or filling the box).
 */
async function stepBeforeAndAfterCode(page: Page, route: string, next: Locator, shown: Locator, alts: string[]) {
  const release = await holdScripts(page);
  await page.goto(route, { waitUntil: 'domcontentloaded' });
  await next.click();
  await expect(shown).toHaveAttribute('alt', alts[1]!);
  const drawn = async () => ({
    // Where the frame comes to rest: a picture of another shape reshapes it gradually.
    box: await transitionsEnded(page).then(() => shown.boundingBox()),
    // Whole or filling its frame, and around which point: the owner's choice, before the code as after.
    ...(await shown.evaluate((img) => {
      const { objectFit, objectPosition } = getComputedStyle(img);
      return { objectFit, objectPosition };
    })),
  });
  const before = await drawn();
  await noCodeYet(page);
  release();
  await waitForCode(page);
  await expect(shown).toHaveAttribute('alt', alts[1]!);
  expect(await drawn(), `${alts[1]}: where and how the code shows it`).toEqual(before);
  await next.click();
  await expect(shown).toHaveAttribute('alt', alts[2 % alts.length]!);
}

test(
  'a project’s next picture before the code has arrived shows it in the box the code shows it in, ' +
    'and the code goes on from there',
  { tag: '@layout' },
  async ({ page }) => {
    const stepping = projectPages.find(({ project }) => project.img.length > 1);
    test.skip(!stepping, 'no project has more than one picture');
    const { path: route, project } = stepping!;
    const panel = page.locator('[data-project-panel]:visible');
    const next = panel.getByRole('button', {
      name: fill(ui.projects.nextPicture, { title: project.title }, lang),
      exact: true,
    });
    await stepBeforeAndAfterCode(
      page,
      route,
      next,
      // The project's own picture, before any picture of its case study further down the panel.
      panel.locator('img:visible').first(),
      project.img.map((picture) => picture.alt),
    );
  },
);

test(
  'a gallery tile tapped before the code has arrived shows its next picture, and the code goes on from there',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const alts = phone
      ? home.phoneGallery.map((item) => item.img.alt)
      : (home.tiles[0]?.img ?? []).map((picture) => picture.alt);
    test.skip(alts.length < 2, 'the first tile has one picture');
    const tileName = phone ? ui.home.phoneTileName : fill(ui.home.tileName, { number: 1 }, lang);
    const tile = page.getByRole('button', { name: fill(ui.home.nextPicture, { tile: tileName }, lang), exact: true });
    await stepBeforeAndAfterCode(page, '/', tile, tile.locator('img:visible'), alts);
  },
);

test('the slideshow’s pause before the code has arrived stops it, and it stays paused for the code', async ({
  page,
}) => {
  test.skip(about.slides.length < 2, 'one slide stands still');
  const release = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: ui.about.pause, exact: true }).click();
  await expect(page.getByRole('button', { name: ui.about.play, exact: true })).toBeVisible();
  await noCodeYet(page);
  release();
  await waitForCode(page);
  await expect(page.getByRole('button', { name: ui.about.play, exact: true })).toBeVisible();
  await page.getByRole('button', { name: ui.about.play, exact: true }).click();
  await expect(page.getByRole('button', { name: ui.about.pause, exact: true })).toBeVisible();
});

test.describe('what crawlers and link previews read', () => {
  test.skip(({ isMobile }) => isMobile, 'checks files once');

  test(
    'a section the owner leaves out leaves nothing behind: no page, link, sitemap line, feed, ' +
      'alternate or structured data for it',
    { tag: '@shape' },
    () => {
      test.skip(!leftOutRoutes.length, 'the site has every section');
      const languages = (content.translations ?? []).map((translation) => languageCode(translation.locale));
      /** Whether an address (absolute, or from the site root) leads into a left-out section, in any language. */
      const leadsOut = (address: string) => {
        if (/^(mailto|tel|data|javascript):/.test(address)) return false;
        const url = new URL(address, siteUrl());
        if (url.origin !== new URL(siteUrl()).origin) return false;
        const [, first, ...rest] = url.pathname.split('/');
        const pagePath = languages.includes(first!) ? `/${rest.join('/')}` : url.pathname;
        return leftOutRoutes.some((route) => pagePath === route || pagePath.startsWith(`${route}/`));
      };
      const files = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
      const built = files(out).map((file) => path.relative(out, file).split(path.sep).join('/'));
      expect(built.filter((file) => leadsOut(`/${file.replace(/\.html$/, '')}`))).toEqual([]);

      const found: string[] = [];
      for (const file of built.filter((name) => name.endsWith('.html'))) {
        const document = builtDocument(path.join(out, file));
        for (const element of document.querySelectorAll('[href], [src], [action]'))
          for (const name of ['href', 'src', 'action'])
            if (element.getAttribute(name) && leadsOut(element.getAttribute(name)!))
              found.push(`${file}: <${element.localName} ${name}="${element.getAttribute(name)}">`);
        for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
          JSON.stringify(JSON.parse(script.textContent!), (_key, value: unknown) => {
            if (typeof value === 'string' && /^(\/|https?:)/.test(value) && leadsOut(value))
              found.push(`${file}: structured data names ${value}`);
            return value;
          });
      }
      for (const file of ['sitemap.xml', 'manifest.webmanifest', 'robots.txt', '_headers'].filter((name) =>
        existsSync(path.join(out, name)),
      ))
        for (const address of readFileSync(path.join(out, file), 'utf8').match(/https?:\/\/[^\s"<>]+|\/[\w\-/.]+/g) ??
          [])
          if (leadsOut(address)) found.push(`${file}: ${address}`);
      expect(found).toEqual([]);
    },
  );

  test(
    'every page has its own title, description, canonical address and a complete link preview',
    { tag: '@shape' },
    async () => {
      const heads = new Map<string, Awaited<ReturnType<typeof readHead>>>();
      for (const route of allPages) heads.set(route, readHead(route));
      expect(new Set([...heads.values()].map((head) => head.title)).size).toBe(allPages.length);
      for (const [route, head] of heads) {
        expect(head.title.trim(), `${route} title`).not.toBe('');
        expect(head.description.trim(), `${route} description`).not.toBe('');
        // Cut, if at all, where a search result would show it: within 160 characters, at a sentence or a whole word.
        expect(head.description.length, `${route} description`).toBeLessThanOrEqual(160);
        expect(new URL(head.canonical).pathname.replace(/\/$/, ''), route).toBe(
          new URL(`${siteUrl()}${route === '/' ? '' : route}`).pathname.replace(/\/$/, ''),
        );
        expect(head.og, route).toMatchObject({
          'og:url': head.canonical,
          'og:title': expect.stringMatching(/\S/),
          'og:description': head.description,
          'og:site_name': site.name,
          'og:locale': owner.locale,
        });
        expect(head.lang, route).toBe(languageCode(owner.locale));
        expect(head.twitter['twitter:card'], route).toBe('summary_large_image');
        const image = path.join(
          out,
          decodeURIComponent(
            new URL(head.og['og:image']!).pathname.slice(new URL(siteUrl()).pathname.replace(/\/$/, '').length),
          ),
        );
        expect(existsSync(image), `${route} preview picture`).toBe(true);
        expect(await sharp(image).metadata(), route).toMatchObject({
          width: Number(head.og['og:image:width']),
          height: Number(head.og['og:image:height']),
        });
        expect(head.og['og:image:alt'] ?? head.twitter['twitter:image:alt'], `${route} preview picture's text`).toMatch(
          /\S/,
        );
      }
    },
  );

  // A test a preview, so that no test grows with the site.
  for (const { preview, picture } of picturedPreviews(content))
    test(
      `the link preview ${path.relative(out, preview)} shows its page’s picture whole`,
      { tag: '@shape' },
      async () => {
        // Whole, it differs by about 2 at most; cropped as before, by 7.7 (a portrait nearly the panel's shape) to 70.
        expect(await wholePictureDifference(preview, shareFileOf(picture)), picture).toBeLessThan(4);
      },
    );

  test('the structured data parses and names the owner, each project and each track', { tag: '@shape' }, () => {
    for (const route of allPages) {
      const { jsonLd } = readHead(route);
      for (const item of jsonLd)
        expect(item, route).toMatchObject({ '@context': 'https://schema.org', '@type': expect.any(String) });
    }
    const home = readHead('/');
    expect(home.jsonLd.find((item) => item['@type'] === 'WebSite')).toMatchObject({
      name: site.name,
      url: home.canonical,
    });
    expect(home.jsonLd.find((item) => item['@type'] === 'ProfilePage')?.mainEntity).toMatchObject({
      name: owner.name,
      jobTitle: owner.role,
    });
    for (const { path: route, project } of projectPages) {
      const { jsonLd } = readHead(route);
      expect(
        jsonLd.find((item) => item['@type'] === 'SoftwareSourceCode'),
        route,
      ).toMatchObject({ name: project.title });
    }
    for (const { path: route, track } of trackPages) {
      const { jsonLd } = readHead(route);
      const recording = jsonLd.find((item) => item['@type'] === 'MusicRecording');
      expect(recording, route).toMatchObject({ name: track.title, byArtist: { name: music.artist } });
      const audio = (recording as unknown as { audio: { contentUrl: string } }).audio.contentUrl;
      expect(decodeURIComponent(new URL(audio).pathname).endsWith(trackFile(track)), `${route}: ${audio}`).toBe(true);
    }
    for (const { path: route, entry } of releasePages) {
      const album = readHead(route).jsonLd.find((item) => item['@type'] === 'MusicAlbum');
      expect(album, route).toMatchObject({
        name: entry.release.title,
        numTracks: entry.release.tracks.length,
        datePublished: entry.release.released,
        byArtist: { name: music.artist },
      });
      expect(
        album?.track?.map((track) => track.name),
        route,
      ).toEqual(entry.release.tracks.map((track) => track.title));
    }
    if (!musicPageTracks.length) return;
    const playlist = readHead('/music').jsonLd.find((item) => item['@type'] === 'MusicPlaylist');
    expect(playlist).toMatchObject({ name: expect.any(String), numTracks: musicPageTracks.length });
    // A band is a group, with its members; one musician a person.
    const creator = (playlist as unknown as { creator: { '@type': string; name: string; member?: { name: string }[] } })
      .creator;
    expect(creator).toMatchObject({
      '@type': music.artistIs === 'group' ? 'MusicGroup' : 'Person',
      name: music.artist,
    });
    expect(creator.member?.map((member) => member.name)).toEqual(music.members);
  });
});
