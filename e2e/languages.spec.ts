import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { Parser } from 'htmlparser2';
import {
  test,
  expect,
  openInLanguage,
  openRoute,
  recordLayoutShifts,
  trackRow,
  waitForMenuShown,
  waitForStill,
} from './fixtures';
import { expectMomentShareMovesNothing } from './shareMoment';
import { fill } from '../lib/i18n/format';
import { axe, violationsOf } from './axe';
import { builtDocument, out } from './builtPages';
import { allPaths, languagesOf, posts } from './routes';
import { audioStates } from './siteAudio';
import * as testSite from './testSite';
import { englishInterfaceWords, foreignTo, notFoundWords, readText, wordsIn } from './interfaceWords';
import { en } from '../lib/i18n/dictionaries/en';
import { dictionaries } from '../lib/i18n/dictionaries';
import { slugOf } from '../lib/content/slug';
import { trackFile } from '../lib/content/audio';
import { languageCode } from '../lib/content/locale';

const { music, projects, translations } = testSite;

/*
 * The tests' site in three languages: English at the root, Spanish under /es/ and German under
 * /de/ (its content/translations). The same pages, in the same places, each saying its language to
 * browsers, screen readers and search engines, and a switcher that keeps the visitor on the
 * page they are on, with the music playing on.
 */
const spanish = translations.find((translation) => translation.locale.startsWith('es_'))!;
/** The other languages' codes. */
const others = translations.map((translation) => languageCode(translation.locale));

/** The built file of a path ("/es/projects" → out/es/projects.html). */
const fileOf = (pagePath: string) => path.join(out, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);
const localPath = (pagePath: string, code: string) =>
  code === 'en' ? pagePath : pagePath === '/' ? `/${code}` : `/${code}${pagePath}`;
/** Every language's version of a page, by code: those it is written in. */
const versionsOf = (pagePath: string) =>
  Object.fromEntries(languagesOf(pagePath, ['en', ...others]).map((code) => [code, localPath(pagePath, code)]));
/** The language links a page names: its versions and x-default, where it has more than one. */
const namedVersions = (pagePath: string): Record<string, string> => {
  const versions = versionsOf(pagePath);
  return Object.keys(versions).length > 1 ? { ...versions, 'x-default': pagePath } : {};
};

/** A page at an old address, which sends the visitor on (`<meta http-equiv="refresh">`): read, not built into a DOM. */
function sendsOn(file: string) {
  let refresh = false;
  const parser = new Parser({
    onopentag: (name, attributes) => {
      if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') refresh = true;
    },
  });
  parser.end(readFileSync(file, 'utf8'));
  return refresh;
}

/**
 * Every built page but the 404, by its path: not a tag's page (a language's own words, each tag a
 * page in the languages whose posts have it), nor a page at a post's old address, which sends the
 * visitor on.
 */
function builtPages(dir = out, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      // The players other sites embed are in the first language only: they are not pages of the site's own.
      return entry.name.startsWith('_') ||
        entry.name === 'og' ||
        (entry.name === 'embed' && !prefix) ||
        (entry.name === 'tags' && prefix.endsWith('/writing'))
        ? []
        : builtPages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    const file = path.join(dir, entry.name);
    if (entry.name.endsWith('.html') && sendsOn(file)) return [];
    if (!entry.name.endsWith('.html') || entry.name === '404.html' || entry.name.startsWith('_')) return [];
    return [entry.name === 'index.html' && !prefix ? '/' : `${prefix}/${entry.name.replace(/\.html$/, '')}`];
  });
}

/** A page's language versions as its head states them: hreflang → path. */
function alternatesOf(pagePath: string): Record<string, string> {
  const links = [...builtDocument(fileOf(pagePath)).querySelectorAll('link[rel=alternate][hreflang]')];
  return Object.fromEntries(
    links.map((link) => [
      link.getAttribute('hreflang')!,
      new URL(link.getAttribute('href')!).pathname.replace(/\/$/, '') || '/',
    ]),
  );
}

const htmlLang = (pagePath: string) => builtDocument(fileOf(pagePath)).documentElement.lang;

test.describe('the built pages', () => {
  test.skip(({ isMobile }) => isMobile, 'checks files once');

  // A test a page (with its versions), so that no test grows with the site.
  for (const pagePath of allPaths)
    test(`${pagePath} exists in every language it is written in, each under its code, saying its lang`, () => {
      for (const [code, local] of Object.entries(versionsOf(pagePath))) {
        expect({ local, lang: existsSync(fileOf(local)) && htmlLang(local) }).toEqual({ local, lang: code });
      }
    });

  test('every page is built in every language, and no other page is', () => {
    const expected = allPaths.flatMap((pagePath) => ['en', ...others].map((code) => localPath(pagePath, code)));
    expect(builtPages().sort()).toEqual(expected.sort());
  });

  for (const first of allPaths)
    test(`${first}, in each language, names all its language versions and x-default, and each names it back`, () => {
      for (const pagePath of ['en', ...others].map((code) => localPath(first, code))) {
        const alternates = alternatesOf(pagePath);
        const ownCode = Object.entries(versionsOf(first)).find(([, local]) => local === pagePath)?.[0];
        // A post in a language it is not translated into is a copy of the first language's: it names none.
        expect({ pagePath, alternates }).toEqual({ pagePath, alternates: ownCode ? namedVersions(first) : {} });
        // Reciprocal: the page each one names names this one in return.
        for (const [lang, target] of Object.entries(alternates)) {
          if (lang !== 'x-default' && ownCode)
            expect({ from: target, back: alternatesOf(target)[ownCode] }).toEqual({ from: target, back: pagePath });
        }
      }
    });

  test('link previews state the page’s locale and the other one', () => {
    const meta = (pagePath: string, property: string) =>
      readFileSync(fileOf(pagePath), 'utf8').match(new RegExp(`<meta property="${property}" content="([^"]+)"`))?.[1];
    const metas = (pagePath: string, property: string) =>
      [
        ...readFileSync(fileOf(pagePath), 'utf8').matchAll(
          new RegExp(`<meta property="${property}" content="([^"]+)"`, 'g'),
        ),
      ].map(([, value]) => value);
    const locales = translations.map((translation) => translation.locale);
    expect([meta('/about', 'og:locale'), metas('/about', 'og:locale:alternate')]).toEqual(['en_US', locales]);
    expect([meta('/es/about', 'og:locale'), metas('/es/about', 'og:locale:alternate')]).toEqual([
      spanish.locale,
      ['en_US', ...locales.filter((locale) => locale !== spanish.locale)],
    ]);
    expect(meta('/es/about', 'og:image')).toMatch(/\/es\/og\/about\.png$/);
    expect(existsSync(path.join(out, 'es', 'og', 'about.png'))).toBe(true);
  });

  test('the sitemap lists every page in every language, each with all its versions', () => {
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
      loc: new URL(entry!.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname.replace(/\/$/, '') || '/',
      alternates: Object.fromEntries(
        [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
          lang,
          new URL(href!).pathname.replace(/\/$/, '') || '/',
        ]),
      ),
    }));
    const expected = allPaths.flatMap((pagePath) => {
      const versions = versionsOf(pagePath);
      const alternates = Object.fromEntries(
        Object.entries(namedVersions(pagePath)).filter(([code]) => code !== 'x-default'),
      );
      return Object.values(versions).map((loc) => ({ loc, alternates }));
    });
    expect(entries.sort((a, b) => a.loc.localeCompare(b.loc))).toEqual(
      expected.sort((a, b) => a.loc.localeCompare(b.loc)),
    );
  });

  test('the pages in other languages speak them: none of the English interface words is on them', () => {
    // The test site's own texts hold English words (its English content, names): those are its own.
    const ownTexts =
      JSON.stringify(testSite) +
      readFileSync(path.join(__dirname, 'sites/demo/content/resume.json'), 'utf8') +
      posts.map((post) => post.title + post.summary + post.text).join('');
    const words = englishInterfaceWords().filter(
      (word) => !ownTexts.includes(word) && !notFoundWords(en.notFound).includes(word),
    );
    for (const code of others) {
      const foreign = foreignTo(dictionaries[code as keyof typeof dictionaries], words);
      for (const pagePath of allPaths) {
        const local = localPath(pagePath, code);
        expect({ local, found: wordsIn(readText(fileOf(local)), foreign) }).toEqual({ local, found: [] });
      }
    }
  });
});

test('a Spanish page speaks Spanish: its words, its links within the site, its document language', async ({ page }) => {
  await openRoute(page, '/es/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.contact!.heading!);
  await expect(page.getByRole('button', { name: spanish.contact!.sendLabel! })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: spanish.navigation!.footerLinks![1]!.label! }),
  ).toHaveAttribute('href', '/es/projects');
  await page.getByRole('contentinfo').getByRole('link', { name: spanish.navigation!.footerLinks![1]!.label! }).click();
  await expect(page).toHaveURL(/\/es\/projects$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

/** The one audio element's file and time, once it plays. */
async function playing(page: Page) {
  const states = await audioStates(page);
  expect(states.length).toBe(1);
  return states[0]!;
}

test(
  'a page does not fetch its other languages ahead of a click, ' +
    'though it fetches the pages its other links lead to',
  async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openRoute(page, '/about');
    // Another page of the site (its data for a client-side navigation) is fetched ahead…
    await expect
      .poll(() => requested.some((pathname) => /\.txt$/.test(pathname) && !pathname.startsWith('/about')))
      .toBe(true);
    // …and the switcher comes into view, where a link is fetched ahead once the browser has
    // noticed it (a frame) and the router has had its turn (an idle moment).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).scrollIntoViewIfNeeded();
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve))),
        ),
    );
    // Nothing of a page in another language.
    expect(requested.filter((pathname) => /^\/(es|de)(\/|\.|$)/.test(pathname))).toEqual([]);
  },
);

test('the switcher leads to the same page in the other language and back, and the music plays on', async ({ page }) => {
  const track = music.tracks[1]!;
  const file = trackFile(track);
  await openRoute(page, `/music/${slugOf(track)}`);
  const row = trackRow(page, track.title);
  await row.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => (await playing(page)).paused).toBe(false);
  expect((await playing(page)).file).toBe(file);

  // From the footer: the same track's page in Spanish, and the document says so.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(new RegExp(`/es/music/${slugOf(track)}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const time = (await playing(page)).time;
  await expect.poll(async () => (await playing(page)).time).toBeGreaterThan(time + 0.2);
  expect(await playing(page)).toMatchObject({ file, paused: false });
  // The Spanish row shows the same track playing: its button is now the Spanish Pause.
  await expect(row.getByRole('button', { name: 'Pausar', exact: true })).toBeVisible();

  // To a project in Spanish, then back to English from the menu: the same project, still playing.
  const project = projects[2]!;
  // A full load (the music goes on from where it was saved); the menu works once the page's code has run.
  await openRoute(page, `/es/projects/${slugOf(project)}`);
  await page.getByRole('button', { name: 'Menú', exact: true }).click();
  await waitForMenuShown(page);
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${slugOf(project)}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: project.title })).toBeVisible();
});

test('the music goes on from a page in one language to a page in the other', async ({ page }) => {
  const track = music.tracks[0]!;
  await openRoute(page, '/es/music');
  const row = trackRow(page, track.title);
  await row.getByRole('button', { name: 'Reproducir', exact: true }).click();
  await expect.poll(async () => (await playing(page)).paused).toBe(false);
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/music$/);
  const time = (await playing(page)).time;
  await expect.poll(async () => (await playing(page)).time).toBeGreaterThan(time + 0.2);
  // Off Music, the bar speaks the page's language.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('region', { name: 'Now playing' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
  const spanishBar = page.getByRole('region', { name: 'Sonando ahora' });
  await expect(spanishBar).toBeVisible();
  expect(await playing(page)).toMatchObject({ paused: false });
  // Its links lead to the Spanish pages: the track's own and Music.
  await expect(spanishBar.getByRole('link', { name: track.title, exact: true })).toHaveAttribute(
    'href',
    `/es/music/${slugOf(track)}`,
  );
  await expect(spanishBar.getByRole('link', { name: 'Música', exact: true })).toHaveAttribute('href', '/es/music');
});

for (const pagePath of ['/es', '/es/projects', '/es/contact', '/es/services', '/es/about', '/es/music']) {
  test(`${pagePath} has no WCAG 2.2 AA violations, menu closed and open`, async ({ page }) => {
    await openRoute(page, pagePath);
    await waitForStill(page);
    expect(violationsOf(await axe(page).analyze())).toEqual([]);
    const toggle = page.getByRole('button', { name: 'Menú', exact: true });
    if (await toggle.isVisible()) {
      await toggle.click();
      await waitForMenuShown(page);
      expect(violationsOf(await axe(page).analyze())).toEqual([]);
    }
  });
}

/**
 * What sticks out at this width: the page wider than the window, or a label, button or heading
 * whose words overflow its box.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    // Elements that hold words (a list item holds a whole player, whose volume knob may overhang its bar by design).
    for (const element of document.querySelectorAll<HTMLElement>('a, button, label, summary, h1, h2, p, dt, dd')) {
      const box = element.getBoundingClientRect();
      // Hidden, or only for screen readers (clipped to a pixel).
      if (box.width <= 1 || !element.checkVisibility()) continue;
      const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      if (box.right > width + 0.5) found.push(`${name} ends at ${Math.round(box.right)} px`);
      if (getComputedStyle(element).display !== 'inline' && element.scrollWidth > element.clientWidth + 1)
        found.push(`${name} overflows its box`);
    }
    return found;
  });

test(
  'in every language a track’s Share and Embed sit by its title at the row’s end; ' +
    'the room kept for Share at the moment is under them, never an empty line above',
  { tag: '@layout' },
  async ({ page }) => {
    // Spanish's "Compartir desde 0:00" and "Compartir" do not fit beside each other on a phone's row.
    for (const pagePath of Object.values(versionsOf('/music'))) {
      await openRoute(page, pagePath);
      const heading = page.getByRole('listitem').first().getByRole('heading', { level: 2 });
      // The row's head: its title and, before any track has played, two buttons, the plain Share and Embed.
      const head = heading.locator('xpath=..');
      await expect(head.getByRole('button')).toHaveCount(2);
      const [title, share, last, row] = await Promise.all([
        heading.boundingBox(),
        head.getByRole('button').first().boundingBox(),
        head.getByRole('button').last().boundingBox(),
        head.boundingBox(),
      ]);
      expect(share!.y - (title!.y + title!.height), pagePath).toBeLessThanOrEqual(12);
      expect(Math.round(last!.y), pagePath).toBe(Math.round(share!.y));
      expect(Math.round(last!.x + last!.width), pagePath).toBe(Math.round(row!.x + row!.width));
    }
  },
);

test(
  'in Spanish, Share at the moment takes the room kept for it, and nothing on the page moves for it',
  { tag: '@layout' },
  async ({ page }) => {
    const shifts = await recordLayoutShifts(page);
    await openRoute(page, '/es/music');
    const words = dictionaries.es;
    const title = music.tracks[0]!.title;
    const row = trackRow(page, title);
    await expectMomentShareMovesNothing(page, shifts, {
      row,
      next: trackRow(page, music.tracks[1]!.title),
      share: row.getByRole('button', { name: fill(words.share.shareTitle, { title }), exact: true }),
      play: row.getByRole('button', { name: words.player.play, exact: true }),
      pause: row.getByRole('button', { name: words.player.pause, exact: true }),
      moment: row.getByRole('button', {
        name: new RegExp(`^${fill(words.share.shareAtTitle, { time: '0:0\\d', title })}$`),
      }),
    });
  },
);

test.describe('German, the longest words, on a 320 px phone', { tag: '@layout' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone width');
  test.use({ viewport: { width: 320, height: 640 } });

  for (const pagePath of ['/de', '/de/projects', '/de/contact', '/de/services', '/de/about', '/de/music']) {
    test(`${pagePath}: nothing overflows, menu closed or open`, async ({ page }) => {
      await openRoute(page, pagePath);
      await waitForStill(page);
      expect(await overflowing(page)).toEqual([]);
      const toggle = page.getByRole('button', { name: 'Menü', exact: true });
      if (await toggle.isVisible()) {
        await toggle.click();
        await waitForMenuShown(page);
        expect(await overflowing(page)).toEqual([]);
      }
    });
  }
});

/** The lines an element's text ends up on, given `text` in a box just wide enough for its first `fits` characters. */
const linesOf = (element: Locator, text: string, fits: number) =>
  element.evaluate(
    (box, [text, fits]) => {
      box.textContent = text;
      const words = box.firstChild!;
      const range = document.createRange();
      const rect = (from: number, to: number) => {
        range.setStart(words, from);
        range.setEnd(words, to);
        return range.getBoundingClientRect();
      };
      (box as HTMLElement).style.width = 'max-content';
      const padding = box.getBoundingClientRect().width - rect(0, text.length).width;
      (box as HTMLElement).style.width = `${Math.ceil(rect(0, fits).width + padding)}px`;
      const byLine = new Map<number, string>();
      [...text].forEach((character, at) => {
        const top = Math.round(rect(at, at + 1).top);
        byLine.set(top, (byLine.get(top) ?? '') + character);
      });
      return [...byLine.values()].map((line) => line.trim());
    },
    [text, fits] as const,
  );

test('a Japanese heading or button ends its lines between phrases, not inside a word', async ({ page }) => {
  await openInLanguage(page, '/services', 'ja');
  // "Software developer and composer": a line that may end anywhere would end inside 作曲家 ("composer").
  const heading = page.getByRole('heading', { level: 1 });
  const words = 'ソフトウェア開発者・作曲家';
  expect(await linesOf(heading, words, 11)).toEqual(['ソフトウェア開発者・', '作曲家']);
  // "Tell me about your project": a line that may end anywhere would end inside 教えてください ("please tell").
  const button = page.getByRole('main').getByRole('link', { name: 'Tell me about your project' });
  expect(await linesOf(button, 'プロジェクトについて教えてください', 16)).toEqual([
    'プロジェクトについて',
    '教えてください',
  ]);
});

test('a Korean line ends at a space between words, not inside one', async ({ page }) => {
  await openInLanguage(page, '/services', 'ko');
  // "A software developer and composer": a line that may end anywhere would end inside 작곡가 ("composer").
  const heading = page.getByRole('heading', { level: 1 });
  const words = '소프트웨어 개발자이자 작곡가';
  expect(await linesOf(heading, words, 13)).toEqual(['소프트웨어 개발자이자', '작곡가']);
  // Running text too: "I build web and mobile services and arrange choral music".
  expect(
    await linesOf(
      page.getByRole('main').getByRole('paragraph').first(),
      '웹과 모바일 서비스를 만들고 합창곡을 편곡합니다',
      13,
    ),
  ).toEqual(['웹과 모바일 서비스를', '만들고 합창곡을', '편곡합니다']);
});
